import { type ClipboardEvent, type KeyboardEvent, type Ref, useId, useImperativeHandle, useRef } from "react";
import { toWesternDigits } from "#shared/i18n/digits.ts";
import styles from "./form.module.css";
import { formStrings as t } from "./messages.gen.ts";
import { codeFromText, fillBoxes } from "./otp-rules.ts";
import { useWebOtp } from "./web-otp.ts";

export type OtpInputHandle = { focus: (index?: number) => void };

type OtpInputProps = {
  values: readonly string[];
  onChange: (values: string[]) => void;
  legend: string;
  /** Per box: its error message, if any (the box is highlighted and described by it). */
  boxErrors?: ReadonlyArray<string | undefined>;
  /** An error about the whole code (the server's answer): every box is highlighted. */
  error?: string;
  disabled?: boolean;
  /** While the code is being checked: the boxes keep the focus but cannot change. */
  readOnly?: boolean;
  autoFocus?: boolean;
  /** Called with the code when the browser delivers it from the SMS (WebOTP). */
  onCodeReceived?: (code: string) => void;
  /** Change it to listen for the SMS again (after a resend). */
  webOtpKey?: unknown;
  ref?: Ref<OtpInputHandle>;
};

/**
 * One-digit boxes for a one-time code: a digit moves focus forward, Backspace in an empty box
 * moves it back, arrows move between boxes, a pasted or autofilled code fills every box, and
 * WebOTP fills them from the SMS where the browser can.
 */
export function OtpInput({
  values,
  onChange,
  legend,
  boxErrors = [],
  error,
  disabled,
  readOnly,
  autoFocus,
  onCodeReceived,
  webOtpKey,
  ref,
}: OtpInputProps) {
  const id = useId();
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const length = values.length;
  const positions = Array.from({ length }, (_, position) => position);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };
  useImperativeHandle(ref, () => ({ focus: (index = 0) => focusBox(index) }));

  useWebOtp({
    enabled: !disabled && !readOnly,
    restartKey: webOtpKey,
    onCode: (code) => {
      const digits = codeFromText(code, length);
      if (!digits) return;
      onChange(digits);
      onCodeReceived?.(digits.join(""));
    },
  });

  const setBox = (index: number, typed: string) => {
    if (readOnly) return;
    const value = toWesternDigits(typed); // an Arabic keyboard's ٣ is a 3
    const next = [...values];
    next[index] = value;
    onChange(next);
    if (/^[0-9]$/.test(value) && index < length - 1) focusBox(index + 1);
  };

  const fillFrom = (index: number, text: string) => {
    if (readOnly) return;
    const next = fillBoxes(values, index, text);
    onChange(next);
    const whole = codeFromText(text, length) !== null;
    focusBox(whole ? length - 1 : index + [...text.replace(/\s/g, "")].length);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const box = event.currentTarget;
    if (event.key === "Backspace" && box.value === "" && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === "ArrowLeft" && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === "ArrowRight" && index < length - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  // Whatever a keyboard types, hardware or on screen, replaces the box's content and, if a
  // digit, moves on: even when it is the same digit (no change event then) or the caret sits
  // after the digit (maxLength would drop the character without a word, letters included, so
  // 'Only one digit is allowed' could never show).
  const typeInto = (index: number, text: string) => {
    if ([...text].length > 1) fillFrom(index, text);
    else setBox(index, text);
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData("text").trim();
    if (text.length <= 1) return; // one character: the browser types it, onChange follows
    event.preventDefault();
    fillFrom(index, text);
  };

  // Each distinct message once, under the boxes; every box points at its own.
  const messages = [...new Set(boxErrors.filter((message): message is string => Boolean(message)))];
  const messageId = (message: string | undefined) =>
    message ? `${id}-error-${messages.indexOf(message)}` : undefined;
  const errorId = `${id}-error`;

  return (
    <fieldset className={styles.otp} disabled={disabled}>
      <legend className={styles.otpLegend}>{legend}</legend>
      <div className={styles.otpBoxes} dir="ltr">
        {positions.map((position) => {
          const boxError = boxErrors[position];
          return (
            <input
              key={position}
              ref={(element) => {
                boxes.current[position] = element;
              }}
              className={styles.otpBox}
              name={`otp-${position + 1}`}
              value={values[position] ?? ""}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]"
              maxLength={1}
              required
              readOnly={readOnly}
              // biome-ignore lint/a11y/noAutofocus: the code is the only thing to do on this screen
              autoFocus={autoFocus && position === 0}
              aria-label={t.digitLabel({ index: position + 1, length })}
              aria-invalid={boxError || error ? true : undefined}
              aria-describedby={
                [messageId(boxError), error ? errorId : undefined].filter(Boolean).join(" ") || undefined
              }
              onFocus={(event) => event.currentTarget.select()}
              onChange={(event) => {
                const value = event.target.value;
                if (value.length > 1) fillFrom(position, value);
                else setBox(position, value);
              }}
              onInput={(event) => {
                // Virtual keyboards send no usable key: retyping the same digit changes nothing,
                // so no change event; still move on.
                const value = toWesternDigits(event.currentTarget.value);
                if (value === values[position] && /^[0-9]$/.test(value)) focusBox(position + 1);
              }}
              onBeforeInput={(event) => {
                if (!event.data) return;
                event.preventDefault();
                typeInto(position, event.data);
              }}
              onCompositionEnd={(event) => {
                // Predictive on-screen keyboards compose: the browser inserts the result itself,
                // or drops it when the box is full. Either way the box ends up holding it.
                if (event.data) typeInto(position, event.data);
              }}
              onKeyDown={(event) => onKeyDown(position, event)}
              onPaste={(event) => onPaste(position, event)}
            />
          );
        })}
      </div>
      <div className={styles.otpMessages}>
        {messages.map((message) => (
          <p key={message} id={messageId(message)} className={styles.error}>
            {message}
          </p>
        ))}
        {error && (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
    </fieldset>
  );
}
