import type { ReactNode } from "react";
import styles from "./added-toast.module.css";

/** A short "added to cart" notice above the bottom bar; it never covers the menu's controls. */
export function AddedToast({ message, action }: { message: string | null; action: ReactNode }) {
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {message && (
        <p className={styles.toast}>
          <span>{message}</span>
          <span className={styles.action}>{action}</span>
        </p>
      )}
    </div>
  );
}
