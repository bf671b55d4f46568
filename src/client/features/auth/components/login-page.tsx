import { Link, useNavigate } from "@tanstack/react-router";
import { type FormEvent, useId, useRef, useState } from "react";
import buttonStyles from "#client/components/ui/button.module.css";
import { FormMessage } from "#client/components/ui/form/field-parts.tsx";
import { PhoneField } from "#client/components/ui/form/phone-field.tsx";
import {
  firstServerErrors,
  useLiveValidation,
  zodFieldErrors,
} from "#client/components/ui/form/validation.ts";
import { ApiError, isConnectionError, statusMessage } from "#client/lib/api-client.ts";
import { loginRequestSchema } from "#shared/contract/auth.ts";
import { useLogin } from "../api/login.ts";
import type { AuthSearch } from "../redirect.ts";
import { storeUserData } from "../session.ts";
import { authStrings } from "../strings.ts";
import styles from "./auth.module.css";
import { AuthLayout, CardMark, Spinner } from "./auth-layout.tsx";

const t = authStrings.login;
const FIELDS = ["phoneNumber"] as const;
type Values = { phoneNumber: string };
const validate = (values: Values) => zodFieldErrors(loginRequestSchema, values);

/** What to say when login failed for another reason than the phone field (spec: nothing). */
function failureMessage(error: unknown): string {
  return statusMessage(error) ?? (isConnectionError(error) ? t.offline : t.failed);
}

export function LoginPage({ search, notice }: { search: AuthSearch; notice?: string }) {
  const navigate = useNavigate();
  const login = useLogin();
  const promptId = useId();
  const phoneRef = useRef<HTMLInputElement>(null);
  const [phoneNumber, setPhoneNumber] = useState("");
  const form = useLiveValidation<"phoneNumber">({ phoneNumber }, validate);
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    setFormError(null);
    if (form.validateAll().phoneNumber) {
      phoneRef.current?.focus();
      return;
    }
    login.mutate(
      { phoneNumber },
      {
        onSuccess: (response) => {
          storeUserData(response.data.user_data);
          void navigate({ to: "/otp", search });
        },
        onError: (error) => {
          console.warn("Login failed", error);
          const fieldErrors =
            error instanceof ApiError && error.status === 422
              ? firstServerErrors(error.fieldErrors, FIELDS)
              : {};
          if (fieldErrors.phoneNumber) {
            form.setServerErrors(fieldErrors);
            phoneRef.current?.focus();
          } else {
            setFormError(failureMessage(error));
          }
        },
      },
    );
  };

  const busy = login.isPending || login.isSuccess;

  return (
    <AuthLayout title={t.title} pageTitle={t.pageTitle} labelledBy={promptId}>
      {notice && <FormMessage tone="info">{notice}</FormMessage>}
      <header className={styles.cardHeader}>
        <CardMark kind="phone" />
        <h2 id={promptId} className={styles.prompt}>
          {t.prompt}
        </h2>
        <p className={styles.intro}>{t.intro}</p>
      </header>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <PhoneField
          ref={phoneRef}
          name="phoneNumber"
          label={t.phoneLabel}
          value={phoneNumber}
          onValueChange={(digits) => {
            setPhoneNumber(digits);
            setFormError(null);
            form.fieldChanged("phoneNumber");
          }}
          error={form.errors.phoneNumber}
          readOnly={busy}
        />
        <FormMessage>{formError}</FormMessage>
        <button
          type="submit"
          className={`${buttonStyles.button} ${styles.submit}`}
          disabled={busy}
          aria-busy={busy}
        >
          {busy && <Spinner />}
          {t.submit}
        </button>
      </form>
      <div className={styles.links}>
        <p className={styles.linkLine}>
          <span>{t.noAccount}</span>
          <Link to="/register" search={search} className={styles.textLink}>
            {t.register}
          </Link>
        </p>
        <Link to="/" className={styles.textLink}>
          {t.home}
        </Link>
      </div>
    </AuthLayout>
  );
}
