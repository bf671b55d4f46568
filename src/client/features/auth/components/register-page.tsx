import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import buttonStyles from "#client/components/ui/button.module.css";
import { TextField } from "#client/components/ui/form/text-field.tsx";
import {
  firstServerErrors,
  useLiveValidation,
  zodFieldErrors,
} from "#client/components/ui/form/validation.ts";
import { Modal } from "#client/components/ui/modal.tsx";
import { ApiError, isConnectionError, statusMessage } from "#client/lib/api-client.ts";
import { orderingSession } from "#client/session/ordering-session.ts";
import { registerRequestSchema } from "#shared/contract/auth.ts";
import { useRegister } from "../api/register.ts";
import { authStrings } from "../messages.gen.ts";
import type { AuthSearch } from "../redirect.ts";
import styles from "./auth.module.css";
import { AuthCardHeader } from "./auth-card-header.tsx";
import { AuthLayout, SwitchLine } from "./auth-layout.tsx";
import { PhoneForm } from "./phone-form.tsx";

const t = authStrings.register;
const FIELDS = ["name", "phoneNumber"] as const;
type Field = (typeof FIELDS)[number];
const validate = (values: Record<Field, string>) => zodFieldErrors(registerRequestSchema, values);

function isPhoneTaken(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 422 &&
    (error.fieldErrors.phoneNumber?.includes(t.phoneExists) || error.serverMessage === t.phoneExists)
  );
}

export function RegisterPage({ search }: { search: AuthSearch }) {
  const navigate = useNavigate();
  const register = useRegister();
  const promptId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<Record<Field, string>>({ name: "", phoneNumber: "" });
  const form = useLiveValidation(values, validate);
  const [formError, setFormError] = useState<string | null>(null);
  /** The number registration refused as already taken: the dialog offers logging in with it. */
  const [takenPhone, setTakenPhone] = useState<string | null>(null);

  const change = (field: Field, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setFormError(null);
    form.fieldChanged(field);
  };

  const focusField = (field: Field | undefined) => {
    if (field === "name") nameRef.current?.focus();
    if (field === "phoneNumber") phoneRef.current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (register.isPending) return;
    setFormError(null);
    if (form.focusFirstInvalid(FIELDS, focusField)) return;
    register.mutate(values, {
      onSuccess: (response) => {
        orderingSession.startOtp(response.user_data);
        void navigate({ to: "/otp", search });
      },
      onError: (error) => {
        // Spec sections 4 and 8: 'Phone Number already exists!', then back to /. The message is
        // shown in a dialog first, so the person knows why they left the form; it also offers
        // the likelier way on: logging in with that number.
        if (isPhoneTaken(error)) {
          setTakenPhone(values.phoneNumber);
          return;
        }
        const fieldErrors =
          error instanceof ApiError && error.status === 422
            ? firstServerErrors(error.fieldErrors, FIELDS)
            : {};
        const firstRejected = FIELDS.find((field) => fieldErrors[field]);
        if (firstRejected) {
          form.setServerErrors(fieldErrors);
          focusField(firstRejected);
        } else {
          setFormError(statusMessage(error) ?? (isConnectionError(error) ? t.offline : t.failed));
        }
      },
    });
  };

  const busy = register.isPending || register.isSuccess;

  return (
    <AuthLayout title={t.title} pageTitle={t.pageTitle} labelledBy={promptId}>
      <AuthCardHeader mark="person" titleId={promptId} title={t.prompt} intro={t.intro} />
      <PhoneForm
        onSubmit={onSubmit}
        phoneRef={phoneRef}
        phoneLabel={t.phoneLabel}
        phoneNumber={values.phoneNumber}
        onPhoneNumberChange={(digits) => change("phoneNumber", digits)}
        phoneError={form.errors.phoneNumber}
        formError={formError}
        failure={register.error}
        submitLabel={t.submit}
        busy={busy}
      >
        <TextField
          ref={nameRef}
          name="name"
          label={t.nameLabel}
          autoComplete="name"
          value={values.name}
          onChange={(event) => change("name", event.target.value)}
          error={form.errors.name}
          readOnly={busy}
        />
      </PhoneForm>
      <div className={styles.links}>
        <SwitchLine question={t.haveAccount} to="/login" label={t.login} search={search} />
      </div>
      <PhoneTakenDialog
        open={takenPhone !== null}
        onLogin={() =>
          void navigate({ to: "/login", search, state: { loginPhone: takenPhone ?? undefined } })
        }
        onClose={() => void navigate({ to: "/" })}
      />
    </AuthLayout>
  );
}

/**
 * 'Phone Number already exists!': Login goes to /login with the number filled in; OK, Escape or
 * the close icon go back to / (the spec's way). Either way this page is left, so the dialog is
 * never closed by hand (closing it would report a close) and answers one choice only.
 */
function PhoneTakenDialog({
  open,
  onLogin,
  onClose,
}: {
  open: boolean;
  onLogin: () => void;
  onClose: () => void;
}) {
  const loginButton = useRef<HTMLButtonElement>(null);
  const chosen = useRef(false);
  const once = (choice: () => void) => () => {
    if (chosen.current) return;
    chosen.current = true;
    choice();
  };

  // Runs after the Modal's own effect has opened the <dialog>.
  useEffect(() => {
    if (open) loginButton.current?.focus();
  }, [open]);

  return (
    <Modal
      open={open}
      title={t.phoneExistsTitle}
      onClose={once(onClose)}
      footer={
        <>
          <button type="button" className={buttonStyles.secondary} onClick={once(onClose)}>
            {t.ok}
          </button>
          <button ref={loginButton} type="button" className={buttonStyles.button} onClick={once(onLogin)}>
            {t.login}
          </button>
        </>
      }
    >
      <p>{t.phoneExists}</p>
      <p>{t.phoneExistsHint}</p>
    </Modal>
  );
}
