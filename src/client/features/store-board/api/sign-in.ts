import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { storeStaffSession } from "#client/session/staff.ts";
import { type StaffSignInRequest, staffSignIn } from "#shared/contract/store.ts";
import { storeBoardKeys } from "./keys.ts";

/** POST store/sign_in: 422 for a wrong username or password, 429 (Retry-After) after too many. */
export async function signInStaff(body: StaffSignInRequest) {
  const response = await callApi(staffSignIn, { body });
  return response.data;
}

export function useStaffSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInStaff,
    onSuccess: (session) => {
      // Nothing of an earlier session (perhaps another outlet's) shows under this one.
      queryClient.removeQueries({ queryKey: storeBoardKeys.all });
      // The board re-renders on the stored session: it opens in the same step.
      storeStaffSession(session);
    },
  });
}
