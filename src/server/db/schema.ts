// One relational schema (PostgreSQL dialect) for both engines: PGlite and PostgreSQL.
// Money columns are integer piastres.
import {
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import type { OpeningTimes } from "#shared/contract/outlets.ts";

export const outlets = pgTable("outlets", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  brand: text("brand").notNull(),
  address: text("address").notNull(),
  latitude: doublePrecision("latitude").notNull(),
  longitude: doublePrecision("longitude").notNull(),
  deliveryEnabled: boolean("delivery_enabled").notNull().default(false),
  openingTimes: jsonb("opening_times").$type<OpeningTimes>(),
  sort: integer("sort").notNull().default(0),
});

export const deliveryAreas = pgTable("delivery_areas", {
  outletId: integer("outlet_id")
    .primaryKey()
    .references(() => outlets.id),
  coordinates: jsonb("coordinates").$type<{ lat: number; lng: number }[]>().notNull(),
});

export const menuCategories = pgTable("menu_categories", {
  key: text("key").primaryKey(),
  name: text("name").notNull(),
  sort: integer("sort").notNull(),
});

export const menuSubCategories = pgTable(
  "menu_sub_categories",
  {
    categoryKey: text("category_key")
      .notNull()
      .references(() => menuCategories.key),
    key: text("key").notNull(),
    name: text("name").notNull(),
    sort: integer("sort").notNull(),
  },
  (table) => [primaryKey({ columns: [table.categoryKey, table.key] })],
);

export const menuItems = pgTable("menu_items", {
  id: integer("id").primaryKey(),
  categoryKey: text("category_key")
    .notNull()
    .references(() => menuCategories.key),
  subCategoryKey: text("sub_category_key").notNull(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  image: text("image").notNull(),
  price: integer("price").notNull(),
  sluId: integer("slu_id").notNull().default(0),
  sort: integer("sort").notNull(),
});

export const condimentGroups = pgTable("condiment_groups", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
});

export const condimentItems = pgTable("condiment_items", {
  id: integer("id").primaryKey(),
  groupId: integer("group_id")
    .notNull()
    .references(() => condimentGroups.id),
  name: text("name").notNull(),
  price: integer("price").notNull(),
  sort: integer("sort").notNull(),
});

export const menuItemCondimentGroups = pgTable(
  "menu_item_condiment_groups",
  {
    itemId: integer("item_id")
      .notNull()
      .references(() => menuItems.id),
    groupId: integer("group_id")
      .notNull()
      .references(() => condimentGroups.id),
    maximumCount: integer("maximum_count").notNull(),
    sort: integer("sort").notNull(),
  },
  (table) => [primaryKey({ columns: [table.itemId, table.groupId] })],
);

/** What each outlet sells and at what price (menus differ a little per outlet). */
export const outletMenuItems = pgTable(
  "outlet_menu_items",
  {
    outletId: integer("outlet_id")
      .notNull()
      .references(() => outlets.id),
    itemId: integer("item_id")
      .notNull()
      .references(() => menuItems.id),
    price: integer("price").notNull(),
  },
  (table) => [primaryKey({ columns: [table.outletId, table.itemId] })],
);

export const socialPosts = pgTable("social_posts", {
  id: text("id").primaryKey(),
  caption: text("caption").notNull(),
  mediaUrl: text("media_url").notNull(),
  permalink: text("permalink").notNull(),
  mediaType: text("media_type").notNull(),
  postedAt: timestamp("posted_at", { withTimezone: true }).notNull().defaultNow(),
});
