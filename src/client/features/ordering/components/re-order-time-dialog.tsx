import { useEffect, useState } from "react";
import { BusyButton } from "#client/components/ui/busy-button.tsx";
import buttonStyles from "#client/components/ui/button.module.css";
import { Modal } from "#client/components/ui/modal.tsx";
import type { ReOrderTimeRequest } from "#client/features/orders/components/past-orders.tsx";
import { ORDER_TYPE } from "#shared/contract/order-type.ts";
import { orderAheadMessages } from "#shared/rules/order-ahead.ts";
import { useOutlets } from "../api/get-outlets.ts";
import { pickupTimeStrings as t } from "../messages.gen.ts";
import { type PickupChoice, pickupAtOf } from "../pickup-time.ts";
import { usePickupTime } from "../use-pickup-time.ts";
import { PickupTimePicker } from "./pickup-time-picker.tsx";

/**
 * Re-order asks when: the old order's time has passed, so the new one is for as soon as possible
 * or a slot chosen now, from the same picker as the checkout's, at the old order's outlet.
 */
export function ReOrderTimeDialog({
  outletName,
  orderType,
  busy,
  message,
  onConfirm,
  onCancel,
}: ReOrderTimeRequest) {
  const outlets = useOutlets();
  const outlet = outlets.data?.find((candidate) => candidate.name === outletName);
  const pickup = usePickupTime(outlet?.id ?? null, { remember: false });
  const [notice, setNotice] = useState<string | null>(null);
  const { refetch } = pickup.offer;

  // A time the server refused: its reason, and a fresh list to choose from.
  useEffect(() => {
    if (!message) return;
    setNotice(message);
    void refetch();
  }, [message, refetch]);

  const change = (choice: PickupChoice) => {
    setNotice(null);
    pickup.setChoice(choice);
  };
  const confirm = () => {
    const pickupAt = pickupAtOf(pickup.choice);
    if (pickupAt === undefined) setNotice(orderAheadMessages.invalid);
    else onConfirm(pickupAt);
  };

  return (
    <Modal
      open
      title={t.reOrderTitle}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
            {t.cancel}
          </button>
          <BusyButton
            type="button"
            className={buttonStyles.button}
            busy={busy}
            busyText={t.reOrdering}
            disabled={!outlet}
            onClick={confirm}
          >
            {t.reOrderConfirm}
          </BusyButton>
        </>
      }
    >
      <p>{t.reOrderIntro({ outlet: outletName })}</p>
      {outlet ? (
        <PickupTimePicker
          outletId={outlet.id}
          orderType={orderType === ORDER_TYPE.delivery ? ORDER_TYPE.delivery : ORDER_TYPE.pickup}
          state={pickup}
          onChange={change}
          message={notice ?? pickup.lost}
        />
      ) : outlets.isPending ? (
        <p>{t.loading}</p>
      ) : (
        <p role="alert">{t.outletUnknown}</p>
      )}
    </Modal>
  );
}
