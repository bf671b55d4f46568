import { Link } from "@tanstack/react-router";
import { useEffect, useId, useRef } from "react";
import { menuStrings as t } from "../strings.ts";
import styles from "./side-panel.module.css";

type SidePanelProps = { open: boolean; onClose: () => void };

/** The menu page's optional side panel (spec section 2, "Page header"): the main screens. */
export function SidePanel({ open, onClose }: SidePanelProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click mirrors Escape, which the dialog handles
    <dialog
      ref={dialogRef}
      className={styles.panel}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === dialogRef.current) onClose();
      }}
    >
      {open && (
        <nav aria-labelledby={titleId} className={styles.nav}>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {t.panelTitle}
            </h2>
            <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <ul className={styles.links}>
            <li>
              <Link to="/" className={styles.link} onClick={onClose}>
                {t.home}
              </Link>
            </li>
            <li>
              <Link to="/store-menu" className={styles.link} onClick={onClose}>
                {t.title}
              </Link>
            </li>
            <li>
              <Link to="/cart" className={styles.link} onClick={onClose}>
                {t.cart}
              </Link>
            </li>
            <li>
              <Link to="/order-history" className={styles.link} onClick={onClose}>
                {t.orderHistory}
              </Link>
            </li>
            <li>
              {/* /profile is built in issue 5; a plain link until the typed router knows it. */}
              <a href="/profile" className={styles.link}>
                {t.profile}
              </a>
            </li>
          </ul>
        </nav>
      )}
    </dialog>
  );
}

export function SidePanelButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className={styles.open} onClick={onClick} aria-label={t.openPanel}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
