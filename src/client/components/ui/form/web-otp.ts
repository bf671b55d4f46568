// WebOTP: on phones whose browser has it (Chrome on Android), the code in an SMS ending with
// `@<host> #<code>` is offered to the page after one tap, no typing. Elsewhere nothing happens.
import { useEffect, useRef } from "react";

type OtpCredentialLike = Credential & { code?: unknown };
type OtpRequest = CredentialRequestOptions & { otp: { transport: string[] } };

export function webOtpAvailable(): boolean {
  return typeof window !== "undefined" && "OTPCredential" in window && Boolean(navigator.credentials?.get);
}

/**
 * Listens for one SMS code while mounted and `enabled`; a change of `restartKey` (a resend)
 * listens again. The request is aborted on unmount, so a later screen never receives it.
 */
export function useWebOtp({
  enabled,
  restartKey,
  onCode,
}: {
  enabled: boolean;
  restartKey?: unknown;
  onCode: (code: string) => void;
}) {
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  // biome-ignore lint/correctness/useExhaustiveDependencies: restartKey is a trigger on purpose
  useEffect(() => {
    if (!enabled || !webOtpAvailable()) return;
    const controller = new AbortController();
    const request: OtpRequest = { otp: { transport: ["sms"] }, signal: controller.signal };
    navigator.credentials
      .get(request)
      .then((credential) => {
        const code = (credential as OtpCredentialLike | null)?.code;
        if (!controller.signal.aborted && typeof code === "string") onCodeRef.current(code);
      })
      .catch(() => {
        // aborted (unmount, resend), dismissed by the person, or no SMS: they type the code
      });
    return () => controller.abort();
  }, [enabled, restartKey]);
}
