import { Link, useNavigate, useRouterState } from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import {
  CartIcon,
  HomeIcon,
  LockIcon,
  MenuIcon,
  ProfileIcon,
  ReturnsIcon,
} from "#client/components/ui/icons.tsx";
import { OrderMethodFlow } from "#client/features/ordering/components/order-method-flow.tsx";
import type { MenuState } from "#client/lib/navigation-state.ts";
import { orderingSession, useCartCount } from "#client/session/ordering-session.ts";
import { chromeStrings as t } from "../messages.gen.ts";
import styles from "./bottom-bar.module.css";

export type BottomBarVariant = "newer" | "older";

type BottomBarProps = {
  /** The newer version shows the privacy and returns policies; the older one the profile. */
  variant?: BottomBarVariant;
  /**
   * Opens the screen's own Select Method modal. Without it, the bar mounts its own (with the
   * address picker that follows it), so any screen can mount the bar alone.
   */
  onSelectMethod?: () => void;
};

/**
 * The bottom icon bar shared by the landing page, menu and cart: home, menu (straight to the
 * menu when an order type and a selected address are stored, else Select Method), the cart with
 * its live item count, and the profile (older) or the policies (newer).
 */
export function BottomBar({ variant = "newer", onSelectMethod }: BottomBarProps) {
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const count = useCartCount();
  const [ownRequest, setOwnRequest] = useState<MenuState | null>(null);

  const openMenu = () => {
    if (orderingSession.menuIconAction() === "store-menu") {
      void navigate({ to: "/store-menu" });
    } else if (onSelectMethod) {
      onSelectMethod();
    } else {
      setOwnRequest({});
    }
  };

  const current = (path: string) => (pathname === path ? "page" : undefined);

  return (
    <>
      <nav className={styles.bar} aria-label={t.bottomBar}>
        <ul className={styles.items}>
          <Tab to="/" current={current} label={t.home} text={t.home} Icon={HomeIcon} />
          <li>
            <button
              type="button"
              className={styles.item}
              onClick={openMenu}
              aria-label={t.menu}
              aria-current={current("/store-menu")}
            >
              <MenuIcon className={styles.icon} />
              <span className={styles.text}>{t.menu}</span>
            </button>
          </li>
          <li>
            <Link to="/cart" className={styles.item} aria-current={current("/cart")}>
              <span className={styles.iconWrap}>
                <CartIcon className={styles.icon} />
                <span className={styles.badge} data-cart-badge="" aria-hidden="true">
                  {count}
                </span>
              </span>
              <span className={styles.text} aria-hidden="true">
                {t.cart}
              </span>
              <span className="visually-hidden">{t.cartWithCount({ count })}</span>
            </Link>
          </li>
          {variant === "older" ? (
            <Tab to="/profile" current={current} label={t.profile} text={t.profile} Icon={ProfileIcon} />
          ) : (
            <>
              <Tab
                to="/privacy-policy"
                current={current}
                label={t.privacyPolicy}
                text={t.privacyShort}
                Icon={LockIcon}
              />
              <Tab
                to="/returns-policy"
                current={current}
                label={t.returnsPolicy}
                text={t.returnsShort}
                Icon={ReturnsIcon}
              />
            </>
          )}
        </ul>
      </nav>
      {!onSelectMethod && <OrderMethodFlow request={ownRequest} onClose={() => setOwnRequest(null)} />}
    </>
  );
}

/** A tab of the bar: its icon, a short word under it, and the full name for the link. */
function Tab({
  to,
  current,
  label,
  text,
  Icon,
}: {
  to: "/" | "/profile" | "/privacy-policy" | "/returns-policy";
  current: (path: string) => "page" | undefined;
  label: string;
  text: string;
  Icon: (props: { className?: string }) => ReactNode;
}) {
  return (
    <li>
      <Link to={to} className={styles.item} aria-current={current(to)} aria-label={label}>
        <Icon className={styles.icon} />
        <span className={styles.text}>{text}</span>
      </Link>
    </li>
  );
}
