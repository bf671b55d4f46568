// Loads the demo catalogue into an empty database (first start of `npm start`, and tests).
import type { Db } from "../database.ts";
import {
  condimentGroups,
  condimentItems,
  deliveryAreas,
  menuCategories,
  menuItemCondimentGroups,
  menuItems,
  menuSubCategories,
  outletMenuItems,
  outlets,
  socialPosts,
} from "../schema.ts";
import { demoDeliveryAreas, demoMenu, demoOutlets, demoSocialPosts } from "./demo-data.ts";
import { seedDemoStaffSecrets } from "./demo-staff-secrets.ts";

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: outlets.id }).from(outlets).limit(1);
  return rows.length === 0;
}

export async function seedDemoData(db: Db, options: { boxProduct: string }): Promise<void> {
  const menu = demoMenu(options.boxProduct);
  await db.transaction(async (tx) => {
    await tx.insert(outlets).values(
      demoOutlets.map((outlet, sort) => ({
        id: outlet.id,
        name: outlet.name,
        nameAr: outlet.nameAr,
        brand: outlet.brand,
        address: outlet.address,
        addressAr: outlet.addressAr,
        latitude: outlet.latitude,
        longitude: outlet.longitude,
        deliveryEnabled: outlet.deliveryEnabled,
        openingTimes: outlet.hours,
        prepMinutes: outlet.prepMinutes,
        slotCapacity: outlet.slotCapacity,
        sort,
      })),
    );
    await tx
      .insert(deliveryAreas)
      .values(demoDeliveryAreas.map((area) => ({ outletId: area.outletId, coordinates: area.coordinates })));
    await tx.insert(menuCategories).values(
      menu.categories.map((category, sort) => ({
        key: category.key,
        name: category.name,
        nameAr: category.nameAr,
        sort,
      })),
    );
    await tx.insert(menuSubCategories).values(
      menu.categories.flatMap((category) =>
        category.subCategories.map((sub, sort) => ({
          categoryKey: category.key,
          key: sub.key,
          name: sub.name,
          nameAr: sub.nameAr,
          sort,
        })),
      ),
    );
    await tx
      .insert(condimentGroups)
      .values(
        menu.condimentGroups.map((group) => ({ id: group.id, name: group.name, nameAr: group.nameAr })),
      );
    await tx.insert(condimentItems).values(
      menu.condimentGroups.flatMap((group) =>
        group.items.map((item, sort) => ({
          id: item.id,
          groupId: group.id,
          name: item.name,
          nameAr: item.nameAr,
          price: item.price,
          sort,
        })),
      ),
    );
    await tx.insert(menuItems).values(
      menu.items.map((item, sort) => ({
        id: item.id,
        categoryKey: item.category,
        subCategoryKey: item.subCategory,
        name: item.name,
        nameAr: item.nameAr,
        description: item.description,
        descriptionAr: item.descriptionAr,
        image: item.image,
        price: item.price,
        sluId: item.sluId,
        sort,
      })),
    );
    await tx.insert(menuItemCondimentGroups).values(
      menu.items.flatMap((item) =>
        item.condiments.map((ref, sort) => ({
          itemId: item.id,
          groupId: ref.groupId,
          maximumCount: ref.maximumCount,
          sort,
        })),
      ),
    );
    await tx.insert(outletMenuItems).values(
      demoOutlets.flatMap((outlet) =>
        menu.items
          .filter((item) => !item.notSoldAt?.includes(outlet.id))
          .map((item) => ({
            outletId: outlet.id,
            itemId: item.id,
            price: item.priceAt?.[outlet.id] ?? item.price,
          })),
      ),
    );
    await tx.insert(socialPosts).values(
      demoSocialPosts.map((post, index) => ({
        id: post.id,
        caption: post.caption,
        mediaUrl: post.media_url,
        permalink: post.permalink,
        mediaType: post.media_type,
        // Newest first in the feed: space the demo posts a day apart.
        postedAt: new Date(Date.UTC(2026, 9, 30 - index, 9)),
      })),
    );
  });
  await seedDemoStaffSecrets(db);
}
