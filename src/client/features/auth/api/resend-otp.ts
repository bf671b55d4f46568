import { useMutation } from "@tanstack/react-query";
import type * as z from "zod/mini";
import { apiRequest } from "#client/lib/api-client.ts";
import type { resendOtpRequestSchema } from "#shared/contract/auth.ts";
import { okMessageSchema } from "#shared/contract/common.ts";
import { apiPaths } from "#shared/contract/routes.ts";

export type ResendOtpRequest = z.input<typeof resendOtpRequestSchema>;

/** POST resend_otp: a new code to the phone (at most one a minute). */
export function resendOtp(body: ResendOtpRequest) {
  return apiRequest(apiPaths.resendOtp, { method: "POST", body, schema: okMessageSchema });
}

export const useResendOtp = () => useMutation({ mutationFn: resendOtp });
