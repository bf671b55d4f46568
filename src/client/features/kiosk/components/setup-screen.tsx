import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { BusyButton } from "#client/components/ui/busy-button.tsx";
import buttonStyles from "#client/components/ui/button.module.css";
import { useOutlets } from "#client/features/ordering/api/get-outlets.ts";
import { KIOSK_PIN_MAX_LENGTH, type VerifyKioskPinRequest } from "#shared/contract/kiosk.ts";
import { useVerifyKioskPin } from "../api/verify-pin.ts";
import { exitKioskFullscreen } from "../fullscreen.ts";
import { applyKey, pinDigits } from "../keypad-input.ts";
import {
  bindKiosk,
  type KioskConfig,
  renewDeviceToken,
  unbindKiosk,
  useKioskConfig,
} from "../kiosk-config.ts";
import { kioskStrings as t } from "../messages.gen.ts";
import { pinFailure } from "../pin-failure.ts";
import { wipeCustomerSession } from "../wipe.ts";
import { NumericKeypad } from "./numeric-keypad.tsx";
import styles from "./setup.module.css";

type Store = { id: number; name: string };

/**
 * Staff only. Each store has its own PIN: a tablet is set up by choosing the store, then typing
 * that store's PIN; a kiosk's settings (leave, move to another store) open with its store's PIN.
 */
export function SetupScreen() {
  const config = useKioskConfig();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<Store | null>(null);
  const [unlocked, setUnlocked] = useState(false);

  if (config) {
    if (unlocked) return <SettingsStep config={config} />;
    const store = { id: config.outletId, name: config.outletName };
    return (
      <PinStep
        key={`exit-${store.id}`}
        store={store}
        purpose="exit"
        deviceToken={config.deviceToken}
        onUnlocked={(deviceToken) => {
          renewDeviceToken(config, deviceToken);
          setUnlocked(true);
        }}
      />
    );
  }
  if (!chosen) return <OutletStep onChoose={setChosen} />;
  return (
    <PinStep
      key={`setup-${chosen.id}`}
      store={chosen}
      purpose="setup"
      onUnlocked={(deviceToken) => {
        bindKiosk(chosen, deviceToken);
        void navigate({ to: "/kiosk", replace: true });
      }}
      onBack={() => setChosen(null)}
    />
  );
}

/** A step's heading takes the focus, so a screen reader announces the new step. */
function StepHeading({ id, children }: { id: string; children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h2 id={id} ref={ref} tabIndex={-1} className={styles.heading}>
      {children}
    </h2>
  );
}

type PinStepProps = {
  store: Store;
  purpose: VerifyKioskPinRequest["purpose"];
  /** Leaving: the tablet's device token, which the server then ends. */
  deviceToken?: string | undefined;
  /** With the tablet's new device token. */
  onUnlocked: (deviceToken: string | undefined) => void;
  /** Setting up: back to the list of stores. */
  onBack?: () => void;
};

function PinStep({ store, purpose, deviceToken, onUnlocked, onBack }: PinStepProps) {
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
      { outlet_id: store.id, pin, purpose, ...(deviceToken && { kiosk_token: deviceToken }) },
      {
        onSuccess: (answer) => onUnlocked(answer.kiosk_token),
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
        <StepHeading id={`${id}-heading`}>{t.pinHeading}</StepHeading>
        <p className={styles.intro}>
          {purpose === "setup"
            ? t.pinIntroSetup({ outlet: store.name })
            : t.pinIntroExit({ outlet: store.name })}
        </p>
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
              setPin(pinDigits(event.target.value, KIOSK_PIN_MAX_LENGTH));
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
          <BusyButton
            type="submit"
            className={`${buttonStyles.button} ${buttonStyles.block}`}
            busy={verify.isPending}
            busyText={t.pinChecking}
          >
            {t.pinContinue}
          </BusyButton>
        </form>
        {onBack ? (
          <button
            type="button"
            className={`${buttonStyles.secondary} ${buttonStyles.block}`}
            onClick={onBack}
          >
            {t.otherOutlet}
          </button>
        ) : (
          <Link to="/kiosk" className={`${buttonStyles.secondary} ${buttonStyles.block}`}>
            {t.cancelSetup}
          </Link>
        )}
      </section>
    </main>
  );
}

function OutletStep({ onChoose }: { onChoose: (store: Store) => void }) {
  const outlets = useOutlets();
  const id = useId();

  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby={`${id}-heading`}>
        <StepHeading id={`${id}-heading`}>{t.outletHeading}</StepHeading>
        <p className={styles.intro}>{t.outletIntro}</p>
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
                  aria-label={t.bindTo({ name: outlet.name })}
                  onClick={() => onChoose({ id: outlet.id, name: outlet.name })}
                >
                  <span className={styles.outletName}>{outlet.name}</span>
                  <span className={styles.outletMeta}>{outlet.address}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}

function SettingsStep({ config }: { config: KioskConfig }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = useId();

  // Leaving or moving ends this store's binding; a customer's leftovers go with it.
  const unbind = () => {
    void wipeCustomerSession(queryClient);
    unbindKiosk();
  };
  const leave = () => {
    unbind();
    exitKioskFullscreen();
    void navigate({ to: "/", replace: true });
  };

  return (
    <main className={styles.page}>
      <section className={`${styles.card} ${styles.narrow}`} aria-labelledby={`${id}-heading`}>
        <StepHeading id={`${id}-heading`}>{t.settingsHeading}</StepHeading>
        <p className={styles.current}>
          <strong>{t.currentOutlet({ name: config.outletName })}</strong>
        </p>
        <div className={styles.actions}>
          <Link to="/kiosk" className={buttonStyles.secondary}>
            {t.cancelSetup}
          </Link>
          <button type="button" className={buttonStyles.secondary} onClick={unbind}>
            {t.moveTablet}
          </button>
          <button type="button" className={buttonStyles.button} onClick={leave}>
            {t.leaveKiosk}
          </button>
        </div>
      </section>
    </main>
  );
}
