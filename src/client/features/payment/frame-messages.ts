// Messages from the card provider's embedded page (spec section 7: payment_tokenized or error).
// Only the frame we embedded may talk to us: the message must come from its window and from its
// origin, so another page or frame cannot feed us a token or an error.
import * as z from "zod/mini";

const tokenizedSchema = z.lazy(() =>
  z.object({
    type: z.literal("payment_tokenized"),
    token: z.string().check(z.minLength(1), z.maxLength(200)),
    last4: z.string().check(z.regex(/^\d{4}$/)),
    brand: z.string().check(z.minLength(1), z.maxLength(20)),
    expiry: z.string().check(z.maxLength(5)),
    name: z.string().check(z.maxLength(100)),
  }),
);
const errorSchema = z.lazy(() =>
  z.object({ type: z.literal("error"), message: z.string().check(z.maxLength(500)) }),
);
const frameMessageSchema = z.lazy(() => z.discriminatedUnion("type", [tokenizedSchema, errorSchema]));

export type FrameMessage = z.infer<typeof frameMessageSchema>;
export type TokenizedCard = Omit<z.infer<typeof tokenizedSchema>, "type">;

export type FrameSource = { origin: string; window: unknown };

/** The frame's message, or null when it is not from our frame or not one we know. */
export function readFrameMessage(
  event: { origin: string; source: unknown; data: unknown },
  frame: FrameSource,
): FrameMessage | null {
  if (event.origin !== frame.origin || event.source === null || event.source !== frame.window) return null;
  const parsed = frameMessageSchema.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}

/** The origin of a provider page address; null for anything but an http(s) page. */
export function frameOriginOf(url: string, base: string): string | null {
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** The card provider's page that saves a card (our server knows which), told which origin to post to. */
export function cardFrameUrl(parentOrigin: string): string {
  return `/payments/card-frame?parent_origin=${encodeURIComponent(parentOrigin)}`;
}

/** The server's payment page of an order (place_order's url); not a screen of this app. */
export function checkoutPath(orderId: string): string {
  return `/payments/checkout/${encodeURIComponent(orderId)}`;
}
