ALTER TABLE "condiment_groups" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "condiment_items" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "menu_categories" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "menu_sub_categories" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "outlets" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "outlets" ADD COLUMN "address_ar" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text;