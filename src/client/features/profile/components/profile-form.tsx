import { type FormEvent, useRef, useState } from "react";
import { type Notice, NoticeDialog } from "#client/components/ui/alert-dialog.tsx";
import { BusyButton } from "#client/components/ui/busy-button.tsx";
import buttonStyles from "#client/components/ui/button.module.css";
import { TextField } from "#client/components/ui/form/text-field.tsx";
import {
  firstServerErrors,
  useLiveValidation,
  zodFieldErrors,
} from "#client/components/ui/form/validation.ts";
import { ApiError, isConnectionError, statusMessage } from "#client/lib/api-client.ts";
import type { OtpChallenge, UserData } from "#shared/contract/auth.ts";
import { updateUserRequestSchema } from "#shared/contract/profile.ts";
import { toWesternDigits } from "#shared/i18n/digits.ts";
import { localMobileFormat } from "#shared/rules/phone.ts";
import { useUpdateUser } from "../api/update-user.ts";
import { profileStrings as t } from "../messages.gen.ts";
import { OtherDevices } from "./other-devices.tsx";
import { PhoneChangeCode } from "./phone-change-code.tsx";
import styles from "./profile.module.css";
import { SavedCards } from "./saved-cards.tsx";

const FIELDS = ["first_name", "last_name", "email", "phone_number"] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
const validate = (values: Values) => zodFieldErrors(updateUserRequestSchema, values);

// Registration asks only for a name and a phone: the last name and email may stay empty.
const inputProps: Record<
  Field,
  {
    type: string;
    autoComplete: string;
    inputMode?: "email" | "tel";
    dir?: "ltr";
    half?: boolean;
    optional?: boolean;
  }
> = {
  first_name: { type: "text", autoComplete: "given-name", half: true },
  last_name: { type: "text", autoComplete: "family-name", half: true, optional: true },
  email: { type: "email", autoComplete: "email", inputMode: "email", dir: "ltr", optional: true },
  phone_number: { type: "tel", autoComplete: "tel-national", inputMode: "tel", dir: "ltr" },
};

/** user_data to the form: username is the first name; the phone in the local 01... format. */
export function valuesFromUserData(userData: UserData): Values {
  return {
    first_name: userData.username,
    last_name: userData.last_name ?? "",
    email: userData.email ?? "",
    phone_number: localMobileFormat(userData.phone),
  };
}

function failureMessage(error: unknown): string {
  // Spec section 8: the server's msg under 'Error'.
  if (error instanceof ApiError && error.kind === "http") {
    return (
      (error.status === 429 ? statusMessage(error) : error.serverMessage) ?? statusMessage(error) ?? t.failed
    );
  }
  return isConnectionError(error) ? t.offline : t.failed;
}

export function ProfileForm({
  userData,
  onSaved,
}: {
  userData: UserData;
  onSaved: (userData: UserData) => void;
}) {
  const update = useUpdateUser();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(() => valuesFromUserData(userData));
  const form = useLiveValidation(values, validate);
  const [dialog, setDialog] = useState<Notice | null>(null);
  // A new phone number waiting for the code texted to it.
  const [phoneChange, setPhoneChange] = useState<OtpChallenge | null>(null);

  const focusField = (field: Field) =>
    (formRef.current?.elements.namedItem(field) as HTMLInputElement | null)?.focus();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    if (form.focusFirstInvalid(FIELDS, focusField)) return;
    update.mutate(values, {
      onSuccess: (response) => {
        onSaved(response.data);
        // The new number stays in its field while its code is awaited.
        const saved = valuesFromUserData(response.data);
        setValues(response.phone_change ? { ...saved, phone_number: values.phone_number } : saved);
        setPhoneChange(response.phone_change ?? null);
        form.reset();
        setDialog({ title: t.successTitle, message: response.msg });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) return; // the route sends them to /login
        if (error instanceof ApiError && error.status === 422) {
          form.setServerErrors(firstServerErrors(error.fieldErrors, FIELDS));
        }
        setDialog({ title: t.errorTitle, message: failureMessage(error), error });
      },
    });
  };

  return (
    <>
      <p className={styles.intro}>{t.formIntro}</p>
      <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
        {FIELDS.map((field) => {
          const { half, optional, ...props } = inputProps[field];
          return (
            <TextField
              key={field}
              className={half ? styles.half : styles.full}
              name={field}
              label={t.fields[field]}
              hint={optional ? t.optional : undefined}
              required={!optional}
              {...props}
              value={values[field]}
              onChange={(event) => {
                // Arabic keyboards type ٠-٩: the number is checked and sent in Western digits.
                const value =
                  field === "phone_number" ? toWesternDigits(event.target.value) : event.target.value;
                setValues((previous) => ({ ...previous, [field]: value }));
                form.fieldChanged(field);
              }}
              error={form.errors[field]}
              readOnly={update.isPending}
            />
          );
        })}
        <div className={styles.actions}>
          <BusyButton type="submit" className={buttonStyles.button} busy={update.isPending}>
            {t.update}
          </BusyButton>
        </div>
      </form>
      {phoneChange && (
        <PhoneChangeCode
          key={phoneChange.id}
          change={phoneChange}
          onConfirmed={(userData, message) => {
            onSaved(userData);
            setValues(valuesFromUserData(userData));
            setPhoneChange(null);
            setDialog({ title: t.successTitle, message });
          }}
          onCancel={() => {
            setPhoneChange(null);
            setValues((previous) => ({
              ...previous,
              phone_number: valuesFromUserData(userData).phone_number,
            }));
          }}
        />
      )}
      <SavedCards />
      <OtherDevices onDone={(title, message) => setDialog({ title, message })} />
      <NoticeDialog notice={dialog} closeLabel={t.ok} onClose={() => setDialog(null)} />
    </>
  );
}
