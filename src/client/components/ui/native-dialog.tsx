import { type ReactNode, useEffect, useRef } from "react";
import { CloseIcon } from "./icons.tsx";
import { uiStrings as t } from "./messages.gen.ts";

type NativeDialogProps = {
  open: boolean;
  onClose: () => void;
  className?: string;
  /** The id of the element that names the dialog (its title). */
  labelledBy: string;
  children: ReactNode;
};

// The native <dialog> opened with showModal() traps focus, makes the rest of the page inert
// and closes on Escape. Escape and a click on the backdrop both ask the owner to close it.
export function NativeDialog({ open, onClose, className, labelledBy, children }: NativeDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click mirrors Escape, which the dialog handles
    <dialog
      ref={dialogRef}
      className={className}
      aria-labelledby={labelledBy}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === dialogRef.current) onClose(); // a click on the backdrop
      }}
    >
      {open && children}
    </dialog>
  );
}

export function CloseButton({ className, onClick }: { className?: string; onClick: () => void }) {
  return (
    <button type="button" className={className} onClick={onClick} aria-label={t.close}>
      <CloseIcon />
    </button>
  );
}
