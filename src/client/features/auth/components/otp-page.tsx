import { Link, useNavigate } from "@tanstack/react-router";
import { type FormEvent, useEffect, useId, useState } from "react";
import { AlertDialog } from "#client/components/ui/alert-dialog.tsx";
import { BusyButton } from "#client/components/ui/busy-button.tsx";
import buttonStyles from "#client/components/ui/button.module.css";
import { OtpInput } from "#client/components/ui/form/otp-input.tsx";
import { useOtpCode } from "#client/components/ui/form/use-otp-code.ts";
import { ApiError, statusMessage } from "#client/lib/api-client.ts";
import { formatCountdown, OTP_RESEND_SECONDS, useCountdown } from "#client/lib/countdown.ts";
import { orderingSession } from "#client/session/ordering-session.ts";
import { OTP_LENGTH, type OtpChallenge } from "#shared/contract/auth.ts";
import { useResendOtp } from "../api/resend-otp.ts";
import { useVerifyOtp } from "../api/verify-otp.ts";
import { authStrings } from "../messages.gen.ts";
import { displayPhone } from "../phone-display.ts";
import { type AuthSearch, afterLoginHref } from "../redirect.ts";
import styles from "./auth.module.css";
import { AuthCardHeader } from "./auth-card-header.tsx";
import { AuthLayout } from "./auth-layout.tsx";

const t = authStrings.otp;

/** The message under the boxes when verification failed (spec section 8). */
function verifyFailureMessage(error: unknown): string {
  // Not 200: the server's message ('The code you entered is incorrect or has expired.', or a 423
  // saying when to try again); a 429 says when to retry. No answer at all (network, timeout, unreadable): the spec's generic message.
  if (error instanceof ApiError && error.kind === "http") {
    return (error.status === 429 ? statusMessage(error) : error.serverMessage) ?? t.requestFailed;
  }
  return t.requestFailed;
}

type Dialog = { title: string; message: string; detail?: string | null };

export function OtpPage({
  challenge: initialChallenge,
  search,
  reloaded,
}: {
  /** The server's id for the code and the phone it went to (from login or registration). */
  challenge: OtpChallenge;
  search: AuthSearch;
  /** Reached by reloading the page: the countdown starts at 0 (spec section 4). */
  reloaded: boolean;
}) {
  const navigate = useNavigate();
  const verify = useVerifyOtp();
  const resend = useResendOtp();
  const countdown = useCountdown(reloaded ? 0 : OTP_RESEND_SECONDS);
  const titleId = useId();
  const { boxes, code, serverError, setServerError, inputProps, complete, reset } = useOtpCode(OTP_LENGTH);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [resends, setResends] = useState(0);
  // A resend answers the challenge its new code belongs to (normally this same one).
  const [challenge, setChallenge] = useState(initialChallenge);

  const submit = (digits: readonly string[]) => {
    if (!countdown.running || verify.isPending || verify.isSuccess || !complete(digits)) return;
    setServerError(null);
    verify.mutate(
      { pin: digits.join(""), id: challenge.id },
      {
        onSuccess: (response) => {
          orderingSession.logIn(response.token, response.user_data);
          void navigate({ href: afterLoginHref(search), replace: true });
        },
        onError: (error) => setServerError(verifyFailureMessage(error)),
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(code);
  };

  const onResend = () => {
    if (resend.isPending) return;
    resend.mutate(
      { phone: challenge.phone },
      {
        onSuccess: (response) => {
          orderingSession.startOtp(response.user_data);
          setChallenge(response.user_data);
          countdown.restart(OTP_RESEND_SECONDS);
          reset();
          setServerError(null);
          setResends((count) => count + 1);
          setDialog({ title: t.resendSuccessTitle, message: t.resendSuccess });
        },
        onError: (error) => {
          console.warn("Resending the code failed", error);
          // Spec section 8: an alert, then the 'Error' dialog.
          window.alert(t.resendFailedAlert);
          setDialog({ title: t.resendFailedTitle, message: t.resendFailed, detail: statusMessage(error) });
        },
      },
    );
  };

  const signingIn = verify.isPending || verify.isSuccess;

  // After a refused code, back to the first box to type it again.
  useEffect(() => {
    if (serverError) boxes.current?.focus(0);
  }, [serverError, boxes]);

  return (
    <AuthLayout title={t.title} pageTitle={t.pageTitle} labelledBy={titleId}>
      <AuthCardHeader
        mark="phone"
        titleId={titleId}
        title={t.heading}
        intro={
          <>
            {t.sentTo}{" "}
            <bdi className={styles.phone} dir="ltr">
              {displayPhone(challenge.phone)}
            </bdi>
          </>
        }
      >
        <p>
          <Link to="/login" search={search} className={styles.inlineLink}>
            {t.changeNumber}
          </Link>
        </p>
      </AuthCardHeader>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <OtpInput
          {...inputProps}
          legend={t.codeLegend}
          readOnly={signingIn}
          autoFocus={!reloaded}
          webOtpKey={resends}
          onCodeReceived={(received) => submit([...received])}
        />
        <div className={styles.resend}>
          {countdown.running ? (
            <p className={styles.countdown} aria-live="off">
              {t.resendIn}{" "}
              <strong>
                <time dateTime={`PT${countdown.secondsLeft}S`}>{formatCountdown(countdown.secondsLeft)}</time>
              </strong>
            </p>
          ) : null}
          <div aria-live="polite">
            {!countdown.running && (
              <>
                <p>{t.timeUp}</p>
                <p className={styles.resendLine}>
                  <span>{t.notReceived}</span>
                  <BusyButton
                    type="button"
                    className={styles.resendButton}
                    onClick={onResend}
                    busy={resend.isPending}
                    busyText={t.resending}
                  >
                    {t.resend}
                  </BusyButton>
                </p>
              </>
            )}
          </div>
        </div>
        <BusyButton
          type="submit"
          className={`${buttonStyles.button} ${styles.submit}`}
          busy={signingIn}
          // Spec section 4: enabled only while the countdown runs.
          disabled={!countdown.running}
        >
          {t.submit}
        </BusyButton>
      </form>
      <AlertDialog
        open={dialog !== null}
        title={dialog?.title ?? ""}
        closeLabel={t.ok}
        onClose={() => {
          setDialog(null);
          boxes.current?.focus(0);
        }}
      >
        <p>{dialog?.message}</p>
        {dialog?.detail && <p className={styles.retryHint}>{dialog.detail}</p>}
      </AlertDialog>
    </AuthLayout>
  );
}
