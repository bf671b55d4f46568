import type { MouseEvent as ReactMouseEvent, PointerEvent as ReactPointerEvent } from "react";
import { BackspaceIcon } from "#client/components/ui/screen-icons.tsx";
import { KEYPAD_LAYOUT, type KeypadKey } from "../keypad-input.ts";
import { kioskStrings as t } from "../messages.gen.ts";
import styles from "./keypad.module.css";

// Keys never take the focus: the field being typed into keeps it (and its caret).
const keepFocus = (event: ReactPointerEvent | ReactMouseEvent) => event.preventDefault();

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
