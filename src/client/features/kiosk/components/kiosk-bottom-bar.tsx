import { Link, useNavigate, useRouterState } from "@tanstack/react-router";
import { useState } from "react";
import buttonStyles from "#client/components/ui/button.module.css";
import { LanguageSwitch } from "#client/components/ui/language-switch.tsx";
import { Modal } from "#client/components/ui/modal.tsx";
import { useCartCount } from "#client/session/ordering-session.ts";
import { KIOSK_ATTRACT_PATH } from "../kiosk-routes.ts";
import { kioskStrings as t } from "../messages.gen.ts";
import styles from "./session.module.css";

/**
 * The kiosk's dock instead of the bottom icon bar: the menu (of the bound outlet, no Select
 * Method, so no delivery), the cart, the language (forgotten by the wipe after the customer), and
 * Start over for the customer who wants to leave.
 */
export function KioskBottomBar() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const count = useCartCount();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const current = (path: string) => (pathname === path ? "page" : undefined);

  return (
    <>
      <nav className={styles.bar} aria-label={t.kioskBar}>
        <ul className={styles.items}>
          <li>
            <Link to="/store-menu" className={styles.item} aria-current={current("/store-menu")}>
              {t.menu}
            </Link>
          </li>
          <li>
            <Link to="/cart" className={styles.item} aria-current={current("/cart")}>
              <span aria-hidden="true">{t.cart}</span>
              <span className="visually-hidden">{t.cartWithCount({ count })}</span>
              <span className={styles.badge} data-cart-badge="" aria-hidden="true">
                {count}
              </span>
            </Link>
          </li>
          <li>
            <LanguageSwitch className={styles.item} />
          </li>
          <li>
            <button type="button" className={styles.startOver} onClick={() => setConfirming(true)}>
              {t.startOver}
            </button>
          </li>
        </ul>
      </nav>
      <Modal
        open={confirming}
        title={t.startOverTitle}
        onClose={() => setConfirming(false)}
        footer={
          <div className={styles.dialogActions}>
            <button type="button" className={buttonStyles.secondary} onClick={() => setConfirming(false)}>
              {t.startOverNo}
            </button>
            <button
              type="button"
              className={buttonStyles.button}
              onClick={() => void navigate({ to: KIOSK_ATTRACT_PATH, replace: true })}
            >
              {t.startOverYes}
            </button>
          </div>
        }
      >
        <p>{t.startOverText}</p>
      </Modal>
    </>
  );
}
