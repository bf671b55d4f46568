import type { ReactNode } from "react";
import { PageHeader } from "#client/components/ui/page-header.tsx";
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

export function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" />;
}

const marks = {
  phone: (
    <>
      <rect
        x="6.5"
        y="2.75"
        width="11"
        height="18.5"
        rx="2.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
      />
      <path d="M10.5 18h3" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" />
    </>
  ),
  person: (
    <path
      d="M10 11.5a3.75 3.75 0 1 0 0-7.5 3.75 3.75 0 0 0 0 7.5zM3.5 20c1-3.4 3.5-5.2 6.5-5.2 1.4 0 2.7.4 3.8 1.1M18 14v6M15 17h6"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
    />
  ),
} as const;

/** The round picture at the top of the card. */
export function CardMark({ kind }: { kind: keyof typeof marks }) {
  return (
    <span className={styles.mark}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        {marks[kind]}
      </svg>
    </span>
  );
}
