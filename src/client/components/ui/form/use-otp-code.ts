// A one-time-code entry's state: the boxes, the box errors of spec section 5, the server's word on
// the last code sent, and the check before a code is sent. The sign-in screen and the profile's new-number check share it.
import { useRef, useState } from "react";
import { formStrings } from "./messages.gen.ts";
import type { OtpInputHandle } from "./otp-input.tsx";
import { otpBoxProblem } from "./otp-rules.ts";

const emptyCode = (length: number) => Array.from({ length }, () => "");

export function useOtpCode(length: number) {
  const boxes = useRef<OtpInputHandle>(null);
  const [code, setCode] = useState<string[]>(() => emptyCode(length));
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  // 'Only one digit is allowed' shows at once; 'This field is required' once they tried to send it.
  const boxErrors = code.map((digit) => {
    const problem = otpBoxProblem(digit);
    if (problem === "not-one-digit") return formStrings.oneDigit;
    return problem === "required" && submitted ? formStrings.required : undefined;
  });

  return {
    boxes,
    code,
    serverError,
    setServerError,
    /** The entry's own props of <OtpInput>: typing again clears the server's word on the last code. */
    inputProps: {
      ref: boxes,
      values: code,
      onChange: (next: string[]) => {
        setCode(next);
        setServerError(null);
      },
      boxErrors,
      error: serverError ?? undefined,
    },
    /** Counts as a try to send `digits`: true when every box holds one digit, else the first that does not gets focus. */
    complete(digits: readonly string[]): boolean {
      setSubmitted(true);
      const firstInvalid = digits.findIndex((digit) => otpBoxProblem(digit) !== null);
      if (firstInvalid === -1) return true;
      boxes.current?.focus(firstInvalid);
      return false;
    },
    /** Empties the boxes (the required errors stay shown once a try was made). */
    clear: () => setCode(emptyCode(length)),
    /** Empties the boxes and forgets the try (a new code arrived). */
    reset() {
      setCode(emptyCode(length));
      setSubmitted(false);
    },
  };
}
