import buttonStyles from "#client/components/ui/button.module.css";
import { Modal } from "#client/components/ui/modal.tsx";
import { cartStrings as t } from "../strings.ts";

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  text: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/** 'Are you sure?' with Yes and No (spec sections 4 and 8). */
export function ConfirmDialog({ open, title, text, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
            {t.no}
          </button>
          <button type="button" className={buttonStyles.button} onClick={onConfirm}>
            {t.yes}
          </button>
        </>
      }
    >
      <p>{text}</p>
    </Modal>
  );
}
