import { PinIcon } from "#client/components/ui/icons.tsx";
import { directionsUrl, SHOROUK_OPENING } from "../landing-content.ts";
import { landingStrings } from "../strings.ts";
import styles from "./openings-banner.module.css";

const t = landingStrings.openings;

/** The older version's banner for the Shorouk opening. */
export function OpeningsBanner() {
  return (
    <aside className={styles.banner} aria-labelledby="openings-title">
      <div className={styles.inner}>
        <PinIcon className={styles.icon} />
        <div className={styles.text}>
          <p className={styles.eyebrow}>{t.eyebrow}</p>
          <p id="openings-title" className={styles.title}>
            {t.title}
          </p>
          <p className={styles.coordinates}>{t.coordinates}</p>
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
