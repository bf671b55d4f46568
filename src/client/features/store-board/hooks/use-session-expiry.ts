import { useEffect } from "react";
import { clearStaffSession } from "#client/session/staff.ts";

/** setTimeout's longest wait; a later end is re-checked then. */
const MAX_TIMER_MS = 2_147_483_647;

/** Ends the session on this tablet when it expires, so the board returns to sign-in on its own. */
export function useSessionExpiry(expiresAt: string): void {
  useEffect(() => {
    const end = Date.parse(expiresAt);
    if (Number.isNaN(end)) return;
    let timer: ReturnType<typeof setTimeout>;
    const wait = () => {
      const left = end - Date.now();
      if (left <= 0) clearStaffSession();
      else timer = setTimeout(wait, Math.min(left, MAX_TIMER_MS));
    };
    wait();
    return () => clearTimeout(timer);
  }, [expiresAt]);
}
