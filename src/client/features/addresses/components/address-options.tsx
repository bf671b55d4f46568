import { type ReactNode, useId, useRef, useState } from "react";
import type { Address } from "#shared/contract/addresses.ts";
import { addressStrings as t } from "../messages.gen.ts";
import styles from "./address-options.module.css";

type AddressOptionsProps = {
  /** The group's accessible name. */
  legend: string;
  addresses: Address[];
  /** The stored selection, checked when the list opens. */
  selectedId: number | null;
  onChoose: (address: Address) => void;
  /** Edit and Delete beside each address (the picker modal); left out on the plain list. */
  renderActions?: (address: Address) => ReactNode;
  /** A line under each address (whether it gets deliveries now). */
  renderNote?: (address: Address) => ReactNode;
};

/**
 * Saved addresses as one radio group: label, delivery address and phone, with a radio that
 * selects. A pointer (or Space, or Enter) chooses at once; the arrow keys only move the check,
 * so a keyboard user can look through the list before choosing.
 */
export function AddressOptions({
  legend,
  addresses,
  selectedId,
  onChoose,
  renderActions,
  renderNote,
}: AddressOptionsProps) {
  const name = useId();
  const hintId = `${name}-hint`;
  const [checkedId, setCheckedId] = useState<number | null>(selectedId);
  // Arrow keys in a radio group move the check and fire a click: that click only moves.
  const movingByArrow = useRef(false);

  const choose = (address: Address) => {
    setCheckedId(address.id);
    onChoose(address);
  };

  return (
    <fieldset className={styles.group}>
      <legend className="visually-hidden">{legend}</legend>
      <p id={hintId} className="visually-hidden">
        {t.chooseHint}
      </p>
      <ul className={styles.list}>
        {addresses.map((address) => (
          <li key={address.id} className={styles.item} data-address-id={address.id}>
            <label className={styles.option}>
              <input
                type="radio"
                name={name}
                value={address.id}
                checked={checkedId === address.id}
                aria-describedby={hintId}
                onChange={() => setCheckedId(address.id)}
                onKeyDown={(event) => {
                  if (event.key.startsWith("Arrow")) movingByArrow.current = true;
                  else if (event.key === "Enter") {
                    event.preventDefault();
                    choose(address);
                  }
                }}
                onKeyUp={() => {
                  movingByArrow.current = false;
                }}
                onClick={() => {
                  if (movingByArrow.current) {
                    movingByArrow.current = false;
                    return;
                  }
                  choose(address);
                }}
              />
              <span className={styles.text}>
                <strong className={styles.label}>{address.label}</strong>
                <span>{address.delivery_address}</span>
                <span>
                  {t.phone}: <span dir="ltr">{address.phone_number}</span>
                </span>
                {renderNote?.(address)}
              </span>
            </label>
            {renderActions && <div className={styles.actions}>{renderActions(address)}</div>}
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
