import { useEffect, useState } from "react";
import { BusyButton } from "#client/components/ui/busy-button.tsx";
import buttonStyles from "#client/components/ui/button.module.css";
import { browserPushSteps, readPushEnvironment } from "../browser-push.ts";
import { notificationStrings as t } from "../messages.gen.ts";
import { initialState, type NotifyState, turnOnNotifications } from "../push-offer.ts";
import styles from "./notify-when-ready.module.css";

/** "Tell me when it's ready": turns on Web Push for the customer's orders on this device. */
export function NotifyWhenReady() {
  const [state, setState] = useState<NotifyState>("hidden");
  useEffect(() => {
    let current = true;
    void readPushEnvironment().then((environment) => {
      if (current) setState(initialState(environment));
    });
    return () => {
      current = false;
    };
  }, []);

  if (state === "hidden") return null;
  const messages: Partial<Record<NotifyState, string>> = { on: t.on, denied: t.denied, failed: t.failed };
  const canTap = state === "idle" || state === "asking" || state === "failed";
  return (
    <section className={styles.box} aria-label={t.turnOn}>
      {/* One line that changes with the tap's result, announced when it does. */}
      <p role="status" className={state === "on" ? styles.on : styles.text}>
        {messages[state] ?? t.offer}
      </p>
      {canTap && (
        <BusyButton
          type="button"
          className={`${buttonStyles.secondary} ${buttonStyles.block}`}
          busy={state === "asking"}
          busyText={t.asking}
          onClick={async () => {
            setState("asking");
            setState(await turnOnNotifications(browserPushSteps));
          }}
        >
          {t.turnOn}
        </BusyButton>
      )}
    </section>
  );
}
