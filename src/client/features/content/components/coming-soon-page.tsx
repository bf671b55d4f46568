import { Link } from "@tanstack/react-router";
import buttonStyles from "#client/components/ui/button.module.css";
import { contentStrings } from "../messages.gen.ts";
import styles from "./content.module.css";

export function ComingSoonPage() {
  const t = contentStrings.comingSoon;
  return (
    <>
      <title>{t.pageTitle}</title>
      <main className={styles.comingSoon}>
        <img
          className={styles.comingSoonImage}
          src="/images/landing/about.svg"
          alt={t.imageAlt}
          width={800}
          height={600}
          fetchPriority="high"
        />
        <div className={styles.comingSoonText}>
          <p className={styles.eyebrow}>{t.eyebrow}</p>
          <h1 className={styles.display}>{t.title}</h1>
          <p className={styles.intro}>{t.text}</p>
          <div className={styles.actions}>
            <Link to="/first-to-know" className={buttonStyles.button}>
              {contentStrings.firstToKnow.title}
            </Link>
            <Link to="/" className={buttonStyles.secondary}>
              {contentStrings.home}
            </Link>
          </div>
        </div>
      </main>
    </>
  );
}
