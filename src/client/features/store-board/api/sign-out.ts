import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { clearStaffSession } from "#client/session/staff.ts";
import { staffSignOut } from "#shared/contract/store.ts";
import { storeBoardKeys } from "./keys.ts";

/** POST store/sign_out: ends the session on the server too. */
export async function signOutStaff() {
  await callApi(staffSignOut);
}

export function useStaffSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutStaff,
    // Signed out on this tablet whatever the server said (offline, already expired): the next
    // person at it must sign in, and sees nothing of this outlet's orders meanwhile.
    onSettled: () => {
      clearStaffSession();
      queryClient.removeQueries({ queryKey: storeBoardKeys.all });
    },
  });
}
