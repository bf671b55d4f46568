// One relational schema (PostgreSQL dialect) for both engines: PGlite and PostgreSQL.
// Money columns are integer piastres.
import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { OracleResponse, OrderStatus } from "#shared/contract/orders.ts";
import type { OpeningTimes } from "#shared/contract/outlets.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const outlets = pgTable("outlets", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  /** Arabic beside the English (null: not translated, the English is shown). */
  nameAr: text("name_ar"),
  brand: text("brand").notNull(),
  address: text("address").notNull(),
  addressAr: text("address_ar"),
  latitude: doublePrecision("latitude").notNull(),
  longitude: doublePrecision("longitude").notNull(),
  deliveryEnabled: boolean("delivery_enabled").notNull().default(false),
  openingTimes: jsonb("opening_times").$type<OpeningTimes>(),
  sort: integer("sort").notNull().default(0),
  /** Minutes to make an order when nothing is queued (the "as soon as possible" estimate). */
  prepMinutes: integer("prep_minutes").notNull().default(10),
  /** Orders the outlet takes per 15-minute slot ahead. */
  slotCapacity: integer("slot_capacity").notNull().default(10),
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
  nameAr: text("name_ar"),
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
    nameAr: text("name_ar"),
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
  nameAr: text("name_ar"),
  description: text("description").notNull().default(""),
  descriptionAr: text("description_ar"),
  image: text("image").notNull(),
  price: integer("price").notNull(),
  sluId: integer("slu_id").notNull().default(0),
  sort: integer("sort").notNull(),
});

export const condimentGroups = pgTable("condiment_groups", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  nameAr: text("name_ar"),
});

