import { Link, useNavigate, useRouter, useRouterState } from "@tanstack/react-router";
import { type MouseEvent, type ReactNode, useState } from "react";
import { useCartCount } from "#client/features/cart/cart-store.ts";
import { OrderMethodFlow } from "#client/features/order-method/components/order-method-flow.tsx";
import type { MenuState } from "#client/lib/navigation-state.ts";
import { readRaw, storageKeys } from "#client/lib/storage.ts";
import { menuIconAction } from "../menu-rule.ts";
import { chromeStrings as t } from "../strings.ts";
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

const icons = {
  home: "M4 11.5 12 4l8 7.5V20a1 1 0 0 1-1 1h-4.5v-6h-5v6H5a1 1 0 0 1-1-1z",
  menu: "M5 4h11a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3zM9 9h6M9 13h6M9 17h3",
  cart: "M5 8h14l-1.2 11.2a2 2 0 0 1-2 1.8H8.2a2 2 0 0 1-2-1.8zM9 8V7a3 3 0 0 1 6 0v1",
  profile: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4.5 20.5c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5",
  lock: "M6.5 11h11a1 1 0 0 1 1 1v7.5a1 1 0 0 1-1 1h-11a1 1 0 0 1-1-1V12a1 1 0 0 1 1-1zM8.5 11V8a3.5 3.5 0 0 1 7 0v3M12 15v2",
  returns: "M9 7H4.5V2.5M4.8 7A8 8 0 1 1 4 12.5",
} as const;

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" className={styles.icon}>
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

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
    if (
      menuIconAction(readRaw(storageKeys.orderType), readRaw(storageKeys.selectedAddressId)) === "store-menu"
    ) {
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
          <li>
            <Link to="/" className={styles.item} aria-current={current("/")} aria-label={t.home}>
              <Icon path={icons.home} />
              <span className={styles.text}>{t.home}</span>
            </Link>
          </li>
          <li>
            <button
              type="button"
              className={styles.item}
              onClick={openMenu}
              aria-label={t.menu}
              aria-current={current("/store-menu")}
            >
              <Icon path={icons.menu} />
              <span className={styles.text}>{t.menu}</span>
            </button>
          </li>
          <li>
            <AppLink href="/cart" current={current("/cart")}>
              <span className={styles.iconWrap}>
                <Icon path={icons.cart} />
                <span className={styles.badge} data-cart-badge="" aria-hidden="true">
                  {count}
                </span>
              </span>
              <span className={styles.text} aria-hidden="true">
                {t.cart}
              </span>
              <span className="visually-hidden">{t.cartWithCount(count)}</span>
            </AppLink>
          </li>
          {variant === "older" ? (
            <li>
              <AppLink href="/profile" current={current("/profile")} label={t.profile}>
                <Icon path={icons.profile} />
                <span className={styles.text}>{t.profile}</span>
              </AppLink>
            </li>
          ) : (
            <>
              <li>
                <Link
                  to="/privacy-policy"
                  className={styles.item}
                  aria-current={current("/privacy-policy")}
                  aria-label={t.privacyPolicy}
                >
                  <Icon path={icons.lock} />
                  <span className={styles.text}>{t.privacyShort}</span>
                </Link>
              </li>
              <li>
                <Link
                  to="/returns-policy"
                  className={styles.item}
                  aria-current={current("/returns-policy")}
                  aria-label={t.returnsPolicy}
                >
                  <Icon path={icons.returns} />
                  <span className={styles.text}>{t.returnsShort}</span>
                </Link>
              </li>
            </>
          )}
        </ul>
      </nav>
      {!onSelectMethod && <OrderMethodFlow request={ownRequest} onClose={() => setOwnRequest(null)} />}
    </>
  );
}

/**
 * A client-side link to a screen another engineer is still building (/cart, /profile): the
 * typed <Link> only accepts routes that exist. Swap for <Link> once they do.
 */
function AppLink({
  href,
  current,
  label,
  children,
}: {
  href: string;
  current: "page" | undefined;
  /** Only where the visible text is not the name; otherwise the content names the link. */
  label?: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <a href={href} className={styles.item} aria-current={current} aria-label={label} onClick={onClick}>
      {children}
    </a>
  );
}
