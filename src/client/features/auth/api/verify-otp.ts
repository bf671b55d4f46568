import { useMutation } from "@tanstack/react-query";
import type * as z from "zod/mini";
import { apiRequest } from "#client/lib/api-client.ts";
import { type verifyOtpRequestSchema, verifyOtpResponseSchema } from "#shared/contract/auth.ts";
import { apiPaths } from "#shared/contract/routes.ts";

export type VerifyOtpRequest = z.input<typeof verifyOtpRequestSchema>;

/** POST verify_otp: the 4 digits joined, and the user's id; answers the bearer token. */
export function verifyOtp(body: VerifyOtpRequest) {
  return apiRequest(apiPaths.verifyOtp, { method: "POST", body, schema: verifyOtpResponseSchema });
}

export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
