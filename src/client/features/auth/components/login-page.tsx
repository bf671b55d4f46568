import { Link, useNavigate, useRouterState } from "@tanstack/react-router";
import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import { FormMessage } from "#client/components/ui/form/field-parts.tsx";
import { toPhoneDigits } from "#client/components/ui/form/phone-digits.ts";
import {
  firstServerErrors,
  useLiveValidation,
  zodFieldErrors,
} from "#client/components/ui/form/validation.ts";
import { ApiError, isConnectionError, statusMessage } from "#client/lib/api-client.ts";
import { orderingSession } from "#client/session/ordering-session.ts";
import { loginRequestSchema } from "#shared/contract/auth.ts";
import { useLogin } from "../api/login.ts";
import { authStrings } from "../messages.gen.ts";
import type { AuthSearch } from "../redirect.ts";
import styles from "./auth.module.css";
import { AuthCardHeader } from "./auth-card-header.tsx";
import { AuthLayout, SwitchLine } from "./auth-layout.tsx";
import { PhoneForm } from "./phone-form.tsx";

const t = authStrings.login;
const FIELDS = ["phoneNumber"] as const;
type Values = { phoneNumber: string };
const validate = (values: Values) => zodFieldErrors(loginRequestSchema, values);

/** What to say when login failed for another reason than the phone field (spec: nothing). */
function failureMessage(error: unknown): string {
  return statusMessage(error) ?? (isConnectionError(error) ? t.offline : t.failed);
}

export function LoginPage({
  search,
  notice,
  before,
}: {
  search: AuthSearch;
  notice?: string;
  /** Above the login card: on a kiosk, ordering with a first name instead. */
  before?: ReactNode;
}) {
  const navigate = useNavigate();
  const login = useLogin();
  const promptId = useId();
  const phoneRef = useRef<HTMLInputElement>(null);
  // Sent here by registration with a number that already has an account: it is filled in.
  const offeredPhone = useRouterState({ select: (state) => state.location.state.loginPhone });
  const [phoneNumber, setPhoneNumber] = useState(() => toPhoneDigits(offeredPhone ?? ""));
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
          orderingSession.startOtp(response.data.user_data);
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
    <AuthLayout title={t.title} pageTitle={t.pageTitle} labelledBy={promptId} before={before}>
      {notice && <FormMessage tone="info">{notice}</FormMessage>}
      <AuthCardHeader mark="phone" titleId={promptId} title={t.prompt} intro={t.intro} />
      <PhoneForm
        onSubmit={onSubmit}
        phoneRef={phoneRef}
        phoneLabel={t.phoneLabel}
        phoneNumber={phoneNumber}
        onPhoneNumberChange={(digits) => {
          setPhoneNumber(digits);
          setFormError(null);
          form.fieldChanged("phoneNumber");
        }}
        phoneError={form.errors.phoneNumber}
        formError={formError}
        failure={login.error}
        submitLabel={t.submit}
        busy={busy}
      />
      <div className={styles.links}>
        <SwitchLine question={t.noAccount} to="/register" label={t.register} search={search} />
        <Link to="/" className={styles.textLink}>
          {t.home}
        </Link>
      </div>
    </AuthLayout>
  );
}
