import type { ReactNode } from "react";
import styles from "./status-banner.module.css";

type StatusBannerProps = { tone: "info" | "warning" | "success"; children: ReactNode; action?: ReactNode };

/** A banner in the page flow (never over content), announced politely to screen readers. */
export function StatusBanner({ tone, children, action }: StatusBannerProps) {
  return (
    <div className={`${styles.banner} ${styles[tone]}`} role="status" aria-live="polite">
      <p>{children}</p>
      {action}
    </div>
  );
}
