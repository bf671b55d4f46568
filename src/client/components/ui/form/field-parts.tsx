import type { ReactNode } from "react";
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
      <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" className={styles.errorIcon}>
        <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="M10 5.5v5.5M10 13.6v.1" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
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
