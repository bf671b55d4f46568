import type { MouseEvent as ReactMouseEvent, PointerEvent as ReactPointerEvent } from "react";
import { KEYPAD_LAYOUT, type KeypadKey } from "../keypad-input.ts";
import { kioskStrings as t } from "../strings.ts";
import styles from "./keypad.module.css";

// Keys never take the focus: the field being typed into keeps it (and its caret).
const keepFocus = (event: ReactPointerEvent | ReactMouseEvent) => event.preventDefault();

function BackspaceIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
      <path
        d="M9 5h10a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-6-7zM12 9.5l5 5M17 9.5l-5 5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Digits 0-9, Clear and Delete, in a phone's layout. */
export function NumericKeypad({ onKey, className }: { onKey: (key: KeypadKey) => void; className?: string }) {
  return (
    <fieldset className={className ? `${styles.keypad} ${className}` : styles.keypad}>
      <legend className="visually-hidden">{t.keypad}</legend>
      {KEYPAD_LAYOUT.map((key) => (
        <button
          key={key}
          type="button"
          className={styles.key}
          data-kind={key === "backspace" || key === "clear" ? "action" : "digit"}
          aria-label={key === "backspace" ? t.backspace : key === "clear" ? t.clear : undefined}
          onPointerDown={keepFocus}
          onMouseDown={keepFocus}
          onClick={() => onKey(key)}
        >
          {key === "backspace" ? <BackspaceIcon /> : key === "clear" ? t.clear : key}
        </button>
      ))}
    </fieldset>
  );
}
