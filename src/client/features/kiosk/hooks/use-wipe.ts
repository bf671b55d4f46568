import { useIsRestoring, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { wipeCustomerSession } from "../wipe.ts";

/**
 * Wipes the customer's session when the screen opens (attract screen, payment results), once
 * the persisted query cache has been restored: wiping earlier would let the restore bring the
 * last customer's queries back. Returns whether the wipe is still waiting for that.
 */
export function useWipeOnArrival(): boolean {
  const queryClient = useQueryClient();
  const restoring = useIsRestoring();
  useEffect(() => {
    if (!restoring) void wipeCustomerSession(queryClient);
  }, [restoring, queryClient]);
  return restoring;
}
