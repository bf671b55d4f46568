import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Spinner } from "./spinner.tsx";

type BusyButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "aria-busy"> & {
  type: "button" | "submit";
  /** Waiting for the server: the button is disabled and says so to assistive technology. */
  busy: boolean;
  /** The words while busy ("Saving..."); without them a spinner comes before the usual words. */
  busyText?: ReactNode;
};

/** A button that sends something and waits for the answer (one press, one request). */
export function BusyButton({ type, busy, busyText, disabled, children, ...props }: BusyButtonProps) {
  return (
    <button type={type} {...props} disabled={busy || disabled} aria-busy={busy}>
      {busyText === undefined && busy && <Spinner />}
      {busy && busyText !== undefined ? busyText : children}
    </button>
  );
}
