// Demo mode's staff secrets, all published (production refuses every one of them): each outlet's
// kiosk PIN (2468 and the outlet's id in 4 digits) and an order-board account per outlet
// (staff<id>, password demo-staff-<id>). Outlets that have their own already keep them.
import { sql } from "drizzle-orm";
import { DEMO_SCRYPT_COST } from "../../http/scrypt-secret.ts";
import { demoKioskSecret, hashKioskSecret } from "../../modules/kiosk/kiosk-secret.ts";
import { outletsWithoutAccounts } from "../../modules/store/staff.repository.ts";
import { saveStaffAccount } from "../../modules/store/staff.service.ts";
import type { Db } from "../database.ts";
import { kioskStaffSecrets, outlets } from "../schema.ts";

export const demoStaffUsername = (outletId: number) => `staff${outletId}`;
export const demoStaffPassword = (outletId: number) => `demo-staff-${outletId}`;

export async function seedDemoStaffSecrets(db: Db): Promise<void> {
  await seedDemoKioskSecrets(db);
  for (const outletId of await outletsWithoutAccounts(db)) {
    await saveStaffAccount(
      db,
      {
        outletId,
        username: demoStaffUsername(outletId),
        displayName: `Demo staff ${outletId}`,
        password: demoStaffPassword(outletId),
        demo: true,
      },
      DEMO_SCRYPT_COST,
    );
  }
}

async function seedDemoKioskSecrets(db: Db): Promise<void> {
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
