import { type ComponentProps, type ReactNode, useId } from "react";
import { describedBy, FieldError, FieldHint } from "./field-parts.tsx";
import styles from "./form.module.css";

export type TextFieldProps = Omit<ComponentProps<"input">, "id" | "aria-invalid" | "aria-describedby"> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Class of the wrapper (layout), not of the input. */
  className?: string;
};

/** A labelled input; an error gives it a red border, aria-invalid and a described error text. */
export function TextField({ label, error, hint, className, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? hintId : null, error ? errorId : null)}
      />
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
