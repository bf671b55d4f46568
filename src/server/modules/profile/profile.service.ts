import type { BodyOf } from "#shared/contract/endpoint.ts";
import type { saveCard, updateUser, verifyPhoneChange } from "#shared/contract/profile.ts";
import type { Locale } from "#shared/i18n/locale.ts";
import type { Db } from "../../db/database.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import type { AuthService } from "../auth/auth.service.ts";
import { profileMessages as m } from "./messages.gen.ts";
import * as repository from "./profile.repository.ts";

/** Cards one account keeps: a bound on what one account stores. */
export const MAX_CARDS = 10;

/** The card provider's name (PaymentProvider.name): its cards are the ones its pages offer. */
export function createProfileService(
  db: Db,
  {
    auth,
    cardProvider,
    now = () => new Date(),
  }: { auth: AuthService; cardProvider: string; now?: () => Date },
) {
  return {
    /** The user record belongs to the auth module (it logs in with the phone). */
    updateUser: (userId: number, input: BodyOf<typeof updateUser>) =>
      auth.updateUser(userId, {
        firstName: input.first_name,
        // Optional: nothing given is stored as none, like an account that never gave them.
        lastName: input.last_name || null,
        email: input.email ?? null,
        phone: input.phone_number,
        language: input.language,
      }),

    setLanguage: (userId: number, language: Locale) => auth.setLanguage(userId, language),

    /** The code texted to the new number, sent by the session that stays signed in. */
    verifyPhoneChange: (
      caller: { userId: number; tokenHash: string; ip: string },
      input: BodyOf<typeof verifyPhoneChange>,
    ) => auth.verifyPhoneChange(caller.userId, caller.tokenHash, input.id, input.pin, caller.ip),

    /** The card frame's save (the sandbox provider's, which has card fields of ours). */
    async saveCard(userId: number, input: BodyOf<typeof saveCard>) {
      const card = await repository.insertCardUpTo(
        db,
        {
          userId,
          provider: "sandbox",
          name: input.name,
          token: input.token,
          last4: input.last4,
          brand: input.brand,
          expiry: input.expiry,
        },
        MAX_CARDS,
      );
      // "full" (no removal date is given, so never "removed").
      if (typeof card === "string") throw new HttpError(409, m.tooManyCards({ max: String(MAX_CARDS) }));
      return card;
    },

    /**
     * A card the customer saved on the provider's payment page, opened at `pageOpenedAt`: kept
     * unless the account keeps MAX_CARDS already, or the customer removed it since that page
     * opened (the provider sending it again).
     */
    async keepProviderCard(card: Omit<repository.NewCard, "provider">, pageOpenedAt: Date) {
      const kept = await repository.insertCardUpTo(
        db,
        { ...card, provider: cardProvider },
        MAX_CARDS,
        pageOpenedAt,
      );
      return typeof kept === "string" ? kept : ("kept" as const);
    },

    savedCards: (userId: number) => repository.cardsOf(db, userId, cardProvider),

    /** The tokens the provider's payment page offers the account. */
    cardTokens: (userId: number) => repository.cardTokensOf(db, userId, cardProvider),

    async deleteCard(userId: number, cardId: number) {
      if (!(await repository.deleteCard(db, userId, cardId, now()))) throw notFound(m.cardNotFound);
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
