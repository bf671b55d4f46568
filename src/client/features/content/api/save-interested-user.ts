import { useMutation } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { saveInterestedUsers } from "#shared/contract/content.ts";
import type { BodyIn } from "#shared/contract/endpoint.ts";

/** POST save_interested_users ("first to know"); a 422 carries field errors. */
export function saveInterestedUser(person: BodyIn<typeof saveInterestedUsers>) {
  return callApi(saveInterestedUsers, { body: person });
}

export const useSaveInterestedUser = () => useMutation({ mutationFn: saveInterestedUser });
