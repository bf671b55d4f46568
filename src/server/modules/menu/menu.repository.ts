import { and, asc, eq, inArray } from "drizzle-orm";
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
} from "../../db/schema.ts";

/**
 * The menu of one outlet in the backend's wire shape: every category and sub-category that has
 * something on sale there, all of them (the hidden ones too: hiding is the storefront's rule).
 */
export async function loadOutletMenu(db: Db, outletId: number): Promise<MenuData> {
  const itemRows = await db
    .select({
      id: menuItems.id,
      categoryKey: menuItems.categoryKey,
      subCategoryKey: menuItems.subCategoryKey,
      name: menuItems.name,
      description: menuItems.description,
      image: menuItems.image,
      sluId: menuItems.sluId,
      price: outletMenuItems.price,
    })
    .from(outletMenuItems)
    .innerJoin(menuItems, eq(menuItems.id, outletMenuItems.itemId))
    .where(and(eq(outletMenuItems.outletId, outletId), eq(outletMenuItems.available, true)))
    .orderBy(asc(menuItems.sort));
  const itemIds = itemRows.map((item) => item.id);

  const [categoryRows, subCategoryRows, refRows] = await Promise.all([
    db.select().from(menuCategories).orderBy(asc(menuCategories.sort)),
    db.select().from(menuSubCategories).orderBy(asc(menuSubCategories.sort)),
    itemIds.length
      ? db
          .select()
          .from(menuItemCondimentGroups)
          .where(inArray(menuItemCondimentGroups.itemId, itemIds))
          .orderBy(asc(menuItemCondimentGroups.sort))
      : Promise.resolve([]),
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
    const subMenu: Record<string, { name: string }> = {};
    for (const sub of subCategoryRows) {
      if (sub.categoryKey === category.key && onSale.has(`${category.key}\u0000${sub.key}`)) {
        subMenu[sub.key] = { name: sub.name };
      }
    }
    if (Object.keys(subMenu).length > 0) menu[category.key] = { name: category.name, sub_menu: subMenu };
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
      image: item.image,
      price: toEgp(item.price),
      description: item.description,
      condiments: (refsByItem.get(item.id) ?? []).map((ref) => ({
        condimentGroupRef: ref.groupId,
        maximumCount: ref.maximumCount,
      })),
      sluId: item.sluId,
    })),
    condiment_groups: groupRows.map((group) => ({
      id: group.id,
      name: group.name,
      condiment_items: condimentRows.filter((row) => row.groupId === group.id).map((row) => row.id),
    })),
    condiment_group_items: condimentRows.map((row) => ({
      id: row.id,
      name: row.name,
      price: toEgp(row.price),
    })),
  };
}
