import { Placeholders } from "#client/components/ui/placeholders.tsx";
import type { Outlet } from "#shared/contract/outlets.ts";
import { outletAddress, outletName } from "#shared/i18n/localized-content.ts";
import { outletStrings as t } from "../messages.gen.ts";
import styles from "./outlet-list.module.css";

type OutletListProps = { outlets: Outlet[]; onChoose: (outlet: Outlet) => void };

export function OutletList({ outlets, onChoose }: OutletListProps) {
  if (outlets.length === 0) return <p className={styles.empty}>{t.empty}</p>;
  return (
    <ul className={styles.list}>
      {outlets.map((outlet) => (
        <li key={outlet.id} className={styles.outlet}>
          <div className={styles.text}>
            <span className={styles.brand}>{outlet.brand}</span>
            <h2 className={styles.name}>{outletName(outlet)}</h2>
            <p className={styles.address}>{outletAddress(outlet)}</p>
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
