// Demo mode's kiosk staff PINs: every outlet without a secret gets its published demo one
// (2468 and the outlet's id in 4 digits; production refuses to serve a kiosk with it).
import { sql } from "drizzle-orm";
import { DEMO_SCRYPT_COST, demoKioskSecret, hashKioskSecret } from "../../modules/kiosk/kiosk-secret.ts";
import type { Db } from "../database.ts";
import { kioskStaffSecrets, outlets } from "../schema.ts";

export async function seedDemoKioskSecrets(db: Db): Promise<void> {
  const missing = await db
    .select({ id: outlets.id })
    .from(outlets)
    .where(
      sql`not exists (select 1 from ${kioskStaffSecrets} where ${kioskStaffSecrets.outletId} = ${outlets.id})`,
    );
  if (missing.length === 0) return;
  const rows = await Promise.all(
    missing.map(async ({ id }) => ({
      outletId: id,
      secretHash: await hashKioskSecret(demoKioskSecret(id), DEMO_SCRYPT_COST),
    })),
  );
  // A secret set meanwhile (another instance, the operator) stays.
  await db.insert(kioskStaffSecrets).values(rows).onConflictDoNothing();
}
