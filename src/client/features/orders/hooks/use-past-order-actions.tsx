// What a past order's buttons do, wherever the order is shown (the history, the landing page):
// Re-order (a new order from the old one, straight to payment, spec section 2) and Add to cart
// (its lines in the cart, to be changed before paying), with the dialogs they may need.
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { type ReactNode, useRef, useState } from "react";
import { AlertDialog } from "#client/components/ui/alert-dialog.tsx";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";
import { MENU_REFRESH_MS, menuQueryOptions } from "#client/features/menu/api/get-menu.ts";
import { ApiError } from "#client/lib/api-client.ts";
import { formatList } from "#client/lib/list-format.ts";
import { MissingTokenError, refreshAddressList } from "#client/session/address-list.ts";
import { orderingSession, selectedDetailsOf, useCartCount } from "#client/session/ordering-session.ts";
import type { CartLine } from "#shared/contract/cart.ts";
import { ORDER_TYPE } from "#shared/contract/order-type.ts";
import type { PastOrder } from "#shared/contract/orders.ts";
import type { ReOrderResponse } from "#shared/contract/place-order.ts";
import { orderDetailsQueryOptions } from "../api/get-order-details.ts";
import { orderHistoryQueryOptions } from "../api/get-order-history.ts";
import { useReOrder } from "../api/re-order.ts";
import { orderStrings as t } from "../messages.gen.ts";
import { newIdempotencyKey } from "../order-format.ts";
import { canRebuild, pastOrderCart, type UnavailableLine } from "../past-order-cart.ts";

/** What the route's time question gets: the old order's outlet and type, and what to do next. */
export type ReOrderTimeRequest = {
  /** The old order's outlet, as its summary names it. */
  outletName: string;
  orderType: number | undefined;
  /** The re-order is on its way to the server. */
  busy: boolean;
  /** Why the server refused the chosen time (422 on pickup_at): the question stays open. */
  message: string | null;
  /** pickupAt: a slot's start, or null for as soon as possible. */
  onConfirm: (pickupAt: string | null) => void;
  onCancel: () => void;
};

/**
 * Re-order's question for a new time (the ordering feature's time picker, composed by the
 * route). Without it a re-order is for as soon as possible.
 */
export type AskTime = (request: ReOrderTimeRequest) => ReactNode;

/** The cart a past order makes: where it is ordered from, and its lines. */
type CartFill = { select: () => void; lines: CartLine[]; unavailable: UnavailableLine[] };

type Dialog =
  | { kind: "unavailable"; answer: ReOrderResponse }
  | { kind: "replaceCart"; fill: CartFill }
  | { kind: "partlyAdded"; unavailable: UnavailableLine[] }
  | { kind: "error"; title: string; text: string; afterClose?: () => void };

/** Which order's button is waiting, and which button. */
export type Pending = { orderId: string; action: "reOrder" | "addToCart" } | null;

