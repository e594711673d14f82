CREATE TABLE "mail_digest_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"template" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_preferences" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"delivery" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_preferences_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "mail_preferences_delivery" CHECK ("mail_preferences"."delivery" in ('instant', 'daily', 'off'))
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "recipient_user_id" uuid;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "coalesce_key" text;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD COLUMN "renewal_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_digest_items" ADD CONSTRAINT "mail_digest_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_preferences" ADD CONSTRAINT "mail_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_digest_items_created_at_user_id_index" ON "mail_digest_items" USING btree ("created_at","user_id");--> statement-breakpoint
CREATE INDEX "email_outbox_coalesce" ON "email_outbox" USING btree ("coalesce_key","created_at");--> statement-breakpoint
CREATE INDEX "membership_payments_to_remind" ON "membership_payments" USING btree ("period_end") WHERE "membership_payments"."renewal_reminded_at" is null and "membership_payments"."revoked_at" is null;