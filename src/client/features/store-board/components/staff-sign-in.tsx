import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { BusyButton } from "#client/components/ui/busy-button.tsx";
import buttonStyles from "#client/components/ui/button.module.css";
import { FormMessage } from "#client/components/ui/form/field-parts.tsx";
import { TextField } from "#client/components/ui/form/text-field.tsx";
import { zodFieldErrors } from "#client/components/ui/form/validation.ts";
import { formatCountdown, useCountdown } from "#client/lib/countdown.ts";
import { staffSignInRequestSchema } from "#shared/contract/store.ts";
import { useStaffSignIn } from "../api/sign-in.ts";
import { storeBoardStrings as t } from "../messages.gen.ts";
import { SIGN_IN_FIELDS, type SignInField, signInFailure } from "../sign-in-failure.ts";
import { enableSound } from "../sound.ts";
import styles from "./staff-sign-in.module.css";

type Errors = Partial<Record<SignInField, string>>;

/** The board's door: a store account's username and password, bound by the server to one outlet. */
export function StaffSignIn({ notice }: { notice?: string }) {
  const signIn = useStaffSignIn();
  const headingId = useId();
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState({ username: "", password: "" });
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [waitMessage, setWaitMessage] = useState("");
  // After too many tries the server says how long to wait; the button waits as long.
  const wait = useCountdown(0);

  useEffect(() => usernameRef.current?.focus(), []);

  const focus = (field: SignInField) => (field === "username" ? usernameRef : passwordRef).current?.focus();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signIn.isPending || wait.running) return;
    // This press is the page's first gesture: the new-order chime may play from now on.
    enableSound();
    setMessage(null);
    const invalid = zodFieldErrors<SignInField>(staffSignInRequestSchema, values);
    setErrors(invalid);
    const first = SIGN_IN_FIELDS.find((field) => invalid[field]);
    if (first) {
      focus(first);
      return;
    }
    signIn.mutate(values, {
      onError: (error) => {
        const failure = signInFailure(error);
        setErrors(failure.fields);
        if (failure.waitSeconds) {
          // Said once (an alert re-read every second would drown the screen reader); the
          // button counts down.
          setWaitMessage(failure.message ?? "");
          setMessage(null);
          wait.restart(failure.waitSeconds);
        } else setMessage(failure.message);
        const field = SIGN_IN_FIELDS.find((name) => failure.fields[name]);
        if (field) focus(field);
        setValues((current) => ({ ...current, password: "" }));
      },
    });
  };

  const change = (field: SignInField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <main className={styles.main}>
      <title>{`${t.signInTitle} · ${t.pageTitle}`}</title>
      <section className={styles.card} aria-labelledby={headingId}>
        <div className={styles.header}>
          <p className={styles.eyebrow}>{t.pageTitle}</p>
          <h1 id={headingId} className={styles.heading}>
            {t.signInTitle}
          </h1>
          <p className={styles.intro}>{t.signInIntro}</p>
        </div>
        {notice && <FormMessage tone="info">{notice}</FormMessage>}
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <TextField
            ref={usernameRef}
            label={t.username}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            value={values.username}
            onChange={change("username")}
            error={errors.username}
          />
          <TextField
            ref={passwordRef}
            label={t.password}
            name="password"
            type="password"
            autoComplete="current-password"
            value={values.password}
            onChange={change("password")}
            error={errors.password}
          />
          <FormMessage>{wait.running ? waitMessage : message}</FormMessage>
          <BusyButton
            type="submit"
            className={`${buttonStyles.button} ${buttonStyles.block}`}
            busy={signIn.isPending}
            busyText={t.signingIn}
            disabled={wait.running}
          >
            {wait.running ? t.signInWaitButton({ time: formatCountdown(wait.secondsLeft) }) : t.signIn}
          </BusyButton>
        </form>
      </section>
    </main>
  );
}
