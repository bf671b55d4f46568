import type { ReactNode } from "react";
import sectionStyles from "./landing-sections.module.css";

type SectionHeadingProps = {
  /** The title's id, which the section's `aria-labelledby` names. */
  id: string;
  eyebrow: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
  /** The title's element: h2 for a section, h1 for the hero, p for the banner. */
  as?: "h1" | "h2" | "p";
  /** Wraps the lines in the landing's section header box. */
  box?: "header" | "div";
  classes?: { eyebrow?: string; title?: string; intro?: string };
};

const sectionClasses = {
  eyebrow: sectionStyles.eyebrow,
  title: sectionStyles.sectionTitle,
  intro: sectionStyles.sectionIntro,
};

/** A landing section's eyebrow line, its title and an optional intro line. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  as: Title = "h2",
  box: Box,
  classes = sectionClasses,
}: SectionHeadingProps) {
  const lines = (
    <>
      <p className={classes.eyebrow}>{eyebrow}</p>
      <Title id={id} className={classes.title}>
        {title}
      </Title>
      {intro !== undefined && <p className={classes.intro}>{intro}</p>}
    </>
  );
  return Box ? <Box className={sectionStyles.sectionHeader}>{lines}</Box> : lines;
}
