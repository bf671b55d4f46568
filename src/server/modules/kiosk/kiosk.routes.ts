import type { FastifyInstance } from "fastify";
import { kioskVerifyPin, kioskWalkIn } from "#shared/contract/kiosk.ts";
import { currentLocale } from "#shared/i18n/locale.ts";
import { route } from "../../http/route.ts";
import { type KioskService, kioskPinStrings } from "./kiosk.service.ts";

export function kioskRoutes(api: FastifyInstance, { kiosk }: { kiosk: KioskService }) {
  route(
    api,
    kioskVerifyPin,
  )(async (request) => {
    const { kioskToken } = await kiosk.verify({
      outletId: request.body.outlet_id,
      pin: request.body.pin,
      purpose: request.body.purpose,
      kioskToken: request.body.kiosk_token,
      ip: request.ip,
      userAgent: request.headers["user-agent"] ?? "",
    });
    return { status: 200, message: kioskPinStrings.accepted, kiosk_token: kioskToken };
  });

  route(
    api,
    kioskWalkIn,
  )(async (request) => {
    const { token, userData } = await kiosk.walkIn(
      request.body.kiosk_token,
      request.body.first_name,
      currentLocale(),
    );
    return { status: 200, token, user_data: userData };
  });
}
