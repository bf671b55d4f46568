import * as z from "zod/mini";

/** 422: the Laravel-style validation answer the original client reads (`data.errors`). */
export const validationErrorSchema = z.lazy(() =>
  z.object({
    status: z.literal(422),
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())),
  }),
);
export type ValidationErrorBody = z.infer<typeof validationErrorSchema>;

/** Every other error: the HTTP status mirrored in the body. */
export const errorSchema = z.lazy(() =>
  z.object({
    status: z.number().check(z.int()),
    message: z.string(),
  }),
);
export type ErrorBody = z.infer<typeof errorSchema>;
