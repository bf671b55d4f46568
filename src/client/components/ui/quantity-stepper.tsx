import styles from "./quantity-stepper.module.css";
import { MinusIcon, PlusIcon, TrashIcon } from "./screen-icons.tsx";

export type QuantityStepperProps = {
  value: number;
  max: number;
  /** Called with the value one step away; the owner clamps and stores it. */
  onChange: (next: number) => void;
  /** The group's name, said once for the fieldset and again for the count. */
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  /**
   * At 1, decrease becomes a remove button (a bin) that calls this; without it, decrease is
   * disabled at 1.
   */
  remove?: { label: string; onRemove: () => void };
  /** Read the count out as it changes (where nothing else announces it). */
  announce?: boolean;
  /** `large`: 20 px marks and a larger count, as in the item popup; `regular` as in cart lines. */
  size?: "large" | "regular";
  className?: string;
};

const MIN_QUANTITY = 1;

/** The minus / count / plus control of the item popup and the cart lines. */
export function QuantityStepper({
  value,
  max,
  onChange,
  label,
  decreaseLabel,
  increaseLabel,
  remove,
  announce = false,
  size = "regular",
  className,
}: QuantityStepperProps) {
  const iconSize = size === "large" ? 20 : 18;
  const classes = [styles.stepper, size === "large" && styles.large, className].filter(Boolean).join(" ");
  return (
    <fieldset className={classes}>
      <legend className="visually-hidden">{label}</legend>
      {remove && value <= MIN_QUANTITY ? (
        <button
          type="button"
          className={`${styles.step} ${styles.remove}`}
          aria-label={remove.label}
          onClick={remove.onRemove}
        >
          <TrashIcon size={iconSize} />
        </button>
      ) : (
        <button
          type="button"
          className={styles.step}
          aria-label={decreaseLabel}
          disabled={value <= MIN_QUANTITY}
          onClick={() => onChange(value - 1)}
        >
          <MinusIcon size={iconSize} />
        </button>
      )}
      <output
        className={`${styles.count} tabular`}
        aria-label={label}
        aria-live={announce ? "polite" : undefined}
      >
        {value}
      </output>
      <button
        type="button"
        className={styles.step}
        aria-label={increaseLabel}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        <PlusIcon size={iconSize} />
      </button>
    </fieldset>
  );
}
