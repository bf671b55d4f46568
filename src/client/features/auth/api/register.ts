import { useMutation } from "@tanstack/react-query";
import type * as z from "zod/mini";
import { apiRequest } from "#client/lib/api-client.ts";
import { type registerRequestSchema, registerResponseSchema } from "#shared/contract/auth.ts";
import { apiPaths } from "#shared/contract/routes.ts";

export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** POST register: creates the account and texts a code; answers the user's data (no token yet). */
export function register(body: RegisterRequest) {
  return apiRequest(apiPaths.register, { method: "POST", body, schema: registerResponseSchema });
}

export const useRegister = () => useMutation({ mutationFn: register });
