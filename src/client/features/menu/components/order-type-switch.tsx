import { useNavigate } from "@tanstack/react-router";
import { chooseDeliveryType, ORDER_TYPE } from "#client/features/order-method/order-method.ts";
import { readRaw, storageKeys, useStoredRaw } from "#client/lib/storage.ts";
import { menuStrings as t } from "../strings.ts";
import styles from "./order-type-switch.module.css";

type OrderTypeSwitchProps = { onDeliveryChosen: () => void };

/** The menu header's two switches: Delivery (needs a login) and Pickup. */
export function OrderTypeSwitch({ onDeliveryChosen }: OrderTypeSwitchProps) {
  const navigate = useNavigate();
  const orderType = Number(useStoredRaw(storageKeys.orderType));

  const chooseDelivery = () => {
    if (!readRaw(storageKeys.token)) {
      void navigate({ to: "/login" });
      return;
    }
    chooseDeliveryType("home-delivery");
    onDeliveryChosen();
  };

  const choosePickup = () => {
    chooseDeliveryType("store-pickup");
    void navigate({ to: "/outlet" });
  };

  return (
    <fieldset className={styles.switch}>
      <legend className="visually-hidden">{t.orderType}</legend>
      <button type="button" aria-pressed={orderType === ORDER_TYPE.delivery} onClick={chooseDelivery}>
        {t.delivery}
      </button>
      <button type="button" aria-pressed={orderType === ORDER_TYPE.pickup} onClick={choosePickup}>
        {t.pickup}
      </button>
    </fieldset>
  );
}
