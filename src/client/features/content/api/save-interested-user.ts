import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "#client/lib/api-client.ts";
import {
  type SaveInterestedUserRequest,
  saveInterestedUserResponseSchema,
} from "#shared/contract/content.ts";
import { apiPaths } from "#shared/contract/routes.ts";

export function saveInterestedUser(person: SaveInterestedUserRequest) {
  return apiRequest(apiPaths.saveInterestedUsers, {
    method: "POST",
    body: person,
    schema: saveInterestedUserResponseSchema,
  });
}

export const useSaveInterestedUser = () => useMutation({ mutationFn: saveInterestedUser });
