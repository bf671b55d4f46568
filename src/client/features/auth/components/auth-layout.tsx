import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { PageHeader } from "#client/components/ui/page-header.tsx";
import { PersonAddIcon, PhoneIcon } from "#client/components/ui/screen-icons.tsx";
import type { AuthSearch } from "../redirect.ts";
import styles from "./auth.module.css";

/** The frame of the login, OTP and registration screens: title bar and one card. */
export function AuthLayout({
  title,
  pageTitle,
  labelledBy,
  children,
  before,
}: {
  title: string;
  pageTitle: string;
  labelledBy: string;
  children: ReactNode;
  /** Above the card (on a kiosk, ordering with a first name comes before logging in). */
  before?: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} pageTitle={pageTitle} />
      <main className={styles.main}>
        {before}
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

/** Under the card: the way to the other of login and registration, keeping where to go after. */
export function SwitchLine({
  question,
  to,
  label,
  search,
}: {
  question: string;
  to: "/login" | "/register";
  label: string;
  search: AuthSearch;
}) {
  return (
    <p className={styles.linkLine}>
      <span>{question}</span>
      <Link to={to} search={search} className={styles.textLink}>
        {label}
      </Link>
    </p>
  );
}
