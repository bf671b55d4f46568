import { Link } from "@tanstack/react-router";
import { useId } from "react";
import { LanguageSwitch } from "#client/components/ui/language-switch.tsx";
import { CloseButton, NativeDialog } from "#client/components/ui/native-dialog.tsx";
import { HamburgerIcon } from "#client/components/ui/screen-icons.tsx";
import { menuStrings as t } from "../messages.gen.ts";
import styles from "./side-panel.module.css";

type SidePanelProps = { open: boolean; onClose: () => void };

// Labels are read at render: the language can change while the app runs. Ordering first, then
// the customer's own screens (a visitor is asked to log in on the way).
const orderingLinks = [
  { to: "/", label: () => t.home },
  { to: "/store-menu", label: () => t.title },
  { to: "/cart", label: () => t.cart },
] as const;
const accountLinks = [
  { to: "/order-history", label: () => t.orderHistory },
  { to: "/profile", label: () => t.profile },
] as const;

/**
 * The page header's optional side panel (spec section 2, "Page header"), on every inner screen:
 * the main screens, the customer's own, and the language.
 */
export function SidePanel({ open, onClose }: SidePanelProps) {
  const titleId = useId();
  return (
    <NativeDialog open={open} onClose={onClose} className={styles.panel} labelledBy={titleId}>
      <nav aria-labelledby={titleId} className={styles.nav}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {t.panelTitle}
          </h2>
          <CloseButton className={styles.close} onClick={onClose} />
        </div>
        <ul className={styles.links}>
          {orderingLinks.map(({ to, label }) => (
            <li key={to}>
              <Link to={to} className={styles.link} onClick={onClose}>
                {label()}
              </Link>
            </li>
          ))}
        </ul>
        <ul className={`${styles.links} ${styles.account}`} data-panel-account="">
          {accountLinks.map(({ to, label }) => (
            <li key={to}>
              <Link to={to} className={styles.link} onClick={onClose}>
                {label()}
              </Link>
            </li>
          ))}
          <li>
            <LanguageSwitch className={styles.language} />
          </li>
        </ul>
      </nav>
    </NativeDialog>
  );
}

export function SidePanelButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className={styles.open} onClick={onClick} aria-label={t.openPanel}>
      <HamburgerIcon />
    </button>
  );
}
