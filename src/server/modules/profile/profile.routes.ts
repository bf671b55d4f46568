import type { FastifyInstance } from "fastify";
import { saveCard, updateUser, verifyPhoneChange } from "#shared/contract/profile.ts";
import { containsCardNumber, isCardFieldName } from "#shared/rules/card-data.ts";
import { callerId } from "../../http/authenticate.ts";
import { route } from "../../http/route.ts";
import { RequestValidationError } from "../../http/validation.ts";
import type { ProfileService } from "./profile.service.ts";

// Card numbers and security codes never reach our API: the provider's card page turns them
// into a token. A request carrying them is refused before anything reads or stores them.
const CARD_DATA_MESSAGE = "Card numbers and security codes are not accepted here. Use the card page.";

/** Fields that carry (or are named for) a card number or a security code. */
function cardDataFields(body: unknown): string[] {
  if (!body || typeof body !== "object") return [];
  return Object.entries(body)
    .filter(([field, value]) => isCardFieldName(field) || containsCardNumber(value))
    .map(([field]) => field);
}

export function profileRoutes(api: FastifyInstance, { profile }: { profile: ProfileService }) {
  route(
    api,
    updateUser,
  )(async (request) => {
    const { userData, phoneChange } = await profile.updateUser(callerId(request), request.body);
    if (!phoneChange) return { status: 200, msg: "Profile updated successfully.", data: userData };
    return {
      status: 200,
      msg: "Profile updated. We have sent a code to your new phone number: enter it to confirm the change.",
      data: userData,
      phone_change: phoneChange,
    };
  });

  route(
    api,
    verifyPhoneChange,
  )(async (request) => ({
    status: 200,
    msg: "Your phone number has been changed. You are signed out on every other device.",
    data: await profile.verifyPhoneChange(
      { userId: callerId(request), tokenHash: request.tokenHash ?? "", ip: request.ip },
      request.body,
    ),
  }));

  route(api, saveCard, {
    preValidation: async (request) => {
      const fields = cardDataFields(request.body);
      if (fields.length > 0) {
        throw new RequestValidationError(
          Object.fromEntries(fields.map((field) => [field, [CARD_DATA_MESSAGE]])),
        );
      }
    },
  })(async (request) => ({
    status: 200,
    msg: "Card saved.",
    data: await profile.saveCard(callerId(request), request.body),
  }));
}
