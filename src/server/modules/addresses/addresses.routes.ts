import type { FastifyInstance, preHandlerAsyncHookHandler } from "fastify";
import {
  deleteAddressRequestSchema,
  fetchAddressRequestSchema,
  saveAddressRequestSchema,
} from "#shared/contract/addresses.ts";
import { apiPaths } from "#shared/contract/routes.ts";
import { callerId } from "../../http/authenticate.ts";
import type { AddressesService, SaveAddressInput } from "./addresses.service.ts";

type Deps = { addresses: AddressesService; authenticate: preHandlerAsyncHookHandler };

export function addressesRoutes(api: FastifyInstance, { addresses, authenticate }: Deps) {
  // The body's user_id (a fixed value in the original client) is ignored: always the caller's own.
  api.post(
    apiPaths.fetchAddress,
    { onRequest: authenticate, schema: { body: fetchAddressRequestSchema } },
    async (request) => ({ status: 200, data: await addresses.list(callerId(request)) }),
  );

  api.post<{ Body: SaveAddressInput }>(
    apiPaths.saveAddress,
    {
      onRequest: authenticate,
      schema: { body: saveAddressRequestSchema },
      config: {
        precognition: async (request) => {
          const { latitude, longitude } = request.body as SaveAddressInput;
          await addresses.checkPoint(latitude, longitude);
        },
      },
    },
    async (request) => {
      const saved = await addresses.save(callerId(request), request.body);
      return {
        status: 200,
        msg: saved.created ? "Address saved successfully." : "Address updated successfully.",
        address_id: saved.addressId,
        closest_outlet_id: saved.closestOutletId,
      };
    },
  );

  api.post<{ Body: { address_id: number } }>(
    apiPaths.deleteAddress,
    { onRequest: authenticate, schema: { body: deleteAddressRequestSchema } },
    async (request) => {
      await addresses.remove(callerId(request), request.body.address_id);
      return { status: 200, msg: "Address deleted successfully." };
    },
  );

  api.get(apiPaths.deliveryAreas, async (_request, reply) => {
    reply.header("cache-control", "public, max-age=300");
    return { status: 200, data: await addresses.deliveryAreas() };
  });

  // The original client posts an empty body here; it reads the same delivery areas.
  api.post(apiPaths.deliveryLocation, { onRequest: authenticate }, async () => ({
    status: 200,
    data: await addresses.deliveryAreas(),
  }));
}
