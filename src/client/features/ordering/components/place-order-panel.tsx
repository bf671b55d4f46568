import { useQueryClient } from "@tanstack/react-query";
import { Link, useRouter } from "@tanstack/react-router";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import buttonStyles from "#client/components/ui/button.module.css";
import { CreditCardIcon } from "#client/components/ui/screen-icons.tsx";
import { queueOrder } from "#client/features/offline/order-queue.ts";
import { useQueuedOrderStatus } from "#client/features/offline/queued-order-status.ts";
import { checkoutAttemptFor, pendingPickupAt } from "#client/session/checkout-attempt.ts";
import { orderingSession as session, useSelectedAddress } from "#client/session/ordering-session.ts";
import type { CartLine } from "#shared/contract/cart.ts";
import { ORDER_TYPE } from "#shared/contract/order-type.ts";
import type { Outlet } from "#shared/contract/outlets.ts";
import { outletName } from "#shared/i18n/localized-content.ts";
import { orderAheadMessages } from "#shared/rules/order-ahead.ts";
import { firstFailedCheck, placeOrderMessages } from "#shared/rules/place-order-checks.ts";
import { outletsQueryOptions } from "../api/get-outlets.ts";
import { submitOrder } from "../api/place-order.ts";
import { PAYMENT_METHOD_CARD, placeOrderBody, placeOrderContext } from "../checkout.ts";
import { storeHoursStrings, checkoutStrings as t } from "../messages.gen.ts";
import { forgetPickupTimes } from "../pickup-choice.ts";
import { type PickupChoice, pickupAtOf } from "../pickup-time.ts";
import { placeOrderFailure } from "../place-order-failure.ts";
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

  const placeOrder = async () => {
    if (inFlight.current || lines.length === 0) return;
    inFlight.current = true;
    setSubmitting(true);
    let navigatingAway = false;
    try {
      const selections = session.checkoutSelections();
      const outlets =
        selections.orderType === ORDER_TYPE.delivery && selections.address
          ? await outletsForCheck()
          : undefined;
      const pickupAt = timeOutletId === null ? null : pickupAtOf(pickup.choice);
      const wantedAt = pickupAt ? new Date(pickupAt) : new Date();
      const failed = firstFailedCheck(placeOrderContext(selections, method, outlets, wantedAt));
      if (failed?.check === "login") {
        setMessage(notLoggedIn(router));
        return;
      }
      if (failed) {
        setMessage({ title: t.placeOrder, text: failed.message });
        return;
      }
      if (pickupAt === undefined) {
        // Later, with no time chosen yet: said beside the picker, where the choice is made.
        setTimeMessage(orderAheadMessages.invalid);
        return;
      }

      const attempt = checkoutAttemptFor(placeOrderBody(lines, selections, PAYMENT_METHOD_CARD, pickupAt));
      if (!navigator.onLine) {
        // No connection: the order waits (with its key) and is sent once it returns. The cart
        // stays: nothing is placed until the server says so.
        await queueOrder({
          body: attempt.body,
          idempotencyKey: attempt.idempotencyKey,
          queuedAt: Date.now(),
          expiresAt: session.cartExpiresAt(),
        });
        return;
      }
      const answer = await submitOrder({ body: attempt.body, idempotencyKey: attempt.idempotencyKey });
      const showNotice = (thenGoToSummary: () => void) =>
        setMessage({ title: t.orderPlaced, autoCloseMs: SUCCESS_NOTICE_MS, afterClose: thenGoToSummary });
      // The next checkout starts from as soon as possible again.
      forgetPickupTimes();
      if (orderPlaced(answer, showNotice) === "to-payment") {
        navigatingAway = true;
        setLeaving(true);
      }
    } catch (error) {
      const failure = placeOrderFailure(error);
      if (failure.kind === "login") setMessage(notLoggedIn(router));
      else if (failure.kind === "check" && failure.field === "pickup_at") {
        // The time has filled up or passed since the list was loaded: a fresh list, and the reason.
        setTimeMessage(failure.message);
        void pickup.offer.refetch();
      } else if (failure.kind === "check") setMessage({ title: t.placeOrder, text: failure.message });
      else if (failure.kind === "network") setMessage({ title: t.placeOrder, text: t.requestFailed });
      else {
        if (failure.staleKey) session.forgetCheckoutAttempt();
        setMessage({ title: t.serverErrorTitle, text: t.serverErrorText, error });
      }
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
          onClick={() => void placeOrder()}
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
