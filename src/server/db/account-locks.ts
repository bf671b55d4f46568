// Advisory locks held for one transaction over one account's rows of a kind, where a count must
// be checked and acted on without a twin request slipping in between. Each kind has its own
// space here, so that no two modules ever take the same lock by accident.
import { sql } from "drizzle-orm";
import type { Tx } from "./database.ts";

const SPACES = { addresses: 2, unpaidPlaces: 3, cards: 4 } as const;

/** Takes the account's lock over its `kind` for the rest of the transaction. */
export async function lockAccount(tx: Tx, kind: keyof typeof SPACES, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SPACES[kind]}, ${userId})`);
}
