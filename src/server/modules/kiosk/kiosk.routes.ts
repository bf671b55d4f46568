import type { FastifyInstance } from "fastify";
import { kioskVerifyPin } from "#shared/contract/kiosk.ts";
import type { RateLimiter } from "../../http/rate-limit.ts";
import { route } from "../../http/route.ts";
import { RequestValidationError } from "../../http/validation.ts";
import { pinMatches } from "./kiosk-pin.ts";

/** Tries per IP and window: a 4-digit PIN cannot be walked through, staff retyping is fine. */
export const KIOSK_PIN_TRIES = 10;
export const KIOSK_PIN_WINDOW_SECONDS = 600;

export const kioskPinStrings = {
  wrongPin: "The PIN is not correct.",
  tooManyTries: "Too many PIN attempts. Please wait 10 minutes and try again.",
} as const;

type Deps = { pin: string; limiter: RateLimiter };

export function kioskRoutes(api: FastifyInstance, { pin, limiter }: Deps) {
  route(
    api,
    kioskVerifyPin,
  )(async (request) => {
    // Every try counts (right or wrong), in the database so all instances share the count.
    await limiter.check({
      key: `kiosk-pin:ip:${request.ip}`,
      max: KIOSK_PIN_TRIES,
      windowSeconds: KIOSK_PIN_WINDOW_SECONDS,
      message: kioskPinStrings.tooManyTries,
    });
    if (!pinMatches(request.body.pin, pin)) {
      throw new RequestValidationError({ pin: [kioskPinStrings.wrongPin] });
    }
    return { status: 200, message: "PIN accepted." };
  });
}
