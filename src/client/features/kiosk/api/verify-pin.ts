import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "#client/lib/api-client.ts";
import { type VerifyKioskPinRequest, verifyKioskPinResponseSchema } from "#shared/contract/kiosk.ts";
import { apiPaths } from "#shared/contract/routes.ts";

/** POST kiosk/verify_pin: the server holds the staff PIN (KIOSK_PIN); 422 when it is wrong. */
export function verifyKioskPin(body: VerifyKioskPinRequest) {
  return apiRequest(apiPaths.kioskVerifyPin, { method: "POST", body, schema: verifyKioskPinResponseSchema });
}

export const useVerifyKioskPin = () => useMutation({ mutationFn: verifyKioskPin });
