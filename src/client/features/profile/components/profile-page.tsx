import { Link } from "@tanstack/react-router";
import { type ReactNode, useId } from "react";
import { PageHeader } from "#client/components/ui/page-header.tsx";
import type { UserData } from "#shared/contract/auth.ts";
import { profileStrings as t } from "../strings.ts";
import styles from "./profile.module.css";
import { ProfileForm } from "./profile-form.tsx";

export type ProfileTab = "profile" | "orders";

const icons = {
  profile: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4.5 20.5c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5",
  orders:
    "M7 3.5h10a1.5 1.5 0 0 1 1.5 1.5v15.5l-2.5-1.5-2.5 1.5-2.5-1.5-2.5 1.5-2.5-1.5V5A1.5 1.5 0 0 1 7 3.5zM9 8.5h6M9 12h6M9 15.5h3",
} as const;

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" className={styles.tabIcon}>
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
 * The profile screen: a side panel (Profile, Past Orders) and the chosen panel. The Past Orders
 * panel's content comes from the orders feature, composed by the route.
 */
export function ProfilePage({
  tab,
  userData,
  onSaved,
  ordersPanel,
}: {
  tab: ProfileTab;
  userData: UserData;
  onSaved: (userData: UserData) => void;
  ordersPanel?: ReactNode;
}) {
  const headingId = useId();
  const tabs: Array<{ id: ProfileTab; label: string; search: { tab?: "orders" } }> = [
    { id: "profile", label: t.profileTab, search: {} },
    { id: "orders", label: t.ordersTab, search: { tab: "orders" } },
  ];

  return (
    <>
      <title>{t.pageTitle}</title>
      <PageHeader title={t.title} />
      <main className={styles.main}>
        <div className={styles.layout}>
          <nav className={styles.side} aria-label={t.panelLabel}>
            <ul className={styles.tabs}>
              {tabs.map((item) => (
                <li key={item.id}>
                  <Link
                    to="/profile"
                    search={item.search}
                    replace
                    className={styles.tab}
                    aria-current={tab === item.id ? "page" : undefined}
                    activeOptions={{ exact: true, includeSearch: true }}
                  >
                    <Icon path={icons[item.id]} />
                    <span>{item.label}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <section className={styles.panel} aria-labelledby={headingId}>
            <h2 id={headingId} className={styles.panelTitle}>
              {tab === "orders" ? t.ordersTab : t.profileTab}
            </h2>
            {tab === "orders" ? (
              ordersPanel
            ) : (
              <ProfileForm key={userData.id} userData={userData} onSaved={onSaved} />
            )}
          </section>
        </div>
      </main>
    </>
  );
}
