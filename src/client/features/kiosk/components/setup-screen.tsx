import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { type FormEvent, useId, useState } from "react";
import buttonStyles from "#client/components/ui/button.module.css";
import { useOutlets } from "#client/features/ordering/api/get-outlets.ts";
import { ApiError, isConnectionError } from "#client/lib/api-client.ts";
import { KIOSK_PIN_MAX_LENGTH } from "#shared/contract/kiosk.ts";
import type { Outlet } from "#shared/contract/outlets.ts";
import { useVerifyKioskPin } from "../api/verify-pin.ts";
import { exitKioskFullscreen } from "../fullscreen.ts";
import { applyKey } from "../keypad-input.ts";
import { bindKiosk, unbindKiosk, useKioskConfig } from "../kiosk-config.ts";
import { kioskStrings as t } from "../strings.ts";
import { wipeCustomerSession } from "../wipe.ts";
import { NumericKeypad } from "./numeric-keypad.tsx";
import styles from "./setup.module.css";

function pinFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 422) return error.fieldErrors.pin?.[0] ?? t.pinFailed;
  if (error instanceof ApiError && error.status === 429) return error.serverMessage ?? t.pinTooMany;
  return isConnectionError(error) ? t.pinOffline : t.pinFailed;
}

/** Staff only: the PIN (checked by the server), then the outlet this tablet serves. */
export function SetupScreen() {
  const [unlocked, setUnlocked] = useState(false);
  return unlocked ? <OutletStep /> : <PinStep onUnlocked={() => setUnlocked(true)} />;
}

function PinStep({ onUnlocked }: { onUnlocked: () => void }) {
  const config = useKioskConfig();
  const verify = useVerifyKioskPin();
  const id = useId();
  const [pin, setPin] = useState("");
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (verify.isPending) return;
    if (pin === "") {
      setError(t.pinRequired);
      return;
    }
    setError(null);
    verify.mutate(
      { pin },
      {
        onSuccess: onUnlocked,
        onError: (failure) => {
          setError(pinFailure(failure));
          setPin("");
        },
      },
    );
  };

  return (
    <main className={styles.page}>
      <section className={`${styles.card} ${styles.narrow}`} aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`} className={styles.heading}>
          {t.pinHeading}
        </h2>
        <p className={styles.intro}>{t.pinIntro}</p>
        {/* data-own-keypad: this form has its keypad; the kiosk's docked one stays away. */}
        <form className={styles.pinForm} onSubmit={onSubmit} noValidate data-own-keypad="">
          <label htmlFor={`${id}-pin`} className={styles.label}>
            {t.pinLabel}
          </label>
          <input
            id={`${id}-pin`}
            className={styles.pinInput}
            type="password"
            inputMode="none"
            autoComplete="off"
            maxLength={KIOSK_PIN_MAX_LENGTH}
            value={pin}
            onChange={(event) => {
              setPin(event.target.value.replace(/\D/g, "").slice(0, KIOSK_PIN_MAX_LENGTH));
              setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-error`}
          />
          <p id={`${id}-error`} className={styles.error} role="alert">
            {error}
          </p>
          <NumericKeypad
            onKey={(key) => {
              setPin((current) => applyKey(current, key, KIOSK_PIN_MAX_LENGTH));
              setError(null);
            }}
          />
          <button
            type="submit"
            className={`${buttonStyles.button} ${buttonStyles.block}`}
            disabled={verify.isPending}
            aria-busy={verify.isPending}
          >
            {verify.isPending ? t.pinChecking : t.pinContinue}
          </button>
        </form>
        {config && (
          <Link to="/kiosk" className={`${buttonStyles.secondary} ${buttonStyles.block}`}>
            {t.cancelSetup}
          </Link>
        )}
      </section>
    </main>
  );
}

function OutletStep() {
  const config = useKioskConfig();
  const outlets = useOutlets();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = useId();

  const bind = (outlet: Outlet) => {
    bindKiosk(outlet);
    void navigate({ to: "/kiosk", replace: true });
  };

  const leave = () => {
    void wipeCustomerSession(queryClient);
    unbindKiosk();
    exitKioskFullscreen();
    void navigate({ to: "/", replace: true });
  };

  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`} className={styles.heading}>
          {t.outletHeading}
        </h2>
        <p className={styles.intro}>{t.outletIntro}</p>
        {config && (
          <p className={styles.current}>
            <strong>{t.currentOutlet(config.outletName)}</strong>
          </p>
        )}
        {outlets.isPending ? (
          <p role="status">{t.outletsLoading}</p>
        ) : outlets.isError ? (
          <p role="alert" className={styles.error}>
            {t.outletsFailed}
          </p>
        ) : (
          <ul className={styles.outlets}>
            {outlets.data.map((outlet) => (
              <li key={outlet.id}>
                <button
                  type="button"
                  className={styles.outlet}
                  aria-label={t.bindTo(outlet.name)}
                  aria-current={config?.outletId === outlet.id ? "true" : undefined}
                  onClick={() => bind(outlet)}
                >
                  <span className={styles.outletName}>{outlet.name}</span>
                  <span className={styles.outletMeta}>{outlet.address}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {config && (
          <div className={styles.actions}>
            <Link to="/kiosk" className={buttonStyles.secondary}>
              {t.cancelSetup}
            </Link>
            <button type="button" className={buttonStyles.button} onClick={leave}>
              {t.leaveKiosk}
            </button>
          </div>
        )}
      </section>
    </main>
  );
}
