import { useEffect } from "react";
import { AlertDialog } from "#client/components/ui/alert-dialog.tsx";
import { ErrorReference } from "#client/components/ui/error-reference.tsx";
import { checkoutStrings as t } from "../messages.gen.ts";

export type Message = {
  title: string;
  text?: string;
  /** Closes by itself after this long (the spec's success notice: 3000 ms). */
  autoCloseMs?: number;
  /** What happens once the customer has read it. */
  afterClose?: () => void;
  /** The failure behind it: a server fault's code is shown to quote. */
  error?: unknown;
};

export function MessageDialog({ message, onClose }: { message: Message | null; onClose: () => void }) {
  useEffect(() => {
    if (!message?.autoCloseMs) return;
    const timer = setTimeout(onClose, message.autoCloseMs);
    return () => clearTimeout(timer);
  }, [message, onClose]);

  return (
    <AlertDialog open={message !== null} title={message?.title ?? ""} onClose={onClose} closeLabel={t.ok}>
      {message?.text && <p role="alert">{message.text}</p>}
      <ErrorReference error={message?.error} />
    </AlertDialog>
  );
}
