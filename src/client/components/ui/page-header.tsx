import { Link } from "@tanstack/react-router";
import { type ReactNode, useContext } from "react";
import { ChevronStartIcon } from "./icons.tsx";
import { uiStrings as t } from "./messages.gen.ts";
import styles from "./page-header.module.css";
import { PageMenuContext } from "./page-menu.ts";

type PageHeaderProps = { title: string; children?: ReactNode };

/** The title bar of inner screens, with room for screen-specific controls. */
export function PageHeader({
  title,
  pageTitle,
  children,
}: PageHeaderProps & {
  /** The document's title too, for a screen that sets its own. */
  pageTitle?: string;
}) {
  const menu = useContext(PageMenuContext);
  const home = (
    <Link to="/" className={styles.home} aria-label={t.home}>
      <BackIcon />
    </Link>
  );
  return (
    <>
      {pageTitle && <title>{pageTitle}</title>}
      <HeaderBar title={title} home={home}>
        {children || menu ? (
          <>
            {children}
            {menu}
          </>
        ) : null}
      </HeaderBar>
    </>
  );
}

/** The same bar in a page's skeleton, painted before the app (and its router) runs. */
export function StaticPageHeader({ title }: { title: string }) {
  const home = (
    <a href="/" className={styles.home} aria-label={t.home}>
      <BackIcon />
    </a>
  );
  return <HeaderBar title={title} home={home} />;
}

function HeaderBar({ title, home, children }: PageHeaderProps & { home: ReactNode }) {
  return (
    <header className={styles.header}>
      {home}
      <h1 className={styles.title}>{title}</h1>
      {children && <div className={styles.controls}>{children}</div>}
    </header>
  );
}

function BackIcon() {
  return <ChevronStartIcon />;
}
