import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { wipeCustomerSession } from "../wipe.ts";

/**
 * Wipes the customer's session when the screen opens (attract screen, payment results). The
 * persisted query cache was restored before the app rendered (start.tsx), so no restore can
 * bring the last customer's queries back afterwards.
 */
export function useWipeOnArrival(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    void wipeCustomerSession(queryClient);
  }, [queryClient]);
}
