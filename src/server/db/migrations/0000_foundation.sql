CREATE TABLE "condiment_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "condiment_items" (
	"id" integer PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_areas" (
	"outlet_id" integer PRIMARY KEY NOT NULL,
	"coordinates" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_categories" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_item_condiment_groups" (
	"item_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"maximum_count" integer NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "menu_item_condiment_groups_item_id_group_id_pk" PRIMARY KEY("item_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" integer PRIMARY KEY NOT NULL,
	"category_key" text NOT NULL,
	"sub_category_key" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"price" integer NOT NULL,
	"slu_id" integer DEFAULT 0 NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_sub_categories" (
	"category_key" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "menu_sub_categories_category_key_key_pk" PRIMARY KEY("category_key","key")
);
--> statement-breakpoint
CREATE TABLE "outlet_menu_items" (
	"outlet_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "outlet_menu_items_outlet_id_item_id_pk" PRIMARY KEY("outlet_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "outlets" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"delivery_enabled" boolean DEFAULT false NOT NULL,
	"opening_times" jsonb,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_posts" (
	"id" text PRIMARY KEY NOT NULL,
	"caption" text NOT NULL,
	"media_url" text NOT NULL,
	"permalink" text NOT NULL,
	"media_type" text NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "condiment_items" ADD CONSTRAINT "condiment_items_group_id_condiment_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."condiment_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_areas" ADD CONSTRAINT "delivery_areas_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item_condiment_groups" ADD CONSTRAINT "menu_item_condiment_groups_item_id_menu_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."menu_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item_condiment_groups" ADD CONSTRAINT "menu_item_condiment_groups_group_id_condiment_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."condiment_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_category_key_menu_categories_key_fk" FOREIGN KEY ("category_key") REFERENCES "public"."menu_categories"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_sub_categories" ADD CONSTRAINT "menu_sub_categories_category_key_menu_categories_key_fk" FOREIGN KEY ("category_key") REFERENCES "public"."menu_categories"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlet_menu_items" ADD CONSTRAINT "outlet_menu_items_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlet_menu_items" ADD CONSTRAINT "outlet_menu_items_item_id_menu_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."menu_items"("id") ON DELETE no action ON UPDATE no action;