import { useMutation } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import type { BodyIn } from "#shared/contract/endpoint.ts";
import { verifyPhoneChange as verifyPhoneChangeCall } from "#shared/contract/profile.ts";

/** POST verify_phone_change (bearer): the code texted to the new number; answers the user data. */
export function verifyPhoneChange(body: BodyIn<typeof verifyPhoneChangeCall>) {
  return callApi(verifyPhoneChangeCall, { body });
}

export const useVerifyPhoneChange = () => useMutation({ mutationFn: verifyPhoneChange });
