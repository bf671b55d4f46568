import { useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import buttonStyles from "#client/components/ui/button.module.css";
import { Modal } from "#client/components/ui/modal.tsx";
import type { MenuState } from "#client/lib/navigation-state.ts";
import { readRaw, storageKeys } from "#client/lib/storage.ts";
import { chooseDeliveryType, type DeliveryType, storedDeliveryType } from "../order-method.ts";
import { orderMethodStrings as t } from "../strings.ts";
import styles from "./select-method-modal.module.css";

type SelectMethodModalProps = {
  open: boolean;
  /** Where the menu should open afterwards (e.g. the beans for the gift buttons). */
  menuState: MenuState;
  onClose: () => void;
  /**
   * Home delivery for a logged-in customer continues in the address picker. When it returns a
   * promise (fetching the address list), Continue shows progress until it settles, and a
   * rejection is shown in the modal as an error message.
   */
  onDeliveryChosen: () => void | Promise<void>;
};

export function SelectMethodModal({ open, menuState, onClose, onDeliveryChosen }: SelectMethodModalProps) {
  const navigate = useNavigate();
  const [choice, setChoice] = useState<DeliveryType>(storedDeliveryType);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The stored choice may have changed elsewhere (the menu's switches) since this mounted.
  useEffect(() => {
    if (!open) return;
    setChoice(storedDeliveryType());
    setError(null);
  }, [open]);

  const choose = (type: DeliveryType) => {
    setChoice(type);
    setError(null);
    chooseDeliveryType(type);
  };

  const onContinue = async () => {
    chooseDeliveryType(choice);
    if (choice === "store-pickup") {
      void navigate({ to: "/outlet", state: menuState });
    } else if (!readRaw(storageKeys.token)) {
      void navigate({ to: "/login" });
    } else {
      setBusy(true);
      setError(null);
      try {
        await onDeliveryChosen();
      } catch (failure) {
        console.warn("Select Method: the address list could not be loaded", failure);
        setError(t.addressFetchError);
      } finally {
        setBusy(false);
      }
    }
  };

  return (
    <Modal
      open={open}
      title={t.title}
      onClose={onClose}
      footer={
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.block}`}
          onClick={() => void onContinue()}
          disabled={busy}
          aria-busy={busy}
        >
          {busy ? t.continuing : t.continue}
        </button>
      }
    >
      <fieldset className={styles.choices}>
        <legend className="visually-hidden">{t.title}</legend>
        {(
          [
            ["home-delivery", t.homeDelivery, "M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z"],
            ["store-pickup", t.storePickup, "M4 7h16l-1 4H5zM5 11v9h14v-9M9 20v-5h6v5M4 7l2-3h12l2 3"],
          ] as const
        ).map(([value, label, icon]) => (
          <label key={value} className={styles.choice}>
            <input
              type="radio"
              name="delivery-type"
              value={value}
              checked={choice === value}
              onChange={() => choose(value)}
            />
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" className={styles.icon}>
              <path d={icon} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
            </svg>
            <span>{label}</span>
          </label>
        ))}
      </fieldset>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </Modal>
  );
}
