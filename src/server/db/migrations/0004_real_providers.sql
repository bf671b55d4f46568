CREATE TABLE "order_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"actor_ref" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_sessions" (
	"provider_order_id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "outlet_menu_items" ADD COLUMN "available" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "pos_outbox" ADD COLUMN "pos_status" text;--> statement-breakpoint
ALTER TABLE "pos_outbox" ADD COLUMN "pos_status_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pos_outbox" ADD COLUMN "pos_status_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD COLUMN "provider" text DEFAULT 'sandbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_changes_order_idx" ON "order_status_changes" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "payment_sessions_order_idx" ON "payment_sessions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_sessions_open_idx" ON "payment_sessions" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_one_per_token" ON "saved_cards" USING btree ("user_id","provider","token");
--> statement-breakpoint
-- Payments opened before this table existed (the built-in sandbox's) keep their way back to their order.
INSERT INTO "payment_sessions" ("provider_order_id", "order_id", "amount", "status", "created_at")
SELECT s."id", s."order_id", s."amount",
  CASE WHEN s."status" IN ('open', 'challenge') THEN 'open' ELSE 'settled' END, s."created_at"
FROM "sandbox_payment_sessions" s JOIN "orders" o ON o."id" = s."order_id";
