import { useEffect, useRef } from "react";
import { AlertDialog } from "#client/components/ui/alert-dialog.tsx";
import { addressStrings as t } from "../strings.ts";
import styles from "./timed-notice.module.css";

/** Spec section 9: the success notice closes itself after 3000 ms. */
export const NOTICE_AUTO_CLOSE_MS = 3000;

type TimedNoticeProps = {
  /** The notice's text (null: closed). */
  message: string | null;
  /** Runs once, when OK, Escape or the timer closes it. */
  onClose: () => void;
};

/** A success notice with an OK button that also closes itself after 3000 ms. */
export function TimedNotice({ message, onClose }: TimedNoticeProps) {
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (message === null) return;
    const timer = setTimeout(() => close.current(), NOTICE_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  return (
    <AlertDialog open={message !== null} title={message ?? ""} closeLabel={t.ok} onClose={onClose}>
      <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" className={styles.icon}>
        <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth="3" />
        <path
          d="M14 25l7 7 13-15"
          fill="none"
          stroke="currentColor"
          strokeWidth="3.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </AlertDialog>
  );
}
