import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "#client/lib/api-client.ts";
import { type UpdateUserRequest, updateUserResponseSchema } from "#shared/contract/profile.ts";
import { apiPaths } from "#shared/contract/routes.ts";

/** POST update_user (bearer): answers `{status, msg, data}` with the updated user data. */
export function updateUser(body: UpdateUserRequest) {
  return apiRequest(apiPaths.updateUser, {
    method: "POST",
    body,
    auth: true,
    schema: updateUserResponseSchema,
  });
}

export const useUpdateUser = () => useMutation({ mutationFn: updateUser });
