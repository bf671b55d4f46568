import { useMutation } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { logoutOtherDevices as logoutOtherDevicesCall } from "#shared/contract/auth.ts";

/** POST logout_other_devices (bearer): revokes every session of the account but this one. */
export function logoutOtherDevices() {
  return callApi(logoutOtherDevicesCall, {});
}

export const useLogoutOtherDevices = () => useMutation({ mutationFn: logoutOtherDevices });
