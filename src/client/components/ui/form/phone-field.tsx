import { type ClipboardEvent, type ComponentProps, type ReactNode, useId } from "react";
import { PHONE_MAX_DIGITS } from "#shared/rules/phone.ts";
import { describedBy, FieldError, FieldHint } from "./field-parts.tsx";
import styles from "./form.module.css";
import { formStrings as t } from "./messages.gen.ts";
import { insertPhoneDigits, toPhoneDigits } from "./phone-digits.ts";

export type PhoneFieldProps = Omit<
  ComponentProps<"input">,
  "id" | "type" | "value" | "onChange" | "aria-invalid" | "aria-describedby"
> & {
  label: ReactNode;
  value: string;
  onValueChange: (digits: string) => void;
  error?: string;
  hint?: ReactNode;
  className?: string;
};

/**
 * A phone number fixed to Egypt (+20), with no country choice: digits only, at most 15. A
 * pasted number with +20 or 0020 keeps its national part.
 */
export function PhoneField({
  label,
  value,
  onValueChange,
  error,
  hint,
  className,
  ...input
}: PhoneFieldProps) {
  const id = useId();
  const prefixId = `${id}-prefix`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  // The browser would cut a pasted "+20 101 234 5678" at maxLength before we could tidy it.
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData("text");
    if (!pasted) return;
    event.preventDefault();
    const field = event.currentTarget;
    const start = field.selectionStart ?? value.length;
    const end = field.selectionEnd ?? value.length;
    const next = insertPhoneDigits(value, pasted, start, end);
    onValueChange(next);
    const caret = Math.min(next.length, start + toPhoneDigits(pasted).length);
    requestAnimationFrame(() => field.setSelectionRange(caret, caret));
  };

  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.phoneGroup} data-invalid={error ? "true" : undefined} dir="ltr">
        <span className={styles.prefix} aria-hidden="true">
          +20
        </span>
        <span id={prefixId} className="visually-hidden">
          {t.egyptPrefix}
        </span>
        <input
          autoComplete="tel-national"
          {...input}
          id={id}
          type="tel"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={PHONE_MAX_DIGITS}
          className={styles.phoneInput}
          value={value}
          onChange={(event) => onValueChange(toPhoneDigits(event.target.value))}
          onPaste={onPaste}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(prefixId, hint ? hintId : null, error ? errorId : null)}
        />
      </div>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
