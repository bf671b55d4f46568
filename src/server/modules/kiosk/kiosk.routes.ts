import type { FastifyInstance } from "fastify";
import { kioskVerifyPin } from "#shared/contract/kiosk.ts";
import { route } from "../../http/route.ts";
import { type KioskService, kioskPinStrings } from "./kiosk.service.ts";

export function kioskRoutes(api: FastifyInstance, { kiosk }: { kiosk: KioskService }) {
  route(
    api,
    kioskVerifyPin,
  )(async (request) => {
    await kiosk.verify({
      outletId: request.body.outlet_id,
      pin: request.body.pin,
      purpose: request.body.purpose,
      ip: request.ip,
      userAgent: request.headers["user-agent"] ?? "",
    });
    return { status: 200, message: kioskPinStrings.accepted };
  });
}
