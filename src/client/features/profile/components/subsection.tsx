import { type ReactNode, useId } from "react";
import styles from "./profile.module.css";

/** A part of the profile panel under the form: a titled section, with a line saying what it is for. */
export function Subsection({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className={styles.subsection} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.subsectionTitle}>
        {title}
      </h3>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </section>
  );
}
