import { useMutation } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { resendOtp as resendOtpCall } from "#shared/contract/auth.ts";
import type { BodyIn } from "#shared/contract/endpoint.ts";

export type ResendOtpRequest = BodyIn<typeof resendOtpCall>;

/** POST resend_otp: a new code to the phone (at most one a minute); answers its challenge. */
export function resendOtp(body: ResendOtpRequest) {
  return callApi(resendOtpCall, { body });
}

export const useResendOtp = () => useMutation({ mutationFn: resendOtp });
