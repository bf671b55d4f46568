// Live validation of forms with the shared zod schemas (spec section 9: debounce 1500 ms). A
// field's error appears once the person paused typing in it for the debounce (or submitted),
// and disappears as soon as the value is valid again. Server errors (422) show until the field
// is edited.
import { useCallback, useEffect, useRef, useState } from "react";
import type * as z from "zod/mini";

export const VALIDATION_DEBOUNCE_MS = 1500;

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The first message per top-level field of a failed parse; {} when the values are valid. */
export function zodFieldErrors<F extends string>(
  schema: z.ZodMiniType,
  values: Record<F, unknown>,
): FieldErrors<F> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors<F> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "") as F;
    if (field in values && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/** The first non-empty message per field of a 422 answer, for the given fields only. */
export function firstServerErrors<F extends string>(
  errors: Record<string, readonly string[]>,
  fields: readonly F[],
): FieldErrors<F> {
  const result: FieldErrors<F> = {};
  for (const field of fields) {
    const message = errors[field]?.find((text) => text.trim() !== "");
    if (message) result[field] = message;
  }
  return result;
}

/** The messages to show: server errors first, then checked errors that still apply. */
export function visibleErrors<F extends string>(
  checked: FieldErrors<F>,
  server: FieldErrors<F>,
  current: FieldErrors<F>,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const field of new Set([...Object.keys(checked), ...Object.keys(server)]) as Set<F>) {
    const message = server[field] ?? (current[field] ? checked[field] : undefined);
    if (message) errors[field] = message;
  }
  return errors;
}

export function useLiveValidation<F extends string>(
  values: Record<F, string>,
  validate: (values: Record<F, string>) => FieldErrors<F>,
  delayMs = VALIDATION_DEBOUNCE_MS,
) {
  const [checked, setChecked] = useState<FieldErrors<F>>({});
  const [server, setServer] = useState<FieldErrors<F>>({});
  const [edits, setEdits] = useState(0);
  const pending = useRef(new Set<F>());
  const latest = useRef({ values, validate });
  latest.current = { values, validate };

  useEffect(() => {
    if (edits === 0 || pending.current.size === 0) return;
    const timer = setTimeout(() => {
      const all = latest.current.validate(latest.current.values);
      const fields = [...pending.current];
      pending.current.clear();
      setChecked((previous) => {
        const next = { ...previous };
        for (const field of fields) {
          if (all[field]) next[field] = all[field];
          else delete next[field];
        }
        return next;
      });
    }, delayMs);
    return () => clearTimeout(timer);
  }, [edits, delayMs]);

  /** Call from the field's change handler. */
  const fieldChanged = useCallback((field: F) => {
    pending.current.add(field);
    setServer((previous) => {
      if (!(field in previous)) return previous;
      const next = { ...previous };
      delete next[field];
      return next;
    });
    setEdits((count) => count + 1);
  }, []);

  /** On submit: checks every field now; returns the errors ({} when valid). */
  const validateAll = useCallback((): FieldErrors<F> => {
    const all = latest.current.validate(latest.current.values);
    pending.current.clear();
    setChecked(all);
    return all;
  }, []);

  /** On submit: checks every field now and focuses the first of `order` with an error; true if one has. */
  const focusFirstInvalid = useCallback(
    (order: readonly F[], focus: (field: F) => void): boolean => {
      const all = validateAll();
      const invalid = order.find((field) => all[field]);
      if (invalid) focus(invalid);
      return invalid !== undefined;
    },
    [validateAll],
  );

  const reset = useCallback(() => {
    pending.current.clear();
    setChecked({});
    setServer({});
  }, []);

  return {
    errors: visibleErrors(checked, server, validate(values)),
    fieldChanged,
    validateAll,
    focusFirstInvalid,
    setServerErrors: setServer,
    reset,
  };
}
