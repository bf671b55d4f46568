import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import { BeanMark } from "#client/components/ui/icons.tsx";
import { LanguageSwitch } from "#client/components/ui/language-switch.tsx";
import { currentLocale } from "#client/lib/locale.ts";
import { useToken } from "#client/session/ordering-session.ts";
import { landingPageIn } from "#shared/contract/pages.ts";
import { clearBrowserStorage, revokeToken } from "../logout.ts";
import { chromeStrings as t } from "../messages.gen.ts";
import styles from "./site-header.module.css";

/** Logout: revoke (best effort), forget everything on this device, then the login screen. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const logout = async () => {
    setPending(true);
    try {
      // The token is read as the call starts; the device forgets it at once, so no screen still
      // showing (the landing page's last orders) refetches with a token the server is revoking.
      const revoked = revokeToken();
      queryClient.clear();
      await clearBrowserStorage();
      await revoked;
    } finally {
      setPending(false);
    }
    await navigate({ to: "/login", replace: true });
  };

  return { logout, pending };
}

type SiteHeaderProps = {
  /** Links shown between the brand and Login/Logout on wide screens. */
  nav?: ReactNode;
  navLabel?: string;
  /** A logged-in customer's account menu (the caller loads it for them alone), before Logout. */
  account?: ReactNode;
};

/** The storefront's top bar: brand, optional section links, Login or Logout per token, and the language. */
export function SiteHeader({ nav, navLabel, account }: SiteHeaderProps) {
  const token = useToken();
  const { logout, pending } = useLogout();

  return (
    <header className={styles.header}>
      <div className={styles.inner} data-signed-in={token ? "" : undefined}>
        <Link to={landingPageIn("/", currentLocale())} className={styles.brand} aria-label={t.homeLink}>
          <BeanMark className={styles.mark} />
          <span dir="auto">{t.brand}</span>
        </Link>
        {nav && (
          <nav className={styles.nav} aria-label={navLabel}>
            {nav}
          </nav>
        )}
        {account}
        {token ? (
          <button
            type="button"
            className={styles.session}
            onClick={() => void logout()}
            disabled={pending}
            aria-busy={pending}
          >
            {pending ? t.loggingOut : t.logout}
          </button>
        ) : (
          <Link to="/login" className={styles.session}>
            {t.login}
          </Link>
        )}
        {/* Last: the account button, loaded after the page, and Login turning into Logout must
            not move it from under a finger already on its way. */}
        <LanguageSwitch className={`${styles.session} ${styles.language}`} />
      </div>
    </header>
  );
}
