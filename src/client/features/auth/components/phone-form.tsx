import type { FormEvent, ReactNode, Ref } from "react";
import { BusyButton } from "#client/components/ui/busy-button.tsx";
import buttonStyles from "#client/components/ui/button.module.css";
import { ErrorReference } from "#client/components/ui/error-reference.tsx";
import { FormMessage } from "#client/components/ui/form/field-parts.tsx";
import { PhoneField } from "#client/components/ui/form/phone-field.tsx";
import styles from "./auth.module.css";

type PhoneFormProps = {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Fields that come before the phone number (registration asks for the name first). */
  children?: ReactNode;
  phoneRef: Ref<HTMLInputElement>;
  phoneLabel: string;
  phoneNumber: string;
  onPhoneNumberChange: (digits: string) => void;
  phoneError: string | undefined;
  /** A failure that belongs to no field (offline, server error); null: nothing to say. */
  formError: string | null;
  /** The failure behind formError: a server fault's code is shown to quote. */
  failure?: unknown;
  submitLabel: string;
  /** Sending, or sent and on the way to the OTP screen: nothing can change any more. */
  busy: boolean;
};

/**
 * The login and registration form: both end in the phone number, a message for the whole form
 * and the submit button, which shows a spinner while busy. The page checks the values itself.
 */
export function PhoneForm({
  onSubmit,
  children,
  phoneRef,
  phoneLabel,
  phoneNumber,
  onPhoneNumberChange,
  phoneError,
  formError,
  failure,
  submitLabel,
  busy,
}: PhoneFormProps) {
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {children}
      <PhoneField
        ref={phoneRef}
        name="phoneNumber"
        label={phoneLabel}
        value={phoneNumber}
        onValueChange={onPhoneNumberChange}
        error={phoneError}
        readOnly={busy}
      />
      <FormMessage>{formError}</FormMessage>
      {formError && <ErrorReference error={failure} />}
      <BusyButton type="submit" className={`${buttonStyles.button} ${styles.submit}`} busy={busy}>
        {submitLabel}
      </BusyButton>
    </form>
  );
}
