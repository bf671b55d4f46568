import { useMutation } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { login as loginCall } from "#shared/contract/auth.ts";
import type { BodyIn } from "#shared/contract/endpoint.ts";

export type LoginRequest = BodyIn<typeof loginCall>;

/** POST login: texts a code to a registered phone; answers its challenge `{id, phone}` (no token yet). */
export function login(body: LoginRequest) {
  return callApi(loginCall, { body });
}

export const useLogin = () => useMutation({ mutationFn: login });
