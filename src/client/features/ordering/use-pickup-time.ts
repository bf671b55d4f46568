// The time picker's state for one outlet: its offered times (refreshed while in view), the
// customer's choice held against them, and why a chosen time was dropped.
import { useCallback, useState } from "react";
import { useOrderAheadSlots } from "./api/get-order-ahead-slots.ts";
import { choosePickupTime, useChosenPickupTime } from "./pickup-choice.ts";
import { initialChoice, type PickupChoice, reconcileChoice, resumedChoice } from "./pickup-time.ts";

type PickupTimeOptions = {
  /** The checkout's choice, kept per outlet while the app is open; false: this picker's own (re-order's). */
  remember?: boolean;
  /** A slot chosen before this page loaded (the pending checkout's), until the customer chooses. */
  resume?: string | null;
};

export function usePickupTime(
  outletId: number | null,
  { remember = true, resume = null }: PickupTimeOptions = {},
) {
  const offer = useOrderAheadSlots(outletId);
  const remembered = useChosenPickupTime(remember ? outletId : null);
  const [own, setOwn] = useState<PickupChoice>();
  const chosen = (remember ? remembered : own) ?? (resume ? resumedChoice(resume, offer.data) : undefined);
  const { choice, lost } = reconcileChoice(chosen ?? initialChoice(offer.data), offer.data);
  const setChoice = useCallback(
    (next: PickupChoice) => {
      if (!remember) setOwn(next);
      else if (outletId !== null) choosePickupTime(outletId, next);
    },
    [outletId, remember],
  );
  return { offer, choice, lost, setChoice };
}

export type PickupTimeState = ReturnType<typeof usePickupTime>;
