CREATE TABLE "account_deletions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "account_deletions_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "inquiries" DROP CONSTRAINT "inquiries_sender_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "inquiries" ALTER COLUMN "sender_user_id" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "account_deletions_incomplete" ON "account_deletions" USING btree ("confirmed_at") WHERE "account_deletions"."confirmed_at" is not null and "account_deletions"."completed_at" is null;--> statement-breakpoint
CREATE INDEX "account_deletions_user_id_index" ON "account_deletions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;