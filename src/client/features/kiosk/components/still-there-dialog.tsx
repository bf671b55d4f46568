import buttonStyles from "#client/components/ui/button.module.css";
import { Modal } from "#client/components/ui/modal.tsx";
import { kioskStrings as t } from "../messages.gen.ts";
import styles from "./session.module.css";

type StillThereDialogProps = {
  /** Seconds left before the wipe; the dialog is open while this is a number. */
  secondsLeft: number | null;
  onStillHere: () => void;
  onStartOver: () => void;
};

/** 'Still there?': after the idle time, counts down to the wipe. Any touch keeps the session. */
export function StillThereDialog({ secondsLeft, onStillHere, onStartOver }: StillThereDialogProps) {
  return (
    <Modal
      open={secondsLeft !== null}
      title={t.stillThereTitle}
      onClose={onStillHere}
      footer={
        <div className={styles.dialogActions}>
          <button type="button" className={buttonStyles.secondary} onClick={onStartOver}>
            {t.startOver}
          </button>
          <button type="button" className={buttonStyles.button} onClick={onStillHere}>
            {t.stillHere}
          </button>
        </div>
      }
    >
      <div className={styles.dialogText}>
        <p>{t.stillThereText}</p>
        <p className={styles.countdown} role="timer" aria-live="polite" aria-atomic="true">
          {secondsLeft !== null && t.stillThereCountdown({ seconds: secondsLeft })}
        </p>
      </div>
    </Modal>
  );
}
