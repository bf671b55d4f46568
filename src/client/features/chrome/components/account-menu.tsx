import { Link } from "@tanstack/react-router";
import { useId, useRef, useState } from "react";
import { ProfileIcon } from "#client/components/ui/icons.tsx";
import { useStoredUserData } from "#client/session/ordering-session.ts";
import { accountStrings as t } from "../account/messages.gen.ts";
import styles from "./account-menu.module.css";

/**
 * The header's account menu, for a logged-in customer: their past orders and their profile,
 * one tap from any page with the header. A native popover: Escape and a tap outside close it,
 * and its links come right after the button in the tab order.
 */
export function AccountMenu() {
  const user = useStoredUserData();
  const id = useId();
  const menu = useRef<HTMLDivElement>(null);
  // Chromium exposes a popover's state by itself; the attribute says it in every browser.
  const [open, setOpen] = useState(false);
  const close = () => menu.current?.hidePopover();
  const name = user?.username.trim();

  return (
    <>
      <button type="button" className={styles.trigger} popoverTarget={id} aria-expanded={open}>
        <ProfileIcon className={styles.icon} />
        {/* Only the icon shows on a phone; the word still names the button. */}
        <span className={styles.triggerText}>{t.account}</span>
      </button>
      <div
        id={id}
        ref={menu}
        popover="auto"
        className={styles.menu}
        onToggle={(event) => setOpen(event.newState === "open")}
      >
        <nav aria-label={t.account}>
          {name && <p className={styles.name}>{t.signedInAs({ name })}</p>}
          <ul className={styles.links}>
            <li>
              <Link to="/order-history" className={styles.link} onClick={close}>
                {t.orderHistory}
              </Link>
            </li>
            <li>
              <Link to="/profile" className={styles.link} onClick={close}>
                {t.profile}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </>
  );
}
