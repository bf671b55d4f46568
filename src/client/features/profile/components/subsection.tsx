import { type ReactNode, type Ref, useId } from "react";
import styles from "./profile.module.css";

/** A part of the profile panel under the form: a titled section, with a line saying what it is for. */
export function Subsection({
  title,
  intro,
  headingRef,
  children,
}: {
  title: string;
  intro?: string;
  /** For a part that moves focus to its heading (when what had focus goes away). */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className={styles.subsection} aria-labelledby={titleId}>
      <h3
        id={titleId}
        className={styles.subsectionTitle}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
      >
        {title}
      </h3>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </section>
  );
}
