import { useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import buttonStyles from "#client/components/ui/button.module.css";
import { useCountdown } from "#client/lib/countdown.ts";
import { useWipeOnArrival } from "../hooks/use-wipe.ts";
import { useKioskMode } from "../kiosk-config.ts";
import { KIOSK_ATTRACT_PATH } from "../kiosk-routes.ts";
import { kioskTimings } from "../kiosk-settings.ts";
import { kioskStrings as t } from "../messages.gen.ts";
import styles from "./session.module.css";

/**
 * On the in-store payment result pages of a kiosk: the order is finished, so the customer's
 * session is wiped at once, and the screen goes back to the attract screen by itself.
 */
export function KioskResultReturn() {
  const kiosk = useKioskMode();
  return kiosk ? <ReturnCountdown /> : null;
}

function ReturnCountdown() {
  const navigate = useNavigate();
  useWipeOnArrival();
  const countdown = useCountdown(Math.round(kioskTimings.countdownMs / 1000));
  const backToStart = () => void navigate({ to: KIOSK_ATTRACT_PATH, replace: true });

  useEffect(() => {
    if (!countdown.running) void navigate({ to: KIOSK_ATTRACT_PATH, replace: true });
  }, [countdown.running, navigate]);

  return (
    <div className={styles.return}>
      <p className={styles.returnText} role="timer" aria-live="off">
        {t.returning({ seconds: countdown.secondsLeft })}
      </p>
      <button
        type="button"
        className={`${buttonStyles.secondary} ${buttonStyles.block}`}
        onClick={backToStart}
      >
        {t.newOrder}
      </button>
    </div>
  );
}
