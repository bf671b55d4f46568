import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useId, useRef, useState } from "react";
import { BusyButton } from "#client/components/ui/busy-button.tsx";
import buttonStyles from "#client/components/ui/button.module.css";
import { FormMessage } from "#client/components/ui/form/field-parts.tsx";
import { TextField } from "#client/components/ui/form/text-field.tsx";
import { firstServerErrors, zodFieldErrors } from "#client/components/ui/form/validation.ts";
import { ApiError, isConnectionError, statusMessage } from "#client/lib/api-client.ts";
import { orderingSession } from "#client/session/ordering-session.ts";
import { kioskWalkInRequestSchema, WALK_IN_NAME_MAX_LENGTH } from "#shared/contract/kiosk.ts";
import { useWalkIn } from "../api/walk-in.ts";
import { useKioskConfig } from "../kiosk-config.ts";
import { kioskStrings } from "../messages.gen.ts";
import styles from "./walk-in.module.css";

function failureMessage(error: unknown): string {
  const t = kioskStrings.walkIn;
  if (error instanceof ApiError && error.kind === "http" && error.status === 403) return t.notSetUp;
  return statusMessage(error) ?? (isConnectionError(error) ? t.offline : t.failed);
}

/**
 * Beside a kiosk's login: a walk-in orders with a first name only (no phone and no code on a
 * shared tablet). Shown on a tablet that holds a device token from its setup.
 */
export function WalkInCard({ afterHref }: { afterHref: string }) {
  const t = kioskStrings.walkIn;
  const config = useKioskConfig();
  const walkIn = useWalkIn();
  const navigate = useNavigate();
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const [firstName, setFirstName] = useState("");
  const [nameError, setNameError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);

  const deviceToken = config?.deviceToken;
  if (!deviceToken) return null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (walkIn.isPending || walkIn.isSuccess) return;
    setFormError(null);
    const body = { kiosk_token: deviceToken, first_name: firstName };
    const checked = zodFieldErrors(kioskWalkInRequestSchema, body).first_name;
    if (checked) {
      setNameError(checked);
      nameRef.current?.focus();
      return;
    }
    walkIn.mutate(body, {
      onSuccess: (answer) => {
        orderingSession.logIn(answer.token, answer.user_data);
        void navigate({ href: afterHref, replace: true });
      },
      onError: (error) => {
        const fieldError =
          error instanceof ApiError && error.status === 422
            ? firstServerErrors(error.fieldErrors, ["first_name"] as const).first_name
            : undefined;
        if (fieldError) {
          setNameError(fieldError);
          nameRef.current?.focus();
        } else {
          setFormError(failureMessage(error));
        }
      },
    });
  };

  return (
    <section className={styles.card} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {t.heading}
      </h2>
      <p className={styles.intro}>{t.intro}</p>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          ref={nameRef}
          label={t.label}
          name="first_name"
          autoComplete="given-name"
          autoCapitalize="words"
          maxLength={WALK_IN_NAME_MAX_LENGTH}
          value={firstName}
          error={nameError}
          onChange={(event) => {
            setFirstName(event.target.value);
            setNameError(undefined);
          }}
        />
        {formError && <FormMessage>{formError}</FormMessage>}
        <BusyButton
          type="submit"
          className={`${buttonStyles.button} ${buttonStyles.block}`}
          busy={walkIn.isPending || walkIn.isSuccess}
          busyText={t.busy}
        >
          {t.submit}
        </BusyButton>
      </form>
      <p className={styles.note}>{t.note}</p>
    </section>
  );
}
