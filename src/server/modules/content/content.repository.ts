import { sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { interestedUsers } from "../../db/schema.ts";

/** Saves a sign-up; signing up again with the same email updates it. Returns whether it was new. */
export async function upsertInterestedUser(
  db: Db,
  person: { firstName: string; lastName: string; email: string; phone: string },
): Promise<boolean> {
  const rows = await db
    .insert(interestedUsers)
    .values(person)
    .onConflictDoUpdate({
      target: interestedUsers.email,
      set: {
        firstName: person.firstName,
        lastName: person.lastName,
        phone: person.phone,
        updatedAt: sql`now()`,
      },
    })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return rows[0]?.inserted ?? false;
}
