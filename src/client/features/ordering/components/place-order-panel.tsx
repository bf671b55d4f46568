import { useQueryClient } from "@tanstack/react-query";
import { Link, useRouter } from "@tanstack/react-router";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import buttonStyles from "#client/components/ui/button.module.css";
import { CreditCardIcon } from "#client/components/ui/screen-icons.tsx";
import { queueOrder } from "#client/features/offline/order-queue.ts";
import { useQueuedOrderStatus } from "#client/features/offline/queued-order-status.ts";
import { pendingPickupAt } from "#client/session/checkout-attempt.ts";
import { orderingSession as session, useSelectedAddress } from "#client/session/ordering-session.ts";
import type { CartLine } from "#shared/contract/cart.ts";
import { ORDER_TYPE } from "#shared/contract/order-type.ts";
import type { Outlet } from "#shared/contract/outlets.ts";
import { outletName } from "#shared/i18n/localized-content.ts";
import { orderAheadMessages } from "#shared/rules/order-ahead.ts";
import { placeOrderMessages } from "#shared/rules/place-order-checks.ts";
import { outletsQueryOptions } from "../api/get-outlets.ts";
import { submitOrder } from "../api/place-order.ts";
import { PAYMENT_METHOD_CARD, placeOrderBody } from "../checkout.ts";
import { storeHoursStrings, checkoutStrings as t } from "../messages.gen.ts";
import { type PickupChoice, pickupAtOf } from "../pickup-time.ts";
import { placeOrder } from "../place-order-flow.ts";
import "../history-state.ts";
import { OpenStatus } from "#client/components/ui/open-status.tsx";
import { useOrderPlaced } from "../use-order-placed.ts";
import { useOutletStatus } from "../use-outlet-status.ts";
import { usePickupTime } from "../use-pickup-time.ts";
import styles from "./checkout.module.css";
import { type Message, MessageDialog } from "./message-dialog.tsx";
import { PickupTimePicker } from "./pickup-time-picker.tsx";

/** The login screen, which sends the customer back to the cart after the OTP. */
export const LOGIN_FROM_CART = "/login?redirect=/cart";
const SUCCESS_NOTICE_MS = 3000;

type PlaceOrderPanelProps = {
  lines: CartLine[];
  /** The outlet whose times the customer chooses from; null: no picker, as soon as possible (a kiosk). */
  timeOutletId: number | null;
  orderType: number;
};

/**
 * When (as soon as possible or a slot ahead), Pay With, Place order and Add Items: the spec's
 * checks, then place_order, then payment.
 */
