import type { FastifyInstance } from "fastify";
import { saveCard, updateUser } from "#shared/contract/profile.ts";
import { isCardFieldName, looksLikeCardNumber } from "#shared/rules/card-data.ts";
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
    .filter(([field, value]) => isCardFieldName(field) || looksLikeCardNumber(value))
    .map(([field]) => field);
}

export function profileRoutes(api: FastifyInstance, { profile }: { profile: ProfileService }) {
  route(
    api,
    updateUser,
  )(async (request) => ({
    status: 200,
    msg: "Profile updated successfully.",
    data: await profile.updateUser(callerId(request), request.body),
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
