import { useMutation } from "@tanstack/react-query";
import type * as z from "zod/mini";
import { apiRequest } from "#client/lib/api-client.ts";
import { type loginRequestSchema, loginResponseSchema } from "#shared/contract/auth.ts";
import { apiPaths } from "#shared/contract/routes.ts";

export type LoginRequest = z.input<typeof loginRequestSchema>;

/** POST login: texts a code to a registered phone; answers the user's data (no token yet). */
export function login(body: LoginRequest) {
  return apiRequest(apiPaths.login, { method: "POST", body, schema: loginResponseSchema });
}

export const useLogin = () => useMutation({ mutationFn: login });
