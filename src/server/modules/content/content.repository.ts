import type { Db } from "../../db/database.ts";
import { interestedUsers } from "../../db/schema.ts";

/**
 * Saves a sign-up unless its email is already listed: a sign-up is never overwritten, since
 * whoever sends it need not be the person who signed up.
 */
export async function insertInterestedUser(
  db: Db,
  person: { firstName: string; lastName: string; email: string; phone: string },
): Promise<void> {
  await db.insert(interestedUsers).values(person).onConflictDoNothing({ target: interestedUsers.email });
}
