// The optional menu sync: each outlet's prices and what it can make, as the stores' POS has
// them, written over ours. Off unless the POS adapter offers it and it is switched on; what the
// POS does not know (an item missing from its menu or from the menu map) is left as it is.
import { and, eq } from "drizzle-orm";
import type { MenuChange, OurMenuItem } from "../../adapters/pos/simphony-menu-sync.ts";
import type { Db } from "../../db/database.ts";
import { outletMenuItems } from "../../db/schema.ts";
import { every } from "../../jobs/every.ts";

type Log = { info(o: object, m: string): void; error(o: object, m: string): void };

export function createPosMenuSync(
  db: Db,
  options: {
    /** The POS's differences from our menu, per outlet id, given our menu of an outlet. */
    read: (ourMenu: (outletId: number) => Promise<OurMenuItem[]>) => Promise<Map<number, MenuChange[]>>;
    log: Log;
  },
) {
  const ourMenu = (outletId: number): Promise<OurMenuItem[]> =>
    db
      .select({
        itemId: outletMenuItems.itemId,
        price: outletMenuItems.price,
        available: outletMenuItems.available,
      })
      .from(outletMenuItems)
      .where(eq(outletMenuItems.outletId, outletId));

  const sync = {
    /** One pass; returns how many items changed. */
    async run(): Promise<number> {
      const changes = await options.read(ourMenu);
      let changed = 0;
      for (const [outletId, items] of changes) {
        for (const change of items) {
          await db
            .update(outletMenuItems)
            .set({
              ...(change.price ? { price: change.price.to } : {}),
              ...(change.available ? { available: change.available.to } : {}),
            })
            .where(and(eq(outletMenuItems.outletId, outletId), eq(outletMenuItems.itemId, change.itemId)));
          changed += 1;
        }
        if (items.length > 0) options.log.info({ outletId, changes: items }, "menu updated from the POS");
      }
      return changed;
    },

    /** Runs now and every interval until stopped (main.ts); returns the stop function. */
    start(intervalMs = 15 * 60_000): () => Promise<void> {
      return every(
        intervalMs,
        () => sync.run(),
        (error) => options.log.error({ err: error }, "menu sync from the POS failed"),
        { now: true },
      );
    },
  };
  return sync;
}
export type PosMenuSync = ReturnType<typeof createPosMenuSync>;
