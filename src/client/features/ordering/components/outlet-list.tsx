import { OpenStatus } from "#client/components/ui/open-status.tsx";
import { Placeholders } from "#client/components/ui/placeholders.tsx";
import { useNow } from "#client/lib/use-now.ts";
import type { Outlet } from "#shared/contract/outlets.ts";
import { outletAddress, outletName } from "#shared/i18n/localized-content.ts";
import { openingStatus } from "#shared/rules/opening-hours.ts";
import { outletStrings as t } from "../messages.gen.ts";
import styles from "./outlet-list.module.css";

type OutletListProps = { outlets: Outlet[]; onChoose: (outlet: Outlet) => void };

/**
 * Each outlet with whether it is open now or when it opens. A closed outlet can still be chosen:
 * the checkout offers a later time there.
 */
export function OutletList({ outlets, onChoose }: OutletListProps) {
  const now = useNow();
  if (outlets.length === 0) return <p className={styles.empty}>{t.empty}</p>;
  return (
    <ul className={styles.list}>
      {outlets.map((outlet) => (
        <li key={outlet.id} className={styles.outlet} data-outlet-id={outlet.id}>
          <div className={styles.text}>
            <span className={styles.brand}>{outlet.brand}</span>
            <h2 className={styles.name}>{outletName(outlet)}</h2>
            <p className={styles.address}>{outletAddress(outlet)}</p>
            {outlet.opening_times && (
              <p className={styles.hours}>
                <OpenStatus status={openingStatus(outlet.opening_times, now)} />
              </p>
            )}
          </div>
          <button
            type="button"
            className={styles.choose}
            onClick={() => onChoose(outlet)}
            aria-label={t.pickHereAt({ name: outletName(outlet) })}
          >
            {t.pickHere}
          </button>
        </li>
      ))}
    </ul>
  );
}

export function OutletListSkeleton() {
  return (
    <ul className={styles.list} aria-hidden="true">
      <Placeholders count={6} className={styles.outlet} />
    </ul>
  );
}
