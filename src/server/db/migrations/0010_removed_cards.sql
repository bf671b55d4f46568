CREATE TABLE "removed_cards" (
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"token_hash" text NOT NULL,
	"removed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "removed_cards_user_id_provider_token_hash_pk" PRIMARY KEY("user_id","provider","token_hash")
);
--> statement-breakpoint
ALTER TABLE "removed_cards" ADD CONSTRAINT "removed_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;