import { Link } from "@tanstack/react-router";
import { type ReactNode, useId } from "react";
import { ProfileIcon } from "#client/components/ui/icons.tsx";
import { PageHeader } from "#client/components/ui/page-header.tsx";
import { ReceiptIcon } from "#client/components/ui/screen-icons.tsx";
import type { UserData } from "#shared/contract/auth.ts";
import { profileStrings as t } from "../messages.gen.ts";
import styles from "./profile.module.css";
import { ProfileForm } from "./profile-form.tsx";

export type ProfileTab = "profile" | "orders";

const icons = { profile: ProfileIcon, orders: ReceiptIcon } as const;

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
  const tabs = [
    { id: "profile", label: t.profileTab, search: {}, Icon: icons.profile },
    { id: "orders", label: t.ordersTab, search: { tab: "orders" }, Icon: icons.orders },
  ] as const satisfies ReadonlyArray<{
    id: ProfileTab;
    label: string;
    search: { tab?: "orders" };
    Icon: (typeof icons)[ProfileTab];
  }>;

  return (
    <>
      <PageHeader title={t.title} pageTitle={t.pageTitle} />
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
                    <item.Icon size={22} className={styles.tabIcon} />
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
