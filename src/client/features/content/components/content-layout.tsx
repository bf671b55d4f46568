import type { ReactNode } from "react";
import { PageHeader } from "#client/components/ui/page-header.tsx";
import { BottomBar } from "#client/features/chrome/components/bottom-bar.tsx";
import styles from "./content.module.css";

/** The frame of the content pages: title bar, a readable column, and the bottom bar. */
export function ContentLayout({
  title,
  pageTitle,
  children,
}: {
  title: string;
  pageTitle: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} pageTitle={pageTitle} />
      <main className={styles.main}>{children}</main>
      <BottomBar variant="newer" />
    </>
  );
}
