import buttonStyles from "./button.module.css";
import { Modal } from "./modal.tsx";

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  text: string;
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  /** Also runs on Escape, the close icon and a click on the backdrop. */
  onCancel: () => void;
};

/**
 * A question with two answers ('Are you sure?' with No and Yes; re-order's 'Cancel' and
 * 'Continue to payment'): the shared Modal, cancel first, the confirming button last.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  cancelLabel,
  confirmLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
            {cancelLabel}
          </button>
          <button type="button" className={buttonStyles.button} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      <p>{text}</p>
    </Modal>
  );
}
