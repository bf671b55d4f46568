import type { FormEvent } from "react";
import { BusyButton } from "#client/components/ui/busy-button.tsx";
import buttonStyles from "#client/components/ui/button.module.css";
import { OtpInput } from "#client/components/ui/form/otp-input.tsx";
import { useOtpCode } from "#client/components/ui/form/use-otp-code.ts";
import { ApiError, isConnectionError, statusMessage } from "#client/lib/api-client.ts";
import { OTP_LENGTH, type OtpChallenge, type UserData } from "#shared/contract/auth.ts";
import { localMobileFormat } from "#shared/rules/phone.ts";
import { useVerifyPhoneChange } from "../api/verify-phone-change.ts";
import { profileStrings } from "../messages.gen.ts";
import styles from "./profile.module.css";
import { Subsection } from "./subsection.tsx";

const t = profileStrings.phoneChange;

/** The server's word on a refused code: its field error or message, else why nothing came back. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.kind === "http") {
    const fieldError = error.fieldErrors.pin?.[0] ?? error.fieldErrors.phone_number?.[0];
    return fieldError ?? (error.status === 429 ? statusMessage(error) : error.serverMessage) ?? t.failed;
  }
  return isConnectionError(error) ? profileStrings.offline : t.failed;
}

/**
 * The code texted to the new phone number (after Update changed it): confirming it saves the
 * number and signs the account out everywhere else.
 */
export function PhoneChangeCode({
  change,
  onConfirmed,
  onCancel,
}: {
  change: OtpChallenge;
  onConfirmed: (userData: UserData, message: string) => void;
  onCancel: () => void;
}) {
  const verify = useVerifyPhoneChange();
  const { boxes, code, setServerError, inputProps, complete, clear } = useOtpCode(OTP_LENGTH);

  const submit = (digits: readonly string[]) => {
    if (verify.isPending || !complete(digits)) return;
    setServerError(null);
    verify.mutate(
      { id: change.id, pin: digits.join("") },
      {
        onSuccess: (response) => onConfirmed(response.data, response.msg),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) return; // the route sends them to /login
          setServerError(failureMessage(error));
          clear();
          boxes.current?.focus(0);
        },
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(code);
  };

  return (
    <Subsection title={t.title}>
      <p>
        {t.sentTo}{" "}
        <bdi dir="ltr">
          <strong>{localMobileFormat(change.phone)}</strong>
        </bdi>
      </p>
      <form className={styles.codeForm} onSubmit={onSubmit} noValidate>
        <OtpInput
          {...inputProps}
          legend={t.legend}
          readOnly={verify.isPending}
          autoFocus
          webOtpKey={change.id}
          onCodeReceived={(received) => submit([...received])}
        />
        <div className={styles.actions}>
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={onCancel}
            disabled={verify.isPending}
          >
            {t.cancel}
          </button>
          <BusyButton type="submit" className={buttonStyles.button} busy={verify.isPending}>
            {t.confirm}
          </BusyButton>
        </div>
      </form>
    </Subsection>
  );
}
