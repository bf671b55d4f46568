import { useMutation } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import type { BodyIn } from "#shared/contract/endpoint.ts";
import { updateUser as updateUserCall } from "#shared/contract/profile.ts";

/** POST update_user (bearer): answers `{status, msg, data}` with the updated user data. */
export function updateUser(body: BodyIn<typeof updateUserCall>) {
  return callApi(updateUserCall, { body });
}

export const useUpdateUser = () => useMutation({ mutationFn: updateUser });