export function PlaceOrderPanel({ lines, timeOutletId, orderType }: PlaceOrderPanelProps) {
  const router = useRouter();
  const orderPlaced = useOrderPlaced();
  const queryClient = useQueryClient();
  // Credit Card is the only way to pay: chosen already.
  const [method, setMethod] = useState<string | null>(PAYMENT_METHOD_CARD);
  const [submitting, setSubmitting] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  // React disables the button on its next render; a second tap in the same frame stops here.
  const inFlight = useRef(false);
  const queueStatus = useQueuedOrderStatus();
  const queued = ["queued", "sending"].includes(queueStatus.phase);
  // After a reload the time of a checkout still waiting for the server's answer comes back.
  const resume = useMemo(
    () =>
      timeOutletId === null
        ? null
        : pendingPickupAt(placeOrderBody(lines, session.checkoutSelections(), PAYMENT_METHOD_CARD)),
    [lines, timeOutletId],
  );
  const pickup = usePickupTime(lines.length > 0 ? timeOutletId : null, { resume });
  // The server's word on the chosen time (422 on pickup_at), until the customer chooses again.
  const [timeMessage, setTimeMessage] = useState<string | null>(null);
  const choosePickupTime = (choice: PickupChoice) => {
    setTimeMessage(null);
    pickup.setChoice(choice);
  };
  // A queued order whose time passed while offline was not sent: the picker asks again (the
  // banner above says what happened to the order).
  useEffect(() => {
    if (queueStatus.phase === "choose-time") setTimeMessage(queueStatus.message ?? orderAheadMessages.past);
  }, [queueStatus]);

  const closeMessage = useCallback(() => {
    setMessage(null);
    message?.afterClose?.();
  }, [message]);

  const outletsForCheck = async (): Promise<Outlet[] | undefined> => {
    try {
      return await queryClient.ensureQueryData(outletsQueryOptions());
    } catch {
      return undefined; // the server checks the hours again
    }
  };

  const onPlaceOrder = async () => {
    if (inFlight.current || lines.length === 0) return;
    inFlight.current = true;
    setSubmitting(true);
    let navigatingAway = false;
    try {
      const outcome = await placeOrder({
        lines,
        method,
        pickupAt: timeOutletId === null ? null : pickupAtOf(pickup.choice),
        now: new Date(),
        online: navigator.onLine,
        outlets: outletsForCheck,
        submit: submitOrder,
        queue: queueOrder,
      });
      if (outcome.kind === "placed") {
        const showNotice = (thenGoToSummary: () => void) =>
          setMessage({ title: t.orderPlaced, autoCloseMs: SUCCESS_NOTICE_MS, afterClose: thenGoToSummary });
        if (orderPlaced(outcome.answer, showNotice) === "to-payment") {
          navigatingAway = true;
          setLeaving(true);
        }
      } else if (outcome.kind === "login") setMessage(notLoggedIn(router));
      else if (outcome.kind === "refused") setMessage({ title: t.placeOrder, text: outcome.message });
      else if (outcome.kind === "choose-time") {
        // Said beside the picker, where the choice is made; a refused time brings a fresh list.
        setTimeMessage(outcome.message);
        if (outcome.stale) void pickup.offer.refetch();
      } else if (outcome.kind === "no-answer") setMessage({ title: t.placeOrder, text: t.requestFailed });
      else if (outcome.kind === "server-error")
        setMessage({ title: t.serverErrorTitle, text: t.serverErrorText, error: outcome.error });
      // queued: the button says so, and the banner above.
    } finally {
      if (!navigatingAway) {
        inFlight.current = false;
        setSubmitting(false);
      }
    }
  };

  return (
    <>
      {timeOutletId !== null && lines.length > 0 && (
        <PickupTimePicker
          outletId={timeOutletId}
          orderType={orderType}
          state={pickup}
          onChange={choosePickupTime}
          message={timeMessage ?? pickup.lost}
        />
      )}
      <section className={styles.card} aria-labelledby="pay-with-heading">
        <h2 id="pay-with-heading" className={styles.heading}>
          {t.payWith}
        </h2>
        <label className={styles.method}>
          <input
            type="radio"
            name="payment-method"
            value={PAYMENT_METHOD_CARD}
            checked={method === PAYMENT_METHOD_CARD}
            onChange={() => setMethod(PAYMENT_METHOD_CARD)}
          />
          <CreditCardIcon className={styles.methodIcon} />
          <span>{t.creditCard}</span>
        </label>
        {timeOutletId !== null && <CheckoutStore outletId={timeOutletId} orderType={orderType} />}
      </section>

      <div className={styles.actions}>
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.block}`}
          disabled={lines.length === 0 || submitting || queued}
          aria-busy={submitting}
          onClick={() => void onPlaceOrder()}
        >
          {queued ? t.orderQueued : submitting ? t.placingOrder : t.placeOrder}
        </button>
        <Link to="/store-menu" className={`${buttonStyles.secondary} ${buttonStyles.block}`}>
          {t.addItems}
        </Link>
        {leaving && (
          <p role="status" className={styles.status}>
            {t.goingToPayment}
          </p>
        )}
      </div>

      <MessageDialog message={message} onClose={closeMessage} />
    </>
  );
}

/** Under Pay With: the store the order is picked up from (or delivered from) and whether it is open. */
function CheckoutStore({ outletId, orderType }: { outletId: number; orderType: number }) {
  const { outlet, status } = useOutletStatus(outletId);
  const address = useSelectedAddress();
  if (!outlet) return null;
  const name = outletName(outlet);
  return (
    <p className={styles.checkoutStore} data-checkout-store="">
      <span>
        {orderType === ORDER_TYPE.delivery && address
          ? storeHoursStrings.checkoutDelivery({ label: address.label, outlet: name })
          : storeHoursStrings.checkoutPickup({ outlet: name })}
      </span>
      {status && <OpenStatus status={status} />}
    </p>
  );
}

function notLoggedIn(router: ReturnType<typeof useRouter>): Message {
  return {
    // The check's words live with the rules the server shares (spec section 5).
    title: placeOrderMessages.notLoggedInTitle,
    text: placeOrderMessages.notLoggedIn,
    afterClose: () => void router.navigate({ href: LOGIN_FROM_CART }),
  };
}
