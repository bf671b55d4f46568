import type { FastifyInstance } from "fastify";
import {
  deleteAddress,
  deliveryAreas,
  deliveryLocation,
  fetchAddress,
  saveAddress,
} from "#shared/contract/addresses.ts";
import { callerId } from "../../http/authenticate.ts";
import { route } from "../../http/route.ts";
import type { AddressesService } from "./addresses.service.ts";
import { addressMessages } from "./messages.gen.ts";

export function addressesRoutes(api: FastifyInstance, { addresses }: { addresses: AddressesService }) {
  // The body's user_id (a fixed value in the original client) is ignored: always the caller's own.
  route(
    api,
    fetchAddress,
  )(async (request) => ({
    status: 200,
    data: await addresses.list(callerId(request)),
  }));

  route(api, saveAddress, {
    precognition: (request) => addresses.checkPoint(request.body.latitude, request.body.longitude),
  })(async (request) => {
    const saved = await addresses.save(callerId(request), request.body);
    return {
      status: 200,
      msg: saved.created ? addressMessages.saved : addressMessages.updated,
      address_id: saved.addressId,
      closest_outlet_id: saved.closestOutletId,
    };
  });

  route(
    api,
    deleteAddress,
  )(async (request) => {
    await addresses.remove(callerId(request), request.body.address_id);
    return { status: 200, msg: addressMessages.deleted };
  });

  route(
    api,
    deliveryAreas,
  )(async (_request, reply) => {
    reply.header("cache-control", "public, max-age=300");
    return { status: 200, data: await addresses.deliveryAreas() };
  });

  // The original client posts an empty body here; it reads the same delivery areas.
  route(api, deliveryLocation)(async () => ({ status: 200, data: await addresses.deliveryAreas() }));
}
