import { useMutation } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import type { BodyIn } from "#shared/contract/endpoint.ts";
import { kioskVerifyPin } from "#shared/contract/kiosk.ts";

/**
 * POST kiosk/verify_pin: the server holds each store's staff PIN; 422 when it is wrong, 429 while
 * the store's wait after wrong PINs runs, 403 when the store has no PIN of its own.
 */
export function verifyKioskPin(body: BodyIn<typeof kioskVerifyPin>) {
  return callApi(kioskVerifyPin, { body });
}

export const useVerifyKioskPin = () => useMutation({ mutationFn: verifyKioskPin });
