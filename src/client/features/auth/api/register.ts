import { useMutation } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { register as registerCall } from "#shared/contract/auth.ts";
import type { BodyIn } from "#shared/contract/endpoint.ts";

export type RegisterRequest = BodyIn<typeof registerCall>;

/** POST register: creates the account and texts a code; answers its challenge `{id, phone}` (no token yet). */
export function register(body: RegisterRequest) {
  return callApi(registerCall, { body });
}

export const useRegister = () => useMutation({ mutationFn: register });
