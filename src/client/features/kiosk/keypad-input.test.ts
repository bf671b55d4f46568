// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { applyKey, deleteBackward, insertText, isNumericField, pinDigits, pressKey } from "./keypad-input.ts";

describe("insertText / deleteBackward", () => {
  it("types at the caret or over the selection", () => {
    expect(insertText("010", 3, 3, "1")).toEqual({ value: "0101", caret: 4 });
    expect(insertText("0101", 1, 1, "9")).toEqual({ value: "09101", caret: 2 });
    expect(insertText("0101", 0, 4, "5")).toEqual({ value: "5", caret: 1 });
    expect(insertText("", 7, 9, "5")).toEqual({ value: "5", caret: 1 });
  });

  it("deletes the selection or the character before the caret", () => {
    expect(deleteBackward("0101", 4, 4)).toEqual({ value: "010", caret: 3 });
    expect(deleteBackward("0101", 2, 2)).toEqual({ value: "001", caret: 1 });
    expect(deleteBackward("0101", 1, 3)).toEqual({ value: "01", caret: 1 });
    expect(deleteBackward("0101", 0, 0)).toEqual({ value: "0101", caret: 0 });
    expect(deleteBackward("", 0, 0)).toEqual({ value: "", caret: 0 });
  });
});

describe("applyKey (the staff PIN)", () => {
  it("appends digits up to the limit, deletes and clears", () => {
    expect(applyKey("24", "6", 12)).toBe("246");
    expect(applyKey("1234", "5", 4)).toBe("1234");
    expect(applyKey("246", "backspace", 12)).toBe("24");
    expect(applyKey("", "backspace", 12)).toBe("");
    expect(applyKey("246", "clear", 12)).toBe("");
  });
});

describe("pinDigits (the staff PIN typed on a keyboard)", () => {
  it("keeps digits only, Arabic-Indic ones as 0-9, up to the limit", () => {
    expect(pinDigits("2468", 12)).toBe("2468");
    expect(pinDigits("٢٤٦٨", 12)).toBe("2468");
    expect(pinDigits("۱۲۳٤5", 12)).toBe("12345");
    expect(pinDigits("12 a-3", 12)).toBe("123");
    expect(pinDigits("١٢٣٤٥", 4)).toBe("1234");
  });
});

describe("pressKey", () => {
  const field = (attributes: Record<string, string> = {}) => {
    const input = document.createElement("input");
    input.type = "tel";
    for (const [name, value] of Object.entries(attributes)) input.setAttribute(name, value);
    document.body.append(input);
    return input;
  };

  it("types into a field that does not handle keys, and announces an input event", () => {
    const input = field({ maxlength: "4" });
    const seen: string[] = [];
    input.addEventListener("input", () => seen.push(input.value));
    for (const key of ["0", "1", "0", "9", "9"] as const) pressKey(input, key);
    expect(input.value).toBe("0109"); // the fifth digit is over maxlength
    pressKey(input, "backspace");
    expect(input.value).toBe("010");
    pressKey(input, "clear");
    expect(input.value).toBe("");
    expect(seen).toEqual(["0", "01", "010", "0109", "010", ""]);
  });

  it("leaves the key to a field that handles it (the OTP boxes)", () => {
    const input = field();
    const keys: string[] = [];
    input.addEventListener("keydown", (event) => {
      keys.push(event.key);
      event.preventDefault();
    });
    pressKey(input, "7");
    pressKey(input, "backspace");
    expect(keys).toEqual(["7", "Backspace"]);
    expect(input.value).toBe("");
  });

  it("serves phone and numeric fields only, not read-only ones or those with their own keypad", () => {
    expect(isNumericField(field())).toBe(true);
    const code = document.createElement("input");
    code.inputMode = "numeric";
    expect(isNumericField(code)).toBe(true);
    const text = document.createElement("input");
    expect(isNumericField(text)).toBe(false);
    expect(isNumericField(field({ readonly: "" }))).toBe(false);
    const own = document.createElement("div");
    own.dataset.ownKeypad = "";
    const pin = document.createElement("input");
    pin.inputMode = "numeric";
    own.append(pin);
    document.body.append(own);
    expect(isNumericField(pin)).toBe(false);
    expect(isNumericField(null)).toBe(false);
  });
});
