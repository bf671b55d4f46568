// The ending of an order placed from the cart (spec section 4): the session forgets the attempt
// and clears the cart and selections, then the browser goes to the payment page, or (no payment
// url) to the order summary. (One sent later from the offline queue leaves the customer where they
// are: routes/__root.tsx.)
import { useNavigate } from "@tanstack/react-router";
import { useCallback } from "react";
import { orderingSession } from "#client/session/ordering-session.ts";
import type { PlaceOrderAnswer } from "./api/place-order.ts";

/** `notice` shows 'Order placed successfully' and calls its argument once it has closed. */
export type OrderPlacedNotice = (thenGoToSummary: () => void) => void;

export function useOrderPlaced() {
  const navigate = useNavigate();
  return useCallback(
    (answer: PlaceOrderAnswer, notice?: OrderPlacedNotice): "to-payment" | "to-summary" => {
      orderingSession.orderPlaced();
      if (answer.url) {
        window.location.assign(answer.url);
        return "to-payment";
      }
      const toSummary = () => void navigate({ to: "/order-summary", state: { orderId: answer.id } });
      if (notice) notice(toSummary);
      else toSummary();
      return "to-summary";
    },
    [navigate],
  );
}
