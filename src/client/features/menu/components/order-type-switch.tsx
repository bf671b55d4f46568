import { useNavigate } from "@tanstack/react-router";
import { orderingSession, useStoredOrderType } from "#client/session/ordering-session.ts";
import { ORDER_TYPE } from "#shared/contract/order-type.ts";
import { menuStrings as t } from "../messages.gen.ts";
import styles from "./order-type-switch.module.css";

type OrderTypeSwitchProps = { onDeliveryChosen: () => void };

/** The menu header's two switches: Delivery (needs a login) and Pickup. */
export function OrderTypeSwitch({ onDeliveryChosen }: OrderTypeSwitchProps) {
  const navigate = useNavigate();
  const orderType = useStoredOrderType();

  const chooseDelivery = () => {
    if (!orderingSession.isLoggedIn()) {
      void navigate({ to: "/login" });
      return;
    }
    orderingSession.chooseDeliveryType("home-delivery");
    onDeliveryChosen();
  };

  const choosePickup = () => {
    orderingSession.chooseDeliveryType("store-pickup");
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
