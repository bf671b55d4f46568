CREATE TABLE "slot_locks" (
	"outlet_id" integer NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	CONSTRAINT "slot_locks_outlet_id_slot_start_pk" PRIMARY KEY("outlet_id","slot_start")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "slot_held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outlets" ADD COLUMN "prep_minutes" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "outlets" ADD COLUMN "slot_capacity" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "slot_locks" ADD CONSTRAINT "slot_locks_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_outlet_slot_idx" ON "orders" USING btree ("outlet_id","pickup_at") WHERE pickup_at is not null;