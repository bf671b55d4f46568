import { useId, useMemo, useState } from "react";
import buttonStyles from "#client/components/ui/button.module.css";
import { Modal } from "#client/components/ui/modal.tsx";
import { QuantityStepper } from "#client/components/ui/quantity-stepper.tsx";
import { CART_MAX_QUANTITY, type CartLine, NOTE_MAX_LENGTH } from "#shared/contract/cart.ts";
import type { MenuData, MenuItem } from "#shared/contract/menu.ts";
import { itemDescription, itemName } from "#shared/i18n/localized-content.ts";
import { formatEgp, toPiastres } from "#shared/money/money.ts";
import {
  buildCartLine,
  type CondimentGroupView,
  type CondimentSelection,
  chosenCondiments,
  chosenCount,
  clampQuantity,
  condimentGroupsFor,
  isAtMaximum,
  isChosen,
  popupPrice,
  toggleCondiment,
} from "../item-customisation.ts";
import { menuStrings as t } from "../messages.gen.ts";
import { isItemSoldOut } from "../sold-out.ts";
import styles from "./item-popup.module.css";

type ItemPopupProps = {
  /** The item to customise; the popup is open while this is set. */
  item: MenuItem | null;
  menuData: MenuData;
  onClose: () => void;
  onAdd: (line: CartLine) => void;
};

/**
 * The item popup (spec section 2, "Menu"): condiments, special instructions, quantity, live price
 * and Add To Cart. A native modal dialog: focus stays inside, Escape closes, titled by the item.
 */
export function ItemPopup({ item, menuData, onClose, onAdd }: ItemPopupProps) {
  const [selection, setSelection] = useState<CondimentSelection>({});
  const [note, setNote] = useState("");
  const [quantity, setQuantity] = useState(1);
  // A fresh form per item: nothing chosen for one item carries over to the next.
  const [formFor, setFormFor] = useState<number | null>(null);
  const itemId = item?.menuItemId ?? null;
  if (itemId !== formFor) {
    setFormFor(itemId);
    setSelection({});
    setNote("");
    setQuantity(1);
  }

  const groups = useMemo(() => (item ? condimentGroupsFor(item, menuData) : []), [item, menuData]);
  const formId = useId();
  const noteId = useId();
  const noteHintId = useId();
  const condiments = chosenCondiments(selection, groups);
  // The menu refreshes while the popup is open: an item sold out meanwhile cannot be added.
  const soldOut = item ? isItemSoldOut(menuData, item.menuItemId) : false;

  return (
    <Modal
      open={item !== null}
      title={item ? itemName(item) : ""}
      onClose={onClose}
      // The quantity, the price and Add To Cart stay in view while the options scroll.
      footer={
        item && (
          <div className={styles.buy}>
            <QuantityStepper
              size="large"
              announce
              value={quantity}
              max={CART_MAX_QUANTITY}
              onChange={(next) => setQuantity(clampQuantity(next))}
              label={t.quantity}
              decreaseLabel={t.decrease}
              increaseLabel={t.increase}
            />
            <p className={`${styles.price} tabular`} data-popup-price="" aria-live="polite">
              <span className="visually-hidden">{t.price}: </span>
              <bdi>{formatEgp(popupPrice(item, condiments, quantity))}</bdi>
            </p>
            <button
              type="submit"
              form={formId}
              className={`${buttonStyles.button} ${styles.addButton}`}
              disabled={soldOut}
            >
              {soldOut ? t.soldOut : t.addToCart}
            </button>
          </div>
        )
      }
    >
      {item && (
        <form
          id={formId}
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            if (!soldOut) onAdd(buildCartLine(item, condiments, note, quantity));
          }}
        >
          <img className={styles.image} src={item.image} alt="" width={400} height={300} decoding="async" />
          {item.description && <p className={styles.description}>{itemDescription(item)}</p>}

          {groups.map((group, index) => (
            <CondimentGroup
              key={group.id}
              group={group}
              selection={selection}
              defaultOpen={index === 0}
              onToggle={(condimentId, checked) =>
                setSelection((current) => toggleCondiment(current, group, condimentId, checked))
              }
            />
          ))}

          <div className={styles.field}>
            <label htmlFor={noteId} className={styles.label}>
              {t.specialInstructions}
            </label>
            <textarea
              id={noteId}
              className={styles.note}
              value={note}
              maxLength={NOTE_MAX_LENGTH}
              rows={3}
              aria-describedby={noteHintId}
              onChange={(event) => setNote(event.target.value.slice(0, NOTE_MAX_LENGTH))}
            />
            <small id={noteHintId} className={styles.hint}>
              {t.specialInstructionsHint({ left: NOTE_MAX_LENGTH - note.length })}
            </small>
          </div>
        </form>
      )}
    </Modal>
  );
}

function CondimentGroup({
  group,
  selection,
  defaultOpen,
  onToggle,
}: {
  group: CondimentGroupView;
  selection: CondimentSelection;
  defaultOpen: boolean;
  onToggle: (condimentId: number, checked: boolean) => void;
}) {
  const count = chosenCount(selection, group);
  const rule = group.multiple ? t.chooseUpTo({ max: group.maximumCount }) : t.chooseOne;
  return (
    <details className={styles.group} open={defaultOpen} data-condiment-group={group.id}>
      <summary className={styles.summary}>
        <span className={styles.groupName}>{group.label}</span>
        <span className={styles.rule}>
          {rule}
          {count > 0 && ` · ${t.chosenCount({ count })}`}
        </span>
      </summary>
      <fieldset className={styles.options}>
        <legend className="visually-hidden">{`${group.label}: ${rule}`}</legend>
        {group.options.map((option) => {
          const disabled = option.soldOut || isAtMaximum(selection, group, option.id);
          const priced = toPiastres(option.price);
          return (
            <label
              key={option.id}
              className={styles.option}
              data-disabled={disabled || undefined}
              data-sold-out={option.soldOut || undefined}
            >
              <input
                type={group.multiple ? "checkbox" : "radio"}
                name={`condiment-group-${group.id}`}
                value={option.id}
                checked={!option.soldOut && isChosen(selection, group.id, option.id)}
                disabled={disabled}
                onChange={(event) => onToggle(option.id, event.target.checked)}
              />
              <span className={styles.optionName}>{option.label}</span>
              {option.soldOut ? (
                <span className={styles.soldOut}>{t.soldOut}</span>
              ) : (
                <span className={`${styles.optionPrice} tabular`}>
                  {priced > 0 && <bdi>{t.extraPrice({ price: formatEgp(priced) })}</bdi>}
                </span>
              )}
            </label>
          );
        })}
      </fieldset>
    </details>
  );
}
