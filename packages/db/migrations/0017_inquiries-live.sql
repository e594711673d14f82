CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"template" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"sender_user_id" uuid NOT NULL,
	"sender_business_id" uuid,
	"sender_id" uuid NOT NULL,
	"receiver_business_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"product_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"closed_by" char(1),
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiries_not_to_self" CHECK ("inquiries"."sender_id" <> "inquiries"."receiver_business_id"),
	CONSTRAINT "inquiries_closed" CHECK (("inquiries"."status" = 'closed') = ("inquiries"."closed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "inquiry_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"side" char(1) NOT NULL,
	"author_user_id" uuid,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_participants" (
	"identity_id" uuid NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"side" char(1) NOT NULL,
	"counterpart_id" uuid NOT NULL,
	"last_activity_at" timestamp (3) with time zone NOT NULL,
	"unread" boolean NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "inquiry_participants_identity_id_inquiry_id_pk" PRIMARY KEY("identity_id","inquiry_id")
);
--> statement-breakpoint
CREATE TABLE "live_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"identity_id" uuid NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_sender_business_id_businesses_id_fk" FOREIGN KEY ("sender_business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_receiver_business_id_businesses_id_fk" FOREIGN KEY ("receiver_business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_messages" ADD CONSTRAINT "inquiry_messages_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_messages" ADD CONSTRAINT "inquiry_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_participants" ADD CONSTRAINT "inquiry_participants_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_tickets" ADD CONSTRAINT "live_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_unsent" ON "email_outbox" USING btree ("created_at") WHERE "email_outbox"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "inquiries_receiver_business_id_index" ON "inquiries" USING btree ("receiver_business_id");--> statement-breakpoint
CREATE INDEX "inquiries_sender_user_id_index" ON "inquiries" USING btree ("sender_user_id");--> statement-breakpoint
CREATE INDEX "inquiries_sender_business_id_index" ON "inquiries" USING btree ("sender_business_id");--> statement-breakpoint
CREATE INDEX "inquiry_messages_inquiry_id_created_at_id_index" ON "inquiry_messages" USING btree ("inquiry_id","created_at","id");--> statement-breakpoint
CREATE INDEX "inquiry_participants_activity" ON "inquiry_participants" USING btree ("identity_id","last_activity_at","inquiry_id");--> statement-breakpoint
CREATE INDEX "inquiry_participants_unread" ON "inquiry_participants" USING btree ("identity_id") WHERE "inquiry_participants"."unread";--> statement-breakpoint
CREATE INDEX "inquiry_participants_inquiry_id_index" ON "inquiry_participants" USING btree ("inquiry_id");--> statement-breakpoint
CREATE INDEX "live_events_identity_id_id_index" ON "live_events" USING btree ("identity_id","id");--> statement-breakpoint
CREATE INDEX "live_events_created_at_index" ON "live_events" USING btree ("created_at");