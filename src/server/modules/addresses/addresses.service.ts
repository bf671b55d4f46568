import type { saveAddress } from "#shared/contract/addresses.ts";
import type { BodyOf } from "#shared/contract/endpoint.ts";
import { closestDeliveringOutlet } from "#shared/rules/delivery-area.ts";
import type { Db } from "../../db/database.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import { RequestValidationError } from "../../http/validation.ts";
import type { OutletsService } from "../outlets/outlets.service.ts";
import * as repository from "./addresses.repository.ts";
import { addressMessages } from "./messages.gen.ts";

/** Addresses one account keeps: home, work, family and more, and a bound on what one account stores. */
export const MAX_ADDRESSES = 20;

export function createAddressesService(db: Db, { outlets }: { outlets: OutletsService }) {
  /** The server decides the delivering outlet itself, whatever the client sent. */
  async function deliveringOutlet(latitude: number, longitude: number): Promise<number> {
    const [positions, areas] = await Promise.all([outlets.positions(), repository.listDeliveryAreas(db)]);
    const decision = closestDeliveringOutlet({ lat: latitude, lng: longitude }, positions, areas);
    if (!decision.ok) {
      const message =
        decision.reason === "no-nearby-outlet" ? addressMessages.noNearbyOutlet : addressMessages.outsideArea;
      throw new RequestValidationError({ latitude: [message] });
    }
    return decision.outletId;
  }

  return {
    list: (userId: number) => repository.listAddresses(db, userId),

    /** The point check alone, for live (precognitive) validation of the form. */
    checkPoint: async (latitude: number, longitude: number) => {
      await deliveringOutlet(latitude, longitude);
    },

    async save(userId: number, input: BodyOf<typeof saveAddress>) {
      const closestOutletId = await deliveringOutlet(input.latitude, input.longitude);
      const fields: repository.AddressFields = {
        label: input.label,
        location: input.location,
        landmark: input.landmark,
        addressLine: input.address_line,
        building: input.building,
        floor: input.floor,
        flat: input.flat,
        phoneNumber: input.phone_number,
        latitude: input.latitude,
        longitude: input.longitude,
        closestOutletId,
      };
      const addressId = typeof input.address_id === "number" ? input.address_id : null;
      if (addressId !== null) {
        // Another customer's address id answers exactly like a missing one.
        if (!(await repository.updateAddress(db, userId, addressId, fields)))
          throw notFound(addressMessages.notFound);
        return { addressId, closestOutletId, created: false };
      }
      const created = await repository.insertAddressUpTo(db, userId, fields, MAX_ADDRESSES);
      if (created === null) throw new HttpError(409, addressMessages.tooMany({ max: String(MAX_ADDRESSES) }));
      return { addressId: created, closestOutletId, created: true };
    },

    async remove(userId: number, addressId: number) {
      if (!(await repository.deleteAddress(db, userId, addressId))) throw notFound(addressMessages.notFound);
    },

    deliveryAreas: () => repository.listDeliveryAreas(db),

    /** A customer's live address as an order records it; null when it is not theirs or gone. */
    async forOrder(userId: number, addressId: number) {
      const row = await repository.findAddress(db, userId, addressId);
      if (!row) return null;
      return {
        id: row.id,
        closestOutletId: row.closestOutletId,
        label: row.label,
        line: repository.deliveryAddressLine(row),
        phoneNumber: row.phoneNumber,
        latitude: row.latitude,
        longitude: row.longitude,
      };
    },
  };
}
export type AddressesService = ReturnType<typeof createAddressesService>;
