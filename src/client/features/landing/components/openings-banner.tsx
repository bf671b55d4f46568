import { PinIcon } from "#client/components/ui/icons.tsx";
import { directionsUrl, SHOROUK_OPENING } from "../landing-content.ts";
import { landingStrings } from "../messages.gen.ts";
import styles from "./openings-banner.module.css";
import { SectionHeading } from "./section-heading.tsx";

/** The older version's banner for the Shorouk opening. */
export function OpeningsBanner() {
  const t = landingStrings.openings;
  return (
    <aside className={styles.banner} aria-labelledby="openings-title">
      <div className={styles.inner}>
        <PinIcon className={styles.icon} />
        <div className={styles.text}>
          <SectionHeading
            id="openings-title"
            eyebrow={t.eyebrow}
            title={t.title}
            intro={t.coordinates}
            as="p"
            classes={{ eyebrow: styles.eyebrow, title: styles.title, intro: styles.coordinates }}
          />
        </div>
        <a
          className={styles.link}
          href={directionsUrl(SHOROUK_OPENING)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t.directions}
        </a>
      </div>
    </aside>
  );
}
