import { Link } from "@tanstack/react-router";
import { type FormEvent, useEffect, useId, useRef } from "react";
import { BusyButton } from "#client/components/ui/busy-button.tsx";
import buttonStyles from "#client/components/ui/button.module.css";
import { CheckSoftIcon } from "#client/components/ui/screen-icons.tsx";
import { ApiError } from "#client/lib/api-client.ts";
import { toWesternDigits } from "#shared/i18n/digits.ts";
import { useSaveInterestedUser } from "../api/save-interested-user.ts";
import { firstErrorPerField } from "../field-errors.ts";
import { contentStrings } from "../messages.gen.ts";
import styles from "./content.module.css";
import { ContentLayout } from "./content-layout.tsx";

const FIELDS = ["firstName", "lastName", "email", "phone"] as const;
type Field = (typeof FIELDS)[number];

const inputProps: Record<Field, { type: string; autoComplete: string; inputMode?: "tel" | "email" }> = {
  firstName: { type: "text", autoComplete: "given-name" },
  lastName: { type: "text", autoComplete: "family-name" },
  email: { type: "email", autoComplete: "email", inputMode: "email" },
  phone: { type: "tel", autoComplete: "tel", inputMode: "tel" },
};

/** The interest sign-up: the server validates; its 422 field errors show under each field. */
export function FirstToKnowPage() {
  const t = contentStrings.firstToKnow;
  const save = useSaveInterestedUser();
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();

  const apiError = save.error instanceof ApiError ? save.error : null;
  const fieldErrors = apiError ? firstErrorPerField(apiError.fieldErrors, FIELDS) : {};
  const firstInvalid = FIELDS.find((field) => fieldErrors[field]);
  const formError = save.isError
    ? firstInvalid
      ? t.fixErrors
      : apiError?.kind === "network" || apiError?.kind === "timeout"
        ? t.offline
        : t.failed
    : null;

  // Take keyboard and screen-reader users to the first field the server rejected.
  useEffect(() => {
    if (firstInvalid) (formRef.current?.elements.namedItem(firstInvalid) as HTMLInputElement | null)?.focus();
  }, [firstInvalid]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (field: Field) => String(data.get(field) ?? "");
    save.mutate({
      firstName: value("firstName"),
      lastName: value("lastName"),
      email: value("email"),
      // Arabic keyboards type Arabic-Indic digits.
      phone: toWesternDigits(value("phone")),
    });
  };

  return (
    <ContentLayout title={t.title} pageTitle={t.pageTitle}>
      <div className={styles.formCard}>
        {save.isSuccess ? (
          <div className={styles.success} role="status">
            <CheckSoftIcon className={styles.successIcon} />
            <h2 className={styles.title}>{t.successTitle}</h2>
            <p className={styles.intro}>{save.data.message}</p>
            <Link to="/" className={buttonStyles.button}>
              {contentStrings.home}
            </Link>
          </div>
        ) : (
          <>
            <img
              className={styles.formImage}
              src="/images/social/post-1.svg"
              alt=""
              width={600}
              height={600}
              decoding="async"
            />
            <p className={styles.intro}>{t.intro}</p>
            <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
              {formError && (
                <p className={styles.formError} role="alert">
                  {formError}
                </p>
              )}
              <div className={styles.fieldRow}>
                {FIELDS.map((field) => {
                  const error = fieldErrors[field];
                  const errorId = `${id}-${field}-error`;
                  const hintId = field === "phone" ? `${id}-phone-hint` : undefined;
                  return (
                    <div
                      key={field}
                      className={field === "firstName" || field === "lastName" ? styles.half : undefined}
                    >
                      <label className={styles.field}>
                        <span className={styles.label}>{t.fields[field]}</span>
                        <input
                          name={field}
                          {...inputProps[field]}
                          className={styles.input}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={
                            [hintId, error ? errorId : undefined].filter(Boolean).join(" ") || undefined
                          }
                          disabled={save.isPending}
                        />
                      </label>
                      {hintId && (
                        <p id={hintId} className={styles.hint}>
                          {t.phoneHint}
                        </p>
                      )}
                      {error && (
                        <p id={errorId} className={styles.fieldError} data-field-error={field}>
                          {error}
                        </p>
                      )}
                    </div>
                  );
                })}
              </div>
              <BusyButton
                type="submit"
                className={`${buttonStyles.button} ${styles.submit}`}
                busy={save.isPending}
                busyText={t.submitting}
              >
                {t.submit}
              </BusyButton>
            </form>
          </>
        )}
      </div>
    </ContentLayout>
  );
}
