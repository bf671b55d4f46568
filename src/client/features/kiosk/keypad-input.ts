// The on-screen keypad types into the focused field the way a key would: the field's own key
// handling goes first (the OTP boxes move between boxes on a digit and on Backspace), and when
// the field did not handle the key, the keypad edits its value and tells React with an input
// event, as typing does.
import { toWesternDigits } from "#shared/i18n/digits.ts";

export type KeypadKey = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9" | "backspace" | "clear";

export const KEYPAD_LAYOUT: readonly KeypadKey[] = [
  "1",
  "2",
  "3",
  "4",
  "5",
  "6",
  "7",
  "8",
  "9",
  "clear",
  "0",
  "backspace",
];

export type FieldEdit = { value: string; caret: number };

/** `text` in place of the selection [start, end) (or at the caret). */
export function insertText(value: string, start: number, end: number, text: string): FieldEdit {
  const from = clamp(Math.min(start, end), value.length);
  const to = clamp(Math.max(start, end), value.length);
  return { value: value.slice(0, from) + text + value.slice(to), caret: from + text.length };
}

/** Backspace: the selection, or the character before the caret. */
export function deleteBackward(value: string, start: number, end: number): FieldEdit {
  const from = clamp(Math.min(start, end), value.length);
  const to = clamp(Math.max(start, end), value.length);
  if (from !== to) return { value: value.slice(0, from) + value.slice(to), caret: from };
  if (from === 0) return { value, caret: 0 };
  return { value: value.slice(0, from - 1) + value.slice(from), caret: from - 1 };
}

/** The next state of a controlled value (the staff PIN) for a key, at most `maxLength` long. */
export function applyKey(value: string, key: KeypadKey, maxLength: number): string {
  if (key === "clear") return "";
  if (key === "backspace") return value.slice(0, -1);
  return value.length >= maxLength ? value : value + key;
}

/**
 * What a typed PIN keeps: its digits, at most `maxLength`. A hardware keyboard with an Arabic
 * layout types ٠-٩ (or ۰-۹): they count as 0-9, the digits the PIN is checked in.
 */
export function pinDigits(text: string, maxLength: number): string {
  return toWesternDigits(text).replace(/\D/g, "").slice(0, maxLength);
}

const clamp = (index: number, length: number) => Math.max(0, Math.min(length, index));

/** Fields the keypad serves: phone numbers and numeric codes. */
export function isNumericField(element: EventTarget | null): element is HTMLInputElement {
  return (
    element instanceof HTMLInputElement &&
    !element.disabled &&
    !element.readOnly &&
    (element.type === "tel" || element.inputMode === "numeric" || element.dataset.kioskKeypad === "on") &&
    element.closest("[data-own-keypad]") === null
  );
}

function setFieldValue(field: HTMLInputElement, value: string): void {
  // React tracks the value it set; the prototype's setter goes around that tracker, so the
  // input event below reads as a change.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/** Presses `key` on `field`. */
export function pressKey(field: HTMLInputElement, key: KeypadKey): void {
  if (key === "clear") {
    setFieldValue(field, "");
    return;
  }
  const keyName = key === "backspace" ? "Backspace" : key;
  const keydown = new KeyboardEvent("keydown", { key: keyName, bubbles: true, cancelable: true });
  if (!field.dispatchEvent(keydown)) return; // the field handled it
  const start = field.selectionStart ?? field.value.length;
  const end = field.selectionEnd ?? start;
  const edit =
    key === "backspace" ? deleteBackward(field.value, start, end) : insertText(field.value, start, end, key);
  if (field.maxLength > 0 && edit.value.length > field.maxLength) return;
  setFieldValue(field, edit.value);
  try {
    field.setSelectionRange(edit.caret, edit.caret);
  } catch {
    // some input types have no selection
  }
}
