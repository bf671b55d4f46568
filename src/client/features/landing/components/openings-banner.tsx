import { directionsUrl, SHOROUK_OPENING } from "../landing-content.ts";
import { landingStrings } from "../strings.ts";
import styles from "./openings-banner.module.css";

const t = landingStrings.openings;

/** The older version's banner for the Shorouk opening. */
export function OpeningsBanner() {
  return (
    <aside className={styles.banner} aria-labelledby="openings-title">
      <div className={styles.inner}>
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" className={styles.icon}>
          <path
            d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0C18.5 15.4 12 21 12 21z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          />
          <circle cx="12" cy="10" r="2.4" fill="currentColor" />
        </svg>
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
