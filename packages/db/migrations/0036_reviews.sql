CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"reviewer_user_id" uuid,
	"reviewer_business_id" uuid,
	"author_user_id" uuid,
	"quality" smallint NOT NULL,
	"communication" smallint NOT NULL,
	"delivery" smallint NOT NULL,
	"text" text NOT NULL,
	"deal_closed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer" text,
	"answer_user_id" uuid,
	"answered_at" timestamp with time zone,
	CONSTRAINT "reviews_inquiryID_unique" UNIQUE("inquiry_id"),
	CONSTRAINT "reviews_quality" CHECK ("quality" between 1 and 5),
	CONSTRAINT "reviews_communication" CHECK ("communication" between 1 and 5),
	CONSTRAINT "reviews_delivery" CHECK ("delivery" between 1 and 5),
	CONSTRAINT "reviews_answered" CHECK (("reviews"."answer" is null) = ("reviews"."answered_at" is null))
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "sender_deal_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "receiver_deal_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_user_id_users_id_fk" FOREIGN KEY ("reviewer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_business_id_businesses_id_fk" FOREIGN KEY ("reviewer_business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_answer_user_id_users_id_fk" FOREIGN KEY ("answer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_business_id_created_at_id_index" ON "reviews" USING btree ("business_id","created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_reviewer_business_id_index" ON "reviews" USING btree ("reviewer_business_id");