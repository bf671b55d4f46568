import { eq } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { builtInPosChecks } from "../../db/schema.ts";
import type { PosGateway } from "./pos.port.ts";
import { posReceipt } from "./receipt.ts";

/**
 * The built-in POS default: it keeps its own check numbers and answers the receipt
 * (oracle_response) the real POS would, with totals equal to what was charged. Handed the same
 * order twice, it answers the same check: the outbox may retry safely.
 */
export function builtInPos(db: Db): PosGateway {
  return {
    async submit(order) {
      await db.insert(builtInPosChecks).values({ orderId: order.id }).onConflictDoNothing();
      const [check] = await db.select().from(builtInPosChecks).where(eq(builtInPosChecks.orderId, order.id));
      if (!check) throw new Error("the POS lost a check it just received");
      const reference = `Check ${String(check.checkNumber).padStart(6, "0")}`;
      return { reference, oracleResponse: posReceipt(order, reference) };
    },
  };
}
