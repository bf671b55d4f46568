import { type KeyboardEvent, useId, useState } from "react";
import formStyles from "#client/components/ui/form/form.module.css";
import { SearchIcon } from "#client/components/ui/screen-icons.tsx";
import type { Place } from "#shared/contract/geocoding.ts";
import { SEARCH_MIN_LENGTH, usePlaceSearch } from "../api/search-places.ts";
import { addressStrings as t } from "../messages.gen.ts";
import { useDebouncedValue } from "../use-debounced-value.ts";
import styles from "./place-search.module.css";

/** Typing pauses this long before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

type PlaceSearchProps = { onPick: (place: Place) => void };

/**
 * The picker's search box (restricted to Egypt by the API): an ARIA combobox with a listbox of
 * places. Arrow keys move through the results, Enter picks, Escape closes the list.
 */
export function PlaceSearch({ onPick }: PlaceSearchProps) {
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = usePlaceSearch(query);
  const searchable = query.length >= SEARCH_MIN_LENGTH;
  const results = searchable && search.data ? search.data.places : [];
  const expanded = open && searchable && results.length > 0;

  const pick = (place: Place) => {
    setText(place.name);
    setOpen(false);
    setActive(-1);
    onPick(place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (results.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + results.length) % results.length);
    } else if (event.key === "Enter") {
      const place = results[Math.max(active, 0)];
      if (expanded && place) {
        event.preventDefault();
        pick(place);
      }
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  let status = "";
  if (searchable && open) {
    if (search.isError) status = t.searchUnavailable;
    else if (search.isFetching && results.length === 0) status = t.searching;
    else if (search.isSuccess && results.length === 0 && !search.isPlaceholderData)
      status = search.data.outsideEgypt ? t.searchOutsideEgypt({ query }) : t.noResults;
  }

  return (
    <div className={styles.search}>
      <label htmlFor={id} className={formStyles.label}>
        {t.searchLabel}
      </label>
      <div className={styles.box}>
        <SearchIcon className={styles.icon} />
        <input
          id={id}
          type="search"
          role="combobox"
          className={`${formStyles.input} ${styles.input}`}
          value={text}
          placeholder={t.searchPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-describedby={hintId}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <div
          id={listId}
          role="listbox"
          aria-label={t.searchResults}
          className={styles.list}
          hidden={!expanded}
        >
          {expanded &&
            results.map((place, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input handles the keys (aria-activedescendant)
              <div
                key={`${place.name}-${place.lat}-${place.lng}`}
                id={`${listId}-${index}`}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                className={styles.option}
                // Keep the focus in the input while a pointer picks.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(place)}
              >
                <span className={styles.name}>{place.name}</span>
                <span className={styles.area}>{place.area}</span>
              </div>
            ))}
        </div>
      </div>
      <p id={hintId} className={styles.hint}>
        {t.searchHint}
      </p>
      <p role="status" className={status ? styles.status : "visually-hidden"}>
        {status}
      </p>
    </div>
  );
}
