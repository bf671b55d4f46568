import { type ReactNode, useEffect, useRef } from "react";
import buttonStyles from "./button.module.css";
import { ErrorReference } from "./error-reference.tsx";
import { Modal } from "./modal.tsx";

type AlertDialogProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  onClose: () => void;
  /** The label of the one button that closes it. */
  closeLabel: string;
};

/**
 * A message that needs acknowledging ('Success' / 'OTP send sucessfully.', 'Error' / ...): the
 * shared Modal with one button, which has the focus when it opens. onClose runs once per
 * opening, whether the button, Escape, the close icon or the backdrop closed it.
 */
export function AlertDialog({ open, title, children, onClose, closeLabel }: AlertDialogProps) {
  const button = useRef<HTMLButtonElement>(null);
  const isOpen = useRef(open);
  isOpen.current = open;

  // Runs after the Modal's own effect has opened the <dialog>.
  useEffect(() => {
    if (open) button.current?.focus();
  }, [open]);

  const close = () => {
    if (!isOpen.current) return;
    isOpen.current = false;
    onClose();
  };

  return (
    <Modal
      open={open}
      title={title}
      onClose={close}
      footer={
        <button
          ref={button}
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.block}`}
          onClick={close}
        >
          {closeLabel}
        </button>
      }
    >
      {children}
    </Modal>
  );
}

/** A titled message held in a screen's state until it is acknowledged. */
export type Notice = {
  title: string;
  message: string;
  /** The failure behind it: a server fault's code is shown to quote. */
  error?: unknown;
};

/** The AlertDialog of a `Notice`: open while there is one; onClose clears it. */
export function NoticeDialog({
  notice,
  closeLabel,
  onClose,
}: {
  notice: Notice | null;
  closeLabel: string;
  onClose: () => void;
}) {
  return (
    <AlertDialog open={notice !== null} title={notice?.title ?? ""} closeLabel={closeLabel} onClose={onClose}>
      <p>{notice?.message}</p>
      <ErrorReference error={notice?.error} />
    </AlertDialog>
  );
}
