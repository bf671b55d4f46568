import { useMutation } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { currentLocale } from "#client/lib/locale.ts";
import type { BodyIn } from "#shared/contract/endpoint.ts";
import { updateUser as updateUserCall } from "#shared/contract/profile.ts";

/**
 * POST update_user (bearer): answers `{status, msg, data}` with the updated user data. The
 * language the customer reads now is saved with it (their texts and notifications follow it).
 */
export function updateUser(body: BodyIn<typeof updateUserCall>) {
  return callApi(updateUserCall, { body: { language: currentLocale(), ...body } });
}

export const useUpdateUser = () => useMutation({ mutationFn: updateUser });
