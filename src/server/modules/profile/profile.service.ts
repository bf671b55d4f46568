import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { savedCards, users } from "../../db/schema.ts";
import { notFound } from "../../http/errors.ts";
import { RequestValidationError } from "../../http/validation.ts";
import { toUserData } from "../auth/auth.repository.ts";
import { PHONE_EXISTS_MESSAGE } from "../auth/auth.service.ts";

export type UpdateUserInput = { first_name: string; last_name: string; email: string; phone_number: string };
export type SaveCardInput = { name: string; token: string; last4: string; brand: string; expiry: string };

export function createProfileService(db: Db) {
  return {
    // A logged-in customer may change the phone they log in with; it must be a valid Egyptian
    // mobile that no other account uses (no second OTP: see README, design decisions).
    async updateUser(userId: number, input: UpdateUserInput) {
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.phone, input.phone_number), ne(users.id, userId)))
        .limit(1);
      if (taken) throw new RequestValidationError({ phone_number: [PHONE_EXISTS_MESSAGE] });
      try {
        const [user] = await db
          .update(users)
          .set({
            username: input.first_name,
            lastName: input.last_name,
            email: input.email,
            phone: input.phone_number,
          })
          .where(eq(users.id, userId))
          .returning();
        if (!user) throw notFound("User not found.");
        return toUserData(user);
      } catch (error) {
        if (isUniqueViolation(error))
          throw new RequestValidationError({ phone_number: [PHONE_EXISTS_MESSAGE] });
        throw error;
      }
    },

    async saveCard(userId: number, input: SaveCardInput) {
      const [card] = await db
        .insert(savedCards)
        .values({
          userId,
          name: input.name,
          token: input.token,
          last4: input.last4,
          brand: input.brand,
          expiry: input.expiry,
        })
        .returning();
      if (!card) throw new Error("insert returned no row");
      return { id: card.id, last4: card.last4, brand: card.brand, expiry: card.expiry, name: card.name };
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
