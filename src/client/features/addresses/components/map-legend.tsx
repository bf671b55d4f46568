import { addressStrings as t } from "../messages.gen.ts";
import styles from "./map-legend.module.css";

/** What the picker's map shows: red delivery areas, our stores and the chosen point. */
export function MapLegend() {
  return (
    <ul className={styles.legend}>
      <li>
        <span className={styles.area} aria-hidden="true" />
        {t.legendArea}
      </li>
      <li>
        <span className={styles.outlet} aria-hidden="true" />
        {t.legendOutlet}
      </li>
      <li>
        <span className={styles.you} aria-hidden="true" />
        {t.legendYou}
      </li>
    </ul>
  );
}
