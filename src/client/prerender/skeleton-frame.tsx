import type { ReactNode } from "react";
import { StaticPageHeader } from "../components/ui/page-header.tsx";
import layout from "../components/ui/page-layout.module.css";

/** A screen painted before the app runs: its title bar, and a page that does not respond yet. */
export function Skeleton({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <StaticPageHeader title={title} />
      <main className={layout.page} aria-busy="true" data-route-skeleton="">
        {children}
      </main>
    </>
  );
}
