import { Link } from "@tanstack/react-router";
import { useId } from "react";
import { CloseButton, NativeDialog } from "#client/components/ui/native-dialog.tsx";
import { HamburgerIcon } from "#client/components/ui/screen-icons.tsx";
import { menuStrings as t } from "../strings.ts";
import styles from "./side-panel.module.css";

type SidePanelProps = { open: boolean; onClose: () => void };

const panelLinks = [
  { to: "/", label: t.home },
  { to: "/store-menu", label: t.title },
  { to: "/cart", label: t.cart },
  { to: "/order-history", label: t.orderHistory },
  { to: "/profile", label: t.profile },
] as const;

/** The menu page's optional side panel (spec section 2, "Page header"): the main screens. */
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
          {panelLinks.map(({ to, label }) => (
            <li key={to}>
              <Link to={to} className={styles.link} onClick={onClose}>
                {label}
              </Link>
            </li>
          ))}
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
