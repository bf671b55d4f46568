import { useNavigate } from "@tanstack/react-router";
import { lazy, Suspense, useEffect, useId, useState } from "react";
import buttonStyles from "#client/components/ui/button.module.css";
import { DeliveryIcon, PickupIcon } from "#client/components/ui/icons.tsx";
import { Modal } from "#client/components/ui/modal.tsx";
// Spec section 8, address fetch: written once, in the addresses feature.
import { addressEarlyStrings } from "#client/features/addresses/early/messages.gen.ts";
import type { MenuState } from "#client/lib/navigation-state.ts";
import { type DeliveryType, orderingSession as session } from "#client/session/ordering-session.ts";
import { orderMethodStrings as t } from "../order-method/messages.gen.ts";
import styles from "./select-method-modal.module.css";

// Whether each way of ordering works now: its own chunk, fetched when the modal first opens.
const MethodHours = lazy(() => import("./method-hours.tsx"));

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
  const [choice, setChoice] = useState<DeliveryType>(session.deliveryType);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  // The stored choice may have changed elsewhere (the menu's switches) since this mounted.
  useEffect(() => {
    if (!open) return;
    setChoice(session.deliveryType());
    setError(null);
  }, [open]);

  const choose = (type: DeliveryType) => {
    setChoice(type);
    setError(null);
    session.chooseDeliveryType(type);
  };

  const onContinue = async () => {
    session.chooseDeliveryType(choice);
    if (choice === "store-pickup") {
      void navigate({ to: "/outlet", state: menuState });
    } else if (!session.isLoggedIn()) {
      void navigate({ to: "/login" });
    } else {
      setBusy(true);
      setError(null);
      try {
        await onDeliveryChosen();
      } catch (failure) {
        console.warn("Select Method: the address list could not be loaded", failure);
        setError(addressEarlyStrings.fetchError);
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
          {busy ? addressEarlyStrings.loadingAddresses : t.continue}
        </button>
      }
    >
      <fieldset className={styles.choices}>
        <legend className="visually-hidden">{t.title}</legend>
        {(
          [
            ["home-delivery", t.homeDelivery, DeliveryIcon],
            ["store-pickup", t.storePickup, PickupIcon],
          ] as const
        ).map(([value, label, Icon]) => (
          <label key={value} className={styles.choice}>
            <input
              type="radio"
              name="delivery-type"
              value={value}
              checked={choice === value}
              onChange={() => choose(value)}
              aria-labelledby={`${id}-${value}`}
              aria-describedby={open ? `${id}-${value}-hours` : undefined}
            />
            <Icon className={styles.icon} />
            <span id={`${id}-${value}`}>{label}</span>
            <span className={styles.hours}>
              {open && (
                <Suspense fallback={null}>
                  <MethodHours type={value} id={`${id}-${value}-hours`} />
                </Suspense>
              )}
            </span>
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
