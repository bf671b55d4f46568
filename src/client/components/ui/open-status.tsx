// How every screen shows a store's hours: the one rule's words (shared/rules/opening-hours.ts)
// marked open or closed, and the week's hours.
import type { OpeningTimes } from "#shared/contract/outlets.ts";
import { type OpeningStatus, openingStatusText, weeklyHours } from "#shared/rules/opening-hours.ts";
import styles from "./open-status.module.css";

type OpenStatusProps = {
  status: OpeningStatus;
  /** Other words for the same state ("Delivery: Open now · until 22:00"); the rule's by default. */
  text?: string;
  id?: string;
};

/** "Open now · until 22:00" or "Closed now · opens at 08:00", with a dot in its colour. */
export function OpenStatus({ status, text, id }: OpenStatusProps) {
  return (
    <span id={id} className={status.open ? styles.open : styles.closed} data-open-status={status.open}>
      {text ?? openingStatusText(status)}
    </span>
  );
}

/** The week's hours: "Sunday to Thursday 08:00 - 22:00", "Friday and Saturday 10:00 - 22:00". */
export function WeeklyHours({ times, label }: { times: OpeningTimes; label: string }) {
  return (
    <dl className={styles.week} aria-label={label} data-weekly-hours="">
      {weeklyHours(times).map((line) => (
        <div key={line.days}>
          <dt>{line.days}</dt>
          <dd>{line.hours}</dd>
        </div>
      ))}
    </dl>
  );
}
