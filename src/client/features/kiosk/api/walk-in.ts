import { useMutation } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import type { BodyIn } from "#shared/contract/endpoint.ts";
import { kioskWalkIn } from "#shared/contract/kiosk.ts";

/**
 * POST kiosk/walk_in: a session for a first name at this tablet's store. 422 for the name, 403
 * when the tablet's device token no longer works, 429 when the tablet started too many.
 */
export function startWalkIn(body: BodyIn<typeof kioskWalkIn>) {
  return callApi(kioskWalkIn, { body });
}

export const useWalkIn = () => useMutation({ mutationFn: startWalkIn });
