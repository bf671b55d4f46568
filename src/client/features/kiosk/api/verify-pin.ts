import { useMutation } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import type { BodyIn } from "#shared/contract/endpoint.ts";
import { kioskVerifyPin } from "#shared/contract/kiosk.ts";

/** POST kiosk/verify_pin: the server holds the staff PIN (KIOSK_PIN); 422 when it is wrong. */
export function verifyKioskPin(body: BodyIn<typeof kioskVerifyPin>) {
  return callApi(kioskVerifyPin, { body });
}

export const useVerifyKioskPin = () => useMutation({ mutationFn: verifyKioskPin });
