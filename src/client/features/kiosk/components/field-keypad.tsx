import { useEffect, useState } from "react";
import { isNumericField, type KeypadKey, pressKey } from "../keypad-input.ts";
import { kioskStrings as t } from "../messages.gen.ts";
import styles from "./keypad.module.css";
import { NumericKeypad } from "./numeric-keypad.tsx";

const CANDIDATES =
  'main input[type="tel"], main input[inputmode="numeric"], main input[data-kiosk-keypad="on"]';

/** No on-screen keyboard of the tablet's own over ours: ours types into the field. */
function suppressOwnKeyboard(field: HTMLInputElement) {
  if (field.dataset.kioskKeypad === "on") return;
  field.dataset.kioskKeypad = "on";
  field.inputMode = "none";
}

function firstCandidate(): HTMLInputElement | null {
  for (const element of document.querySelectorAll(CANDIDATES)) {
    if (isNumericField(element)) return element;
  }
  return null;
}

/**
 * On a kiosk, the phone number and the one-time code are typed on a keypad on the screen: it
 * docks beside the page whenever the screen has a phone or code field (login, OTP, register),
 * and types into the field that has (or last had) the focus.
 */
export function FieldKeypad({ pathname }: { pathname: string }) {
  const [field, setField] = useState<HTMLInputElement | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new screen (pathname) has new fields to find
  useEffect(() => {
    // A new screen: find its field once it has rendered (route chunks load lazily).
    setField(null);
    let found: HTMLInputElement | null = null;
    const look = () => {
      if (found?.isConnected) return;
      found = firstCandidate();
      if (found) suppressOwnKeyboard(found);
      setField(found);
    };
    look();
    const observer = new MutationObserver(look);
    observer.observe(document.body, { childList: true, subtree: true });
    const onPointerDown = (event: Event) => {
      // Before the focus moves: the tablet decides on its own keyboard at focus time.
      if (isNumericField(event.target)) suppressOwnKeyboard(event.target);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!isNumericField(event.target)) return;
      suppressOwnKeyboard(event.target);
      found = event.target;
      setField(event.target);
    };
    document.addEventListener("pointerdown", onPointerDown, true);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      observer.disconnect();
      document.removeEventListener("pointerdown", onPointerDown, true);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [pathname]);

  const shown = field !== null;
  useEffect(() => {
    if (!shown) return;
    document.documentElement.dataset.kioskKeypad = "";
    return () => {
      delete document.documentElement.dataset.kioskKeypad;
    };
  }, [shown]);

  if (!field) return null;

  const onKey = (key: KeypadKey) => {
    // The OTP boxes move the focus themselves; type into whichever field has it now.
    const target = isNumericField(document.activeElement) ? document.activeElement : field;
    if (!target.isConnected) return;
    if (document.activeElement !== target) target.focus({ preventScroll: true });
    pressKey(target, key);
  };

  return (
    <aside className={styles.dock} aria-label={t.keypad}>
      <p className={styles.dockTitle} aria-hidden="true">
        {t.keypad}
      </p>
      <NumericKeypad onKey={onKey} />
    </aside>
  );
}
