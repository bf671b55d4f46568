// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loginRequestSchema } from "#shared/contract/auth.ts";
import { phoneMessages } from "#shared/rules/phone.ts";
import {
  firstServerErrors,
  useLiveValidation,
  VALIDATION_DEBOUNCE_MS,
  visibleErrors,
  zodFieldErrors,
} from "./validation.ts";

type Values = { phoneNumber: string };
const validate = (values: Values) => zodFieldErrors(loginRequestSchema, values);

describe("zodFieldErrors", () => {
  it("gives the first message per field with the shared schema", () => {
    expect(validate({ phoneNumber: "" })).toEqual({ phoneNumber: "The phone number is required." });
    expect(validate({ phoneNumber: "123" })).toEqual({ phoneNumber: phoneMessages.invalid });
    expect(validate({ phoneNumber: "01012345678" })).toEqual({});
  });
});

describe("firstServerErrors", () => {
  it("keeps the first non-empty message of the form's fields", () => {
    expect(firstServerErrors({ phoneNumber: ["", "Taken"], other: ["x"] }, ["phoneNumber"] as const)).toEqual(
      {
        phoneNumber: "Taken",
      },
    );
  });
});

describe("visibleErrors", () => {
  it("server errors win; a checked error hides once the value is valid", () => {
    expect(visibleErrors({ a: "bad" }, {}, { a: "bad" })).toEqual({ a: "bad" });
    expect(visibleErrors({ a: "bad" }, {}, {})).toEqual({});
    expect(visibleErrors({}, { a: "server" }, {})).toEqual({ a: "server" });
  });
});

describe("useLiveValidation", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(initial: string) {
    let values: Values = { phoneNumber: initial };
    const hook = renderHook(() => useLiveValidation(values, validate));
    const type = (next: string) => {
      values = { phoneNumber: next };
      act(() => hook.result.current.fieldChanged("phoneNumber"));
      hook.rerender();
    };
    return { hook, type };
  }

  it("shows an error only after the 1500 ms pause", () => {
    const { hook, type } = setup("");
    type("12");
    expect(hook.result.current.errors).toEqual({});
    act(() => vi.advanceTimersByTime(VALIDATION_DEBOUNCE_MS - 1));
    expect(hook.result.current.errors).toEqual({});
    act(() => vi.advanceTimersByTime(1));
    expect(hook.result.current.errors).toEqual({ phoneNumber: phoneMessages.invalid });
  });

  it("each keystroke restarts the pause; a valid value clears the error at once", () => {
    const { hook, type } = setup("");
    type("1");
    act(() => vi.advanceTimersByTime(1000));
    type("10");
    act(() => vi.advanceTimersByTime(1000));
    expect(hook.result.current.errors).toEqual({});
    act(() => vi.advanceTimersByTime(500));
    expect(hook.result.current.errors.phoneNumber).toBe(phoneMessages.invalid);
    type("01012345678");
    expect(hook.result.current.errors).toEqual({});
  });

  it("validateAll shows every error at once; a server error shows until the field is edited", () => {
    const { hook, type } = setup("");
    let errors = {};
    act(() => {
      errors = hook.result.current.validateAll();
    });
    expect(errors).toEqual({ phoneNumber: "The phone number is required." });
    expect(hook.result.current.errors.phoneNumber).toBe("The phone number is required.");

    type("01012345678");
    act(() => hook.result.current.setServerErrors({ phoneNumber: "No account uses this phone number." }));
    expect(hook.result.current.errors.phoneNumber).toBe("No account uses this phone number.");
    type("01012345679");
    expect(hook.result.current.errors).toEqual({});
  });
});
