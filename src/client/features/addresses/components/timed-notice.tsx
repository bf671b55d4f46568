import { useEffect, useRef } from "react";
import { AlertDialog } from "#client/components/ui/alert-dialog.tsx";
import { CheckCircleIcon } from "#client/components/ui/screen-icons.tsx";
import type { MenuState } from "#client/lib/navigation-state.ts";
import { addressStrings as t } from "../messages.gen.ts";
import { useGoToMenu } from "../use-go-to-menu.ts";
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
      <CheckCircleIcon className={styles.icon} />
    </AlertDialog>
  );
}

/** The notice that an address was saved or chosen: once it closes, on to the menu. */
export function NoticeThenMenu({
  message,
  onDismiss,
  menuState,
}: {
  message: string | null;
  onDismiss: () => void;
  menuState: MenuState;
}) {
  const goToMenu = useGoToMenu();
  return (
    <TimedNotice
      message={message}
      onClose={() => {
        if (message === null) return;
        onDismiss();
        void goToMenu(menuState);
      }}
    />
  );
}