export function usePastOrderActions(askTime?: AskTime) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const reOrder = useReOrder();
  const cartCount = useCartCount();
  const [pending, setPending] = useState<Pending>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // The order whose new time is being asked for, and the server's word on the last one tried.
  const [asking, setAsking] = useState<{ order: PastOrder; outletName: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [timeMessage, setTimeMessage] = useState<string | null>(null);
  // One key per order and time until the server answers: a retry after a lost answer replays,
  // not repeats; another time is another request, with its own key.
  const keys = useRef(new Map<string, string>());

  const goToPayment = (url: string) => window.location.assign(url);
  const goToCart = () => void router.navigate({ to: "/cart" });
  const fail = (error: unknown, fallback: string) => {
    setPending(null);
    setDialog(failureDialog(error, fallback, router));
  };

  const send = async (orderId: string, pickupAt: string | null) => {
    const keyOf = `${orderId} ${pickupAt ?? "asap"}`;
    const idempotencyKey = keys.current.get(keyOf) ?? newIdempotencyKey();
    keys.current.set(keyOf, idempotencyKey);
    setSending(true);
    try {
      const answer = await reOrder.mutateAsync({ orderId, idempotencyKey, pickupAt });
      keys.current.delete(keyOf);
      setAsking(null);
      if (answer.unavailable.length > 0) {
        setDialog({ kind: "unavailable", answer });
        setPending(null);
        setSending(false);
      } else {
        goToPayment(answer.url); // the button stays busy while the payment page loads
      }
    } catch (error) {
      setSending(false);
      const refusedTime = timeRefusal(error);
      if (refusedTime && askTime) {
        setTimeMessage(refusedTime); // the question stays open with a fresh list
        return;
      }
      setAsking(null);
      fail(error, t.reOrderFailed);
    }
  };

  const onReOrder = async (order: PastOrder) => {
    if (pending) return;
    setPending({ orderId: order.id, action: "reOrder" });
    if (!askTime) {
      await send(order.id, null);
      return;
    }
    try {
      // A list kept from before the history named the outlet: the order's summary does.
      const outletName =
        order.outlet_name ?? (await queryClient.fetchQuery(orderDetailsQueryOptions(order.id))).outlet_name;
      setTimeMessage(null);
      setAsking({ order, outletName });
    } catch (error) {
      fail(error, t.reOrderFailed);
    }
  };

  const fillCart = (fill: CartFill) => {
    setDialog(null);
    setPending(null);
    fill.select();
    orderingSession.clearCart();
    for (const line of fill.lines) orderingSession.addToCart(line);
    if (fill.unavailable.length > 0) setDialog({ kind: "partlyAdded", unavailable: fill.unavailable });
    else goToCart();
  };

  const onAddToCart = async (order: PastOrder) => {
    if (pending) return;
    setPending({ orderId: order.id, action: "addToCart" });
    try {
      const fill = await cartFillOf(queryClient, order);
      if (fill.lines.length === 0) {
        setPending(null);
        setDialog({
          kind: "error",
          title: t.noneAvailableTitle,
          text: t.noneAvailableText({ names: unavailableNames(fill.unavailable) }),
        });
      } else if (cartCount > 0) {
        setDialog({ kind: "replaceCart", fill }); // one outlet and one order type per cart
      } else {
        fillCart(fill);
      }
    } catch (error) {
      fail(error, t.addToCartFailed);
    }
  };

  // A dialog also reports closing when another one takes its place (Replace cart, then what
  // could not be added): only the one showing may close.
  const dismiss = (kind: Dialog["kind"]) => {
    if (dialog?.kind !== kind) return;
    const afterClose = dialog.kind === "error" ? dialog.afterClose : undefined;
    setDialog(null);
    setPending(null);
    afterClose?.();
  };

  const unavailable = dialog?.kind === "unavailable" ? dialog : null;
  const replacing = dialog?.kind === "replaceCart" ? dialog : null;
  const partlyAdded = dialog?.kind === "partlyAdded" ? dialog : null;
  const failure = dialog?.kind === "error" ? dialog : null;

  const dialogs = (
    <>
      {askTime &&
        asking &&
        askTime({
          outletName: asking.outletName,
          orderType: asking.order.order_type,
          busy: sending,
          message: timeMessage,
          onConfirm: (pickupAt) => {
            setTimeMessage(null);
            void send(asking.order.id, pickupAt);
          },
          onCancel: () => {
            setAsking(null);
            setPending(null);
          },
        })}
      <ConfirmDialog
        open={unavailable !== null}
        title={t.unavailableTitle}
        text={unavailable ? t.unavailableText({ names: formatList(unavailable.answer.unavailable) }) : ""}
        cancelLabel={t.cancel}
        confirmLabel={t.continueToPayment}
        onConfirm={() => {
          if (unavailable) goToPayment(unavailable.answer.url);
        }}
        onCancel={() => dismiss("unavailable")}
      />
      <ConfirmDialog
        open={replacing !== null}
        title={t.replaceCartTitle}
        text={t.replaceCartText({ count: cartCount })}
        cancelLabel={t.keepCart}
        confirmLabel={t.replaceCart}
        onConfirm={() => {
          if (replacing) fillCart(replacing.fill);
        }}
        onCancel={() => dismiss("replaceCart")}
      />
      <AlertDialog
        open={partlyAdded !== null}
        title={t.partlyAddedTitle}
        onClose={() => {
          if (dialog?.kind !== "partlyAdded") return;
          setDialog(null);
          goToCart();
        }}
        closeLabel={t.goToCart}
      >
        {partlyAdded && (
          <p role="alert">{t.partlyAddedText({ names: unavailableNames(partlyAdded.unavailable) })}</p>
        )}
      </AlertDialog>
      <AlertDialog
        open={failure !== null}
        title={failure?.title ?? ""}
        onClose={() => dismiss("error")}
        closeLabel={t.ok}
      >
        {failure && <p role="alert">{failure.text}</p>}
      </AlertDialog>
    </>
  );

  return {
    pending,
    /** A time is being asked for: the Re-order button is not busy meanwhile. */
    asking: asking !== null,
    reOrder: (order: PastOrder) => void onReOrder(order),
    addToCart: (order: PastOrder) => void onAddToCart(order),
    dialogs,
  };
}

