import { type ReactNode, useId } from "react";
import styles from "./modal.module.css";
import { CloseButton, NativeDialog } from "./native-dialog.tsx";

type ModalProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
};

/** A titled modal dialog; on phones it is laid out as a bottom sheet. */
export function Modal({ open, title, onClose, children, footer }: ModalProps) {
  const titleId = useId();
  return (
    <NativeDialog open={open} onClose={onClose} className={styles.dialog} labelledBy={titleId}>
      <div className={styles.sheet}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <CloseButton className={styles.close} onClick={onClose} />
        </header>
        <div className={styles.body}>{children}</div>
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </div>
    </NativeDialog>
  );
}
