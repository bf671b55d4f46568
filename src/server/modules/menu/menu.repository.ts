import { and, asc, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import type { MenuData } from "#shared/contract/menu.ts";
import { toEgp } from "#shared/money/money.ts";
import type { Db } from "../../db/database.ts";
import {
  condimentGroups,
  condimentItems,
  menuCategories,
  menuItemCondimentGroups,
  menuItems,
  menuSubCategories,
  outletMenuItems,
  soldOut,
} from "../../db/schema.ts";
import { announce } from "../../events/live-events.ts";

/** An Arabic column as the wire has it: absent when not translated (the JSON then omits it). */
const arabic = (value: string | null): string | undefined => value || undefined;

/**
 * The menu of one outlet in the backend's wire shape: every category and sub-category that has
 * something on sale there, all of them (the hidden ones too: hiding is the storefront's rule).
 */
export async function loadOutletMenu(db: Db, outletId: number, at: Date): Promise<MenuData> {
  const itemRows = await db
    .select({
      id: menuItems.id,
      categoryKey: menuItems.categoryKey,
      subCategoryKey: menuItems.subCategoryKey,
      name: menuItems.name,
      nameAr: menuItems.nameAr,
      description: menuItems.description,
      descriptionAr: menuItems.descriptionAr,
      image: menuItems.image,
      sluId: menuItems.sluId,
      price: outletMenuItems.price,
    })
    .from(outletMenuItems)
    .innerJoin(menuItems, eq(menuItems.id, outletMenuItems.itemId))
    .where(and(eq(outletMenuItems.outletId, outletId), eq(outletMenuItems.available, true)))
    .orderBy(asc(menuItems.sort));
  const itemIds = itemRows.map((item) => item.id);

  const [categoryRows, subCategoryRows, refRows, soldOutRows] = await Promise.all([
    db.select().from(menuCategories).orderBy(asc(menuCategories.sort)),
    db.select().from(menuSubCategories).orderBy(asc(menuSubCategories.sort)),
    itemIds.length
      ? db
          .select()
          .from(menuItemCondimentGroups)
          .where(inArray(menuItemCondimentGroups.itemId, itemIds))
          .orderBy(asc(menuItemCondimentGroups.sort))
      : Promise.resolve([]),
    soldOutAt(db, outletId, at),
  ]);
  const groupIds = [...new Set(refRows.map((ref) => ref.groupId))];
  const [groupRows, condimentRows] = groupIds.length
    ? await Promise.all([
        db.select().from(condimentGroups).where(inArray(condimentGroups.id, groupIds)),
        db
          .select()
          .from(condimentItems)
          .where(and(inArray(condimentItems.groupId, groupIds)))
          .orderBy(asc(condimentItems.sort)),
      ])
    : [[], []];

  const onSale = new Set(itemRows.map((item) => `${item.categoryKey}\u0000${item.subCategoryKey}`));
  const menu: MenuData["menu"] = {};
  for (const category of categoryRows) {
    const subMenu: MenuData["menu"][string]["sub_menu"] = {};
    for (const sub of subCategoryRows) {
      if (sub.categoryKey === category.key && onSale.has(`${category.key}\u0000${sub.key}`)) {
        subMenu[sub.key] = { name: sub.name, name_ar: arabic(sub.nameAr) };
      }
    }
    if (Object.keys(subMenu).length > 0) {
      menu[category.key] = { name: category.name, name_ar: arabic(category.nameAr), sub_menu: subMenu };
    }
  }

  const refsByItem = new Map<number, typeof refRows>();
  for (const ref of refRows) refsByItem.set(ref.itemId, [...(refsByItem.get(ref.itemId) ?? []), ref]);
  return {
    menu,
    items: itemRows.map((item) => ({
      menuItemId: item.id,
      menu: item.categoryKey,
      unk: item.subCategoryKey,
      item_name: item.name,
      item_name_ar: arabic(item.nameAr),
      image: item.image,
      price: toEgp(item.price),
      description: item.description,
      description_ar: arabic(item.descriptionAr),
      condiments: (refsByItem.get(item.id) ?? []).map((ref) => ({
        condimentGroupRef: ref.groupId,
        maximumCount: ref.maximumCount,
      })),
      sluId: item.sluId,
    })),
    condiment_groups: groupRows.map((group) => ({
      id: group.id,
      name: group.name,
      name_ar: arabic(group.nameAr),
      condiment_items: condimentRows.filter((row) => row.groupId === group.id).map((row) => row.id),
    })),
    condiment_group_items: condimentRows.map((row) => ({
      id: row.id,
      name: row.name,
      name_ar: arabic(row.nameAr),
      price: toEgp(row.price),
    })),
    sold_out: {
      items: soldOutRows.filter((row) => row.kind === "item").map((row) => row.refId),
      condiments: soldOutRows.filter((row) => row.kind === "condiment").map((row) => row.refId),
    },
  };
}

// ---- Sold out (the outlet's staff say what they cannot make now) ----

export type SoldOutKind = "item" | "condiment";

/** What the outlet has sold out at `at`, with until when (null: until undone). */
export async function soldOutAt(db: Db, outletId: number, at: Date) {
  return db
    .select({ kind: soldOut.kind, refId: soldOut.refId, until: soldOut.until })
    .from(soldOut)
    .where(and(eq(soldOut.outletId, outletId), or(isNull(soldOut.until), gt(soldOut.until, at))));
}

/** Marks one item or condiment sold out (again, with a new end), and tells every instance. */
export async function markSoldOut(
  db: Db,
  mark: { outletId: number; kind: SoldOutKind; refId: number; until: Date | null; staffId: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(soldOut)
      .values(mark)
      .onConflictDoUpdate({
        target: [soldOut.outletId, soldOut.kind, soldOut.refId],
        set: { until: mark.until, staffId: mark.staffId, createdAt: sql`now()` },
      });
    await announce(tx, { type: "sold_out", outletId: mark.outletId });
  });
}

/** Available again, and every instance told. */
export async function clearSoldOut(
  db: Db,
  outletId: number,
  kind: SoldOutKind,
  refId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(soldOut)
      .where(and(eq(soldOut.outletId, outletId), eq(soldOut.kind, kind), eq(soldOut.refId, refId)));
    await announce(tx, { type: "sold_out", outletId });
  });
}
