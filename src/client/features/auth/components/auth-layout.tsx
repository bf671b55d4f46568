import type { ReactNode } from "react";
import { PageHeader } from "#client/components/ui/page-header.tsx";
import { PersonAddIcon, PhoneIcon } from "#client/components/ui/screen-icons.tsx";
import styles from "./auth.module.css";

/** The frame of the login, OTP and registration screens: title bar and one card. */
export function AuthLayout({
  title,
  pageTitle,
  labelledBy,
  children,
}: {
  title: string;
  pageTitle: string;
  labelledBy: string;
  children: ReactNode;
}) {
  return (
    <>
      <title>{pageTitle}</title>
      <PageHeader title={title} />
      <main className={styles.main}>
        <section className={styles.card} aria-labelledby={labelledBy}>
          {children}
        </section>
      </main>
    </>
  );
}

const marks = { phone: PhoneIcon, person: PersonAddIcon } as const;

/** The round picture at the top of the card. */
export function CardMark({ kind }: { kind: keyof typeof marks }) {
  const Mark = marks[kind];
  return (
    <span className={styles.mark}>
      <Mark />
    </span>
  );
}
