import { useMutation } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { verifyOtp as verifyOtpCall } from "#shared/contract/auth.ts";
import type { BodyIn } from "#shared/contract/endpoint.ts";

export type VerifyOtpRequest = BodyIn<typeof verifyOtpCall>;

/** POST verify_otp: the 4 digits joined, and the challenge id; answers the bearer token and the user data. */
export function verifyOtp(body: VerifyOtpRequest) {
  return callApi(verifyOtpCall, { body });
}

export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