export const condimentItems = pgTable("condiment_items", {
  id: integer("id").primaryKey(),
  groupId: integer("group_id")
    .notNull()
    .references(() => condimentGroups.id),
  name: text("name").notNull(),
  nameAr: text("name_ar"),
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
    /** Off the menu for now (the POS says the store cannot make it); the price is kept. */
    available: boolean("available").notNull().default(true),
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

export const interestedUsers = pgTable("interested_users", {
  id: serial("id").primaryKey(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email").notNull().unique(),
  phone: text("phone").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// ---- Customers and sessions ----

export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  /** E.164; null for a walk-in, who ordered at a store's kiosk with a first name only. */
  phone: text("phone").unique(),
  username: text("username").notNull(),
  lastName: text("last_name"),
  email: text("email"),
  /** The language texts to the customer are written in ("en" or "ar"); null: not known yet. */
  language: text("language"),
  /** A walk-in's store: their session may only order pickup there, from that store's kiosk. */
  walkInOutletId: integer("walk_in_outlet_id").references(() => outlets.id),
  createdAt: createdAt(),
});

/** One-time codes, stored as a keyed hash; single use, expiring, with a count of wrong tries. */
export const otpCodes = pgTable(
  "otp_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    /** The opaque id the client verifies against (never the user's id); null on old rows. */
    challenge: text("challenge").unique(),
    /** "login" (register, login, resend) or "phone_change" (proof of a new phone number). */
    purpose: text("purpose").$type<"login" | "phone_change">().notNull().default("login"),
    /** The number the code was sent to (for a phone change, the new number). */
    phone: text("phone"),
    codeHash: text("code_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("otp_codes_user_idx").on(table.userId, table.createdAt)],
);

/** Bearer tokens: only their SHA-256 is stored. */
export const authTokens = pgTable("auth_tokens", {
  id: serial("id").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: createdAt(),
  lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
  /** A hard end (a walk-in's session lasts one visit); null: the usual idle and maximum ages. */
  expiresAt: timestamp("expires_at", { withTimezone: true }),
});

/** Fixed-window counters shared by every API instance. */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull(),
    /** When the window ends and the row may go (windows range from a minute to a month). */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

/** Texts to send, kept until the SMS provider took them (the demo adapter's outbox). */
export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: serial("id").primaryKey(),
    phone: text("phone").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [index("sms_outbox_phone_idx").on(table.phone, table.createdAt)],
);

// ---- Addresses ----

export const addresses = pgTable(
  "addresses",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    label: text("label").notNull(),
    location: text("location").notNull(),
    landmark: text("landmark").notNull(),
    addressLine: text("address_line").notNull(),
    building: text("building").notNull().default(""),
    floor: text("floor").notNull().default(""),
    flat: text("flat").notNull().default(""),
    phoneNumber: text("phone_number").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    closestOutletId: integer("closest_outlet_id").references(() => outlets.id),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (table) => [index("addresses_user_idx").on(table.userId)],
);

// ---- Orders, payments, POS ----

export type StoredOrderLine = {
  itemId: number;
  name: string;
  /** The Arabic name at the time of ordering; orders placed before the menu had Arabic lack it. */
  nameAr?: string;
  unitPrice: number; // piastres
  quantity: number;
  note: string;
  /** `nameAr` as the item's: the condiment's Arabic name at the time of ordering, when it had one. */
  condiments: { id: number; name: string; nameAr?: string; groupName: string; price: number }[];
};

export type AddressSnapshot = {
  label: string;
  address: string;
  phone_number: string;
  latitude: number;
  longitude: number;
};

export const orders = pgTable(
  "orders",
  {
    id: text("id").primaryKey(), // random, unguessable: order_details is public by spec
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    outletId: integer("outlet_id")
      .notNull()
      .references(() => outlets.id),
    orderType: integer("order_type").notNull(),
    addressId: integer("address_id").references(() => addresses.id),
    deliverTo: jsonb("deliver_to").$type<AddressSnapshot>(),
    lines: jsonb("lines").$type<StoredOrderLine[]>().notNull(),
    subtotal: integer("subtotal").notNull(),
    vat: integer("vat").notNull(),
    deliveryFee: integer("delivery_fee").notNull(),
    total: integer("total").notNull(),
    paymentMethod: text("payment_method").notNull(),
    status: text("status").$type<OrderStatus>().notNull(),
    reorderOf: text("reorder_of"),
    createdAt: createdAt(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** The number called at the counter: the outlet's count of paid orders that Cairo day. */
    pickupNumber: integer("pickup_number"),
    /** The 15-minute slot ordered ahead for (its start), or null: as soon as possible. */
    pickupAt: timestamp("pickup_at", { withTimezone: true }),
    /**
     * Until when an unpaid order ahead keeps its place in its slot (its payment page's time);
     * cleared when its payment fails. A paid order keeps its place for good.
     */
    slotHeldUntil: timestamp("slot_held_until", { withTimezone: true }),
    /**
     * Placed on a store's kiosk, a tablet that strangers share: its payment page offers none of
     * the customer's saved cards, so the next person at the tablet cannot pay with them.
     */
    placedAtKiosk: boolean("placed_at_kiosk").notNull().default(false),
  },
  (table) => [
    index("orders_user_idx").on(table.userId, table.createdAt),
    index("orders_outlet_slot_idx").on(table.outletId, table.pickupAt).where(sql`pickup_at is not null`),
    // The store board: an outlet's orders still in the store's hands.
    index("orders_outlet_open_idx")
      .on(table.outletId, table.paidAt)
      .where(sql`status in ('paid', 'accepted', 'preparing', 'ready', 'out_for_delivery')`),
  ],
);

/**
 * One row per outlet and slot anyone has ordered ahead for: orders for a slot are counted under
 * its row's lock, so that instances placing orders at once never overbook it.
 */
export const slotLocks = pgTable(
  "slot_locks",
  {
    outletId: integer("outlet_id")
      .notNull()
      .references(() => outlets.id),
    slotStart: timestamp("slot_start", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.outletId, table.slotStart] })],
);

/** Each outlet's last pickup number of a Cairo day (numbers start again at 1 every day). */
export const pickupCounters = pgTable(
  "pickup_counters",
  {
    outletId: integer("outlet_id")
      .notNull()
      .references(() => outlets.id),
    day: text("day").notNull(), // YYYY-MM-DD in Africa/Cairo
    last: integer("last").notNull(),
  },
  (table) => [primaryKey({ columns: [table.outletId, table.day] })],
);

/** Every move of an order from one state to the next: when, and who made it. */
export const orderStatusChanges = pgTable(
  "order_status_changes",
  {
    id: serial("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id),
    fromStatus: text("from_status").$type<OrderStatus>().notNull(),
    toStatus: text("to_status").$type<OrderStatus>().notNull(),
    /** "payment", "store", "pos" or "customer" (shared/rules/order-lifecycle.ts). */
    actor: text("actor").notNull(),
    /** Which one of them, when known (a staff member's id, a payment reference). */
    actorRef: text("actor_ref"),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (table) => [index("order_status_changes_order_idx").on(table.orderId, table.at)],
);

/** The first answer to each Idempotency-Key, replayed to retries. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    responseStatus: integer("response_status"),
    responseBody: jsonb("response_body"),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

/** Payments the provider confirmed: one per provider reference, one approved per order. */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id),
    providerReference: text("provider_reference").notNull().unique(),
    // "refunded": an approval given back (voided or refunded: a charge we do not keep, or the
    // payment of an order turned away); "refund_failed": the provider refused to give it back,
    // so it is to be made by hand.
    outcome: text("outcome").$type<"approved" | "declined" | "refunded" | "refund_failed">().notNull(),
    amount: integer("amount").notNull(),
    message: text("message"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("payments_one_approval_per_order").on(table.orderId).where(sql`outcome = 'approved'`),
  ],
);

/**
 * Each store's kiosk staff secret (a scrypt hash), with its shared failure budget: every wrong
 * try from anywhere doubles the wait before the next one is heard.
 */
export const kioskStaffSecrets = pgTable("kiosk_staff_secrets", {
  outletId: integer("outlet_id")
    .primaryKey()
    .references(() => outlets.id),
  secretHash: text("secret_hash").notNull(),
  failedAttempts: integer("failed_attempts").notNull().default(0),
  blockedUntil: timestamp("blocked_until", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The tablets set up as a store's kiosk with its staff secret: each holds a device token (stored
 * as its SHA-256) that lets walk-ins order there. Leaving kiosk mode, or a new staff secret for
 * the store, revokes it.
 */
export const kioskDevices = pgTable(
  "kiosk_devices",
  {
    id: serial("id").primaryKey(),
    outletId: integer("outlet_id")
      .notNull()
      .references(() => outlets.id),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("kiosk_devices_outlet_idx").on(table.outletId)],
);

/** What happened at the store kiosks: setups, exits and refused secrets, with where from. */
export const kioskAuditLog = pgTable(
  "kiosk_audit_log",
  {
    id: serial("id").primaryKey(),
    outletId: integer("outlet_id").references(() => outlets.id),
    event: text("event").notNull(),
    ip: text("ip").notNull(),
    userAgent: text("user_agent").notNull().default(""),
    createdAt: createdAt(),
  },
  (table) => [index("kiosk_audit_log_outlet_idx").on(table.outletId, table.createdAt)],
);

/** Paid orders waiting to be accepted by the store's POS (a durable outbox). */
export const posOutbox = pgTable("pos_outbox", {
  orderId: text("order_id")
    .primaryKey()
    .references(() => orders.id),
  attempts: integer("attempts").notNull().default(0),
  nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  posReference: text("pos_reference"),
  oracleResponse: jsonb("oracle_response").$type<OracleResponse>(),
  lastError: text("last_error"),
  /** The check's state at the POS, as last read (a POS that reports it). */
  posStatus: text("pos_status").$type<"open" | "closed" | "voided">(),
  posStatusAt: timestamp("pos_status_at", { withTimezone: true }),
  posStatusCheckedAt: timestamp("pos_status_checked_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Each payment page opened at the card provider for an order. A result names the provider's
 * own id for it (signed), never our order id: the row says which order that is and what it
 * charges. Open until a result settles it; the reconciliation job asks the provider about
 * those left open.
 */
export const paymentSessions = pgTable(
  "payment_sessions",
  {
    providerOrderId: text("provider_order_id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id),
    amount: integer("amount").notNull(),
    status: text("status").$type<"open" | "settled" | "expired">().notNull(),
    createdAt: createdAt(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (table) => [
    index("payment_sessions_order_idx").on(table.orderId),
    index("payment_sessions_open_idx").on(table.status, table.createdAt),
  ],
);

/** Saved cards: the provider's token and what may be shown, never a number or a CVV. */
export const savedCards = pgTable(
  "saved_cards",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    name: text("name").notNull(),
    /** The card provider that issued the token (PaymentProvider.name). */
    provider: text("provider").notNull().default("sandbox"),
    token: text("token").notNull(),
    last4: text("last4").notNull(),
    brand: text("brand").notNull(),
    expiry: text("expiry").notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("saved_cards_one_per_token").on(table.userId, table.provider, table.token)],
);

/**
 * Cards a customer removed, by a hash of the provider's token (the token itself goes with the
 * card): the provider may send a card again from a payment page opened before the removal, and
 * that repeat must not bring it back.
 */
export const removedCards = pgTable(
  "removed_cards",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    provider: text("provider").notNull(),
    tokenHash: text("token_hash").notNull(),
    removedAt: timestamp("removed_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.provider, table.tokenHash] })],
);

/** The sandbox card provider's own records (it plays the outside provider in demo mode). */
export const sandboxPaymentSessions = pgTable("sandbox_payment_sessions", {
  id: text("id").primaryKey(),
  orderId: text("order_id").notNull(),
  amount: integer("amount").notNull(),
  status: text("status")
    .$type<"open" | "challenge" | "approved" | "declined" | "refunded" | "voided">()
    .notNull(),
  cardLast4: text("card_last4"),
  createdAt: createdAt(),
});

/** The built-in POS's own record of the checks it received: it accepts each order once. */
export const builtInPosChecks = pgTable("built_in_pos_checks", {
  orderId: text("order_id").primaryKey(),
  checkNumber: serial("check_number").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

// ---- The stores' staff ----

/**
 * A staff account, bound to one outlet: it sees and moves that outlet's orders only. The
 * password is stored as a scrypt hash; wrong passwords share one failure budget per account.
 */
export const staffAccounts = pgTable("staff_accounts", {
  id: serial("id").primaryKey(),
  outletId: integer("outlet_id")
    .notNull()
    .references(() => outlets.id),
  username: text("username").notNull().unique(),
  displayName: text("display_name").notNull(),
  passwordHash: text("password_hash").notNull(),
  /** The demo's published accounts: refused in production mode. */
  demo: boolean("demo").notNull().default(false),
  failedAttempts: integer("failed_attempts").notNull().default(0),
  blockedUntil: timestamp("blocked_until", { withTimezone: true }),
  disabledAt: timestamp("disabled_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/** Signed-in staff: a bearer token's hash, until it expires (one shift) or they sign out. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffAccounts.id),
    outletId: integer("outlet_id")
      .notNull()
      .references(() => outlets.id),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("staff_sessions_expiry_idx").on(table.expiresAt)],
);

/**
 * What an outlet cannot make now, as its staff said: a menu item or a condiment, until the end
 * of the Cairo day or (until null) until they undo it.
 */
export const soldOut = pgTable(
  "sold_out",
  {
    outletId: integer("outlet_id")
      .notNull()
      .references(() => outlets.id),
    kind: text("kind").$type<"item" | "condiment">().notNull(),
    refId: integer("ref_id").notNull(),
    until: timestamp("until", { withTimezone: true }),
    staffId: integer("staff_id").references(() => staffAccounts.id),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.outletId, table.kind, table.refId] })],
);

/**
 * A browser's Web Push subscription, for "your order is ready". Tied to the session that made it,
 * so logging out there removes it; the push service's 404/410 removes it too.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    tokenHash: text("token_hash").notNull(),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("push_subscriptions_user_idx").on(table.userId)],
);
