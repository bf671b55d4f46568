import { useState } from "react";
import { BusyButton } from "#client/components/ui/busy-button.tsx";
import buttonStyles from "#client/components/ui/button.module.css";
import { FormMessage } from "#client/components/ui/form/field-parts.tsx";
import { ApiError, isConnectionError, statusMessage } from "#client/lib/api-client.ts";
import { useLogoutOtherDevices } from "../api/logout-other-devices.ts";
import { profileStrings } from "../messages.gen.ts";
import { Subsection } from "./subsection.tsx";

const t = profileStrings.otherDevices;

/** Signs the account out on every other phone or computer; says so in a dialog (`onDone`). */
export function OtherDevices({ onDone }: { onDone: (title: string, message: string) => void }) {
  const signOut = useLogoutOtherDevices();
  const [error, setError] = useState<string | null>(null);

  const onClick = () => {
    if (signOut.isPending) return;
    setError(null);
    signOut.mutate(undefined, {
      onSuccess: (response) => onDone(profileStrings.successTitle, response.message),
      onError: (failure) => {
        if (failure instanceof ApiError && failure.status === 401) return; // the route sends them to /login
        setError(statusMessage(failure) ?? (isConnectionError(failure) ? profileStrings.offline : t.failed));
      },
    });
  };

  return (
    <Subsection title={t.title} intro={t.intro}>
      <div>
        <BusyButton
          type="button"
          className={buttonStyles.secondary}
          onClick={onClick}
          busy={signOut.isPending}
        >
          {t.signOut}
        </BusyButton>
      </div>
      <FormMessage>{error}</FormMessage>
    </Subsection>
  );
}