/**
 * Where the cart will order from, as the order did: its pickup store, or its delivery address
 * (then the address's closest outlet, whose menu the cart uses). An address deleted since leaves
 * a delivery without one: the cart asks for it. The lines are checked against that menu now.
 */
async function cartFillOf(queryClient: QueryClient, listed: PastOrder): Promise<CartFill> {
  const order = canRebuild(listed) ? listed : await freshCopy(queryClient, listed.id);
  let outletId = order.outlet_id as number;
  let select = () => orderingSession.selectPickupOutlet({ id: outletId, name: order.outlet_name ?? "" });
  if (order.order_type === ORDER_TYPE.delivery) {
    const addresses = (await refreshAddressList(queryClient)).data;
    const address = addresses.find((candidate) => candidate.id === order.address_id);
    outletId = address?.closest_outlet_id ?? outletId;
    select = address
      ? () => orderingSession.selectAddress(selectedDetailsOf(address))
      : () => {
          orderingSession.forgetSelectedAddress();
          orderingSession.chooseDeliveryType("home-delivery");
        };
  }
  const menu = await queryClient.fetchQuery({ ...menuQueryOptions(outletId), staleTime: MENU_REFRESH_MS });
  return { select, ...pastOrderCart(order, menu) };
}

/** The order as the server lists it now (the list at hand was kept from before it had the ids). */
async function freshCopy(queryClient: QueryClient, orderId: string): Promise<PastOrder> {
  const history = await queryClient.fetchQuery({ ...orderHistoryQueryOptions(), staleTime: 0 });
  const order = history.find((candidate) => candidate.id === orderId);
  if (!order || !canRebuild(order)) throw new Error(`order ${orderId} cannot be rebuilt`);
  return order;
}

/** "Cortado (sold out), Flat White (Oat no longer offered)", listed in the reader's language. */
export function unavailableNames(lines: readonly UnavailableLine[]): string {
  return formatList(
    lines.map(({ name, option, reason }) => {
      if (reason === "gone") return t.lineGone({ name });
      if (reason === "soldOut") return option ? t.optionSoldOut({ name, option }) : t.lineSoldOut({ name });
      return option ? t.optionGone({ name, option }) : t.someOptionGone({ name });
    }),
  );
}

/** The server's message when it refused the chosen time (422 on pickup_at). */
function timeRefusal(error: unknown): string | null {
  return error instanceof ApiError && error.status === 422
    ? (error.fieldErrors.pickup_at?.[0] ?? null)
    : null;
}

function failureDialog(error: unknown, fallback: string, router: ReturnType<typeof useRouter>): Dialog {
  if ((error instanceof ApiError && error.status === 401) || error instanceof MissingTokenError) {
    return {
      kind: "error",
      title: t.notLoggedInTitle,
      text: t.notLoggedIn,
      afterClose: () => void router.navigate({ href: "/login?redirect=/order-history" }),
    };
  }
  // 422: none of the items can be ordered any more, or the outlet closed: the server says which.
  const message =
    error instanceof ApiError && error.status === 422 ? Object.values(error.fieldErrors)[0]?.[0] : undefined;
  return { kind: "error", title: t.reOrderFailedTitle, text: message ?? fallback };
}
