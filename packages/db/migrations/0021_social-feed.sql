CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"business_id" uuid,
	"timeline_id" uuid NOT NULL,
	"timeline_type" text NOT NULL,
	"content" text NOT NULL,
	"picture" jsonb,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_timeline" CHECK ("posts"."timeline_id" = coalesce("posts"."business_id", "posts"."user_id")),
	CONSTRAINT "posts_timeline_type" CHECK (("posts"."timeline_type" = 'business') = ("posts"."business_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"recipient_id" uuid NOT NULL,
	"type" text NOT NULL,
	"actor_user_id" uuid NOT NULL,
	"actor_business_id" uuid,
	"subject_id" uuid NOT NULL,
	"detail_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_business_id_businesses_id_fk" FOREIGN KEY ("actor_business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_timeline_id_id_index" ON "posts" USING btree ("timeline_id","id");--> statement-breakpoint
CREATE INDEX "posts_user_id_index" ON "posts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notifications_recipient_id_id_index" ON "notifications" USING btree ("recipient_id","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("recipient_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_subject_id_index" ON "notifications" USING btree ("subject_id");