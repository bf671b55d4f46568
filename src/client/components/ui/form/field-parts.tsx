import type { ReactNode } from "react";
import { ErrorIcon } from "../screen-icons.tsx";
import styles from "./form.module.css";

/** Space-separated ids for aria-describedby, or undefined when there are none. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const list = ids.filter(Boolean);
  return list.length > 0 ? list.join(" ") : undefined;
}

/** A field's error text; its id goes into the input's aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error}>
      <ErrorIcon className={styles.errorIcon} />
      <span>{message}</span>
    </p>
  );
}

export function FieldHint({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className={styles.hint}>
      {children}
    </p>
  );
}

/** A message about the whole form (a failed request): announced when it appears. */
export function FormMessage({ children, tone = "error" }: { children?: ReactNode; tone?: "error" | "info" }) {
  if (!children) return null;
  return (
    <div
      className={tone === "error" ? styles.formError : styles.formInfo}
      role={tone === "error" ? "alert" : "status"}
    >
      {children}
    </div>
  );
}
