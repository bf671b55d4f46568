import type { FastifyInstance } from "fastify";
import {
  deleteCard,
  saveCard,
  savedCardsList,
  setLanguage,
  updateUser,
  verifyPhoneChange,
} from "#shared/contract/profile.ts";
import { containsCardNumber, isCardFieldName } from "#shared/rules/card-data.ts";
import { callerId } from "../../http/authenticate.ts";
import { route } from "../../http/route.ts";
import { RequestValidationError } from "../../http/validation.ts";
import { profileMessages as m } from "./messages.gen.ts";
import type { ProfileService } from "./profile.service.ts";

// Card numbers and security codes never reach our API: the provider's card page turns them
// into a token. A request carrying them is refused before anything reads or stores them.

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
    if (!phoneChange) return { status: 200, msg: m.updated, data: userData };
    return {
      status: 200,
      msg: m.updatedPhonePending,
      data: userData,
      phone_change: phoneChange,
    };
  });

  route(
    api,
    verifyPhoneChange,
  )(async (request) => ({
    status: 200,
    msg: m.phoneChanged,
    data: await profile.verifyPhoneChange(
      { userId: callerId(request), tokenHash: request.tokenHash ?? "", ip: request.ip },
      request.body,
    ),
  }));

  route(
    api,
    setLanguage,
  )(async (request) => {
    await profile.setLanguage(callerId(request), request.body.language);
    return { status: 200, language: request.body.language };
  });

  route(api, saveCard, {
    preValidation: async (request) => {
      const fields = cardDataFields(request.body);
      if (fields.length > 0) {
        throw new RequestValidationError(Object.fromEntries(fields.map((field) => [field, [m.cardData]])));
      }
    },
  })(async (request) => ({
    status: 200,
    msg: m.cardSaved,
    data: await profile.saveCard(callerId(request), request.body),
  }));

  route(
    api,
    savedCardsList,
  )(async (request) => ({ status: 200, data: await profile.savedCards(callerId(request)) }));

  route(
    api,
    deleteCard,
  )(async (request) => {
    await profile.deleteCard(callerId(request), request.body.card_id);
    return { status: 200, msg: m.cardDeleted };
  });
}
