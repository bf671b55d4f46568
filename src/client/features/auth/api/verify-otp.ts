import { useMutation } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { verifyOtp as verifyOtpCall } from "#shared/contract/auth.ts";
import type { BodyIn } from "#shared/contract/endpoint.ts";

export type VerifyOtpRequest = BodyIn<typeof verifyOtpCall>;

/** POST verify_otp: the 4 digits joined, and the user's id; answers the bearer token. */
export function verifyOtp(body: VerifyOtpRequest) {
  return callApi(verifyOtpCall, { body });
}

export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
