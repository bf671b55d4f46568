import { memo, useCallback, useDeferredValue, useId, useMemo, useState } from "react";
import buttonStyles from "#client/components/ui/button.module.css";
import { TextField } from "#client/components/ui/form/text-field.tsx";
import { isConnectionError } from "#client/lib/api-client.ts";
import { useStoreMenu } from "../api/get-store-menu.ts";
import { type SoldOutRequest, useSetSoldOut, useSoldOutBeingSaved } from "../api/set-sold-out.ts";
import { storeBoardStrings as t } from "../messages.gen.ts";
import {
  AVAILABILITIES,
  type Availability,
  availabilityOf,
  groupStoreMenu,
  type MenuEntry,
  type MenuSection,
  soldOutRequest,
} from "../sold-out-logic.ts";
import styles from "./sold-out-panel.module.css";

const entryKey = (entry: { kind: string; id: number | string }) => `${entry.kind}:${entry.id}`;

/**
 * What the outlet cannot make now: every item (by category) and condiment (by group) it sells,
 * each with three choices. Sold out today ends at the store's closing of the day by itself;
 * until undone lasts until someone here makes it available again.
 */
export function SoldOutPanel() {
  const menu = useStoreMenu();
  const headingId = useId();
  const [query, setQuery] = useState("");
  const [onlySoldOut, setOnlySoldOut] = useState(false);
  const deferredQuery = useDeferredValue(query);
  const [failed, setFailed] = useState<ReadonlyMap<string, string>>(() => new Map());

  const forget = useCallback((request: SoldOutRequest) => {
    setFailed((current) => {
      if (!current.has(entryKey(request))) return current;
      const next = new Map(current);
      next.delete(entryKey(request));
      return next;
    });
  }, []);
  const { mutate } = useSetSoldOut({
    onSaved: forget,
    onFailure: (error, request) =>
      setFailed((current) => new Map(current).set(entryKey(request), failureText(error, request, menu.data))),
  });
  const saving = useSoldOutBeingSaved();

  const onChoose = useCallback(
    (entry: MenuEntry, choice: Availability) => {
      const request = soldOutRequest(entry.kind, entry.id, choice);
      forget(request);
      mutate(request);
    },
    [forget, mutate],
  );

  const grouped = useMemo(
    () => (menu.data ? groupStoreMenu(menu.data, { query: deferredQuery, onlySoldOut }) : null),
    [menu.data, deferredQuery, onlySoldOut],
  );

  return (
    <main className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.intro}>
        <h2 id={headingId} className={styles.heading}>
          {t.soldOutTitle}
        </h2>
        <p className={styles.introText}>{t.soldOutIntro}</p>
      </div>
      <div className={styles.filters}>
        <TextField
          className={styles.search}
          label={t.search}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          enterKeyHint="search"
        />
        <label className={styles.only}>
          <input
            type="checkbox"
            checked={onlySoldOut}
            onChange={(event) => setOnlySoldOut(event.target.checked)}
          />
          {t.onlySoldOut}
        </label>
      </div>
      {menu.isPending ? (
        <p role="status" className={styles.state}>
          {t.menuLoading}
        </p>
      ) : !grouped ? (
        <div role="alert" className={styles.failedLoad}>
          <p>{t.menuFailed}</p>
          <button type="button" className={buttonStyles.button} onClick={() => void menu.refetch()}>
            {t.retry}
          </button>
        </div>
      ) : grouped.items.length === 0 && grouped.condiments.length === 0 ? (
        <p className={styles.state}>{t.noMatches}</p>
      ) : (
        <div className={styles.lists}>
          <Part
            title={t.items}
            sections={grouped.items}
            saving={saving}
            failed={failed}
            onChoose={onChoose}
          />
          <Part
            title={t.condiments}
            sections={grouped.condiments}
            saving={saving}
            failed={failed}
            onChoose={onChoose}
          />
        </div>
      )}
    </main>
  );
}

function failureText(error: unknown, request: SoldOutRequest, menu: ReturnType<typeof useStoreMenu>["data"]) {
  const list = request.kind === "item" ? menu?.items : menu?.condiments;
  const name = list?.find((entry) => entry.id === Number(request.id))?.name ?? "";
  return isConnectionError(error) ? t.soldOutOffline({ name }) : t.soldOutFailed({ name });
}

type PartProps = {
  title: string;
  sections: MenuSection[];
  saving: string[];
  failed: ReadonlyMap<string, string>;
  onChoose: (entry: MenuEntry, choice: Availability) => void;
};

function Part({ title, sections, saving, failed, onChoose }: PartProps) {
  const headingId = useId();
  if (sections.length === 0) return null;
  return (
    <section className={styles.part} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.partHeading}>
        {title}
      </h2>
      {sections.map((section) => (
        <section key={section.title} className={styles.section} aria-label={section.title}>
          <h3 className={styles.sectionHeading}>{section.title}</h3>
          <ul className={styles.entries}>
            {section.entries.map((entry) => (
              <EntryRow
                key={entryKey(entry)}
                entry={entry}
                saving={saving.includes(entryKey(entry))}
                error={failed.get(entryKey(entry))}
                onChoose={onChoose}
              />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

type EntryRowProps = {
  entry: MenuEntry;
  saving: boolean;
  error?: string;
  onChoose: (entry: MenuEntry, choice: Availability) => void;
};

const EntryRow = memo(function EntryRow({ entry, saving, error, onChoose }: EntryRowProps) {
  const current = availabilityOf(entry.soldOut);
  return (
    <li className={styles.entry} data-availability={current}>
      <span className={styles.name}>{entry.name}</span>
      <fieldset className={styles.choices} aria-busy={saving || undefined}>
        <legend className="visually-hidden">{t.availabilityOf({ name: entry.name })}</legend>
        {AVAILABILITIES.map((choice) => (
          <button
            key={choice}
            type="button"
            className={styles.choice}
            data-choice={choice}
            aria-pressed={current === choice}
            disabled={saving}
            onClick={() => {
              if (current !== choice) onChoose(entry, choice);
            }}
          >
            {t.availability[choice]}
          </button>
        ))}
      </fieldset>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </li>
  );
});
