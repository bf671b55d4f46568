CREATE TABLE "kiosk_audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"outlet_id" integer,
	"event" text NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kiosk_staff_secrets" (
	"outlet_id" integer PRIMARY KEY NOT NULL,
	"secret_hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"blocked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "challenge" text;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "purpose" text DEFAULT 'login' NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "kiosk_audit_log" ADD CONSTRAINT "kiosk_audit_log_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_staff_secrets" ADD CONSTRAINT "kiosk_staff_secrets_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kiosk_audit_log_outlet_idx" ON "kiosk_audit_log" USING btree ("outlet_id","created_at");--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_challenge_unique" UNIQUE("challenge");