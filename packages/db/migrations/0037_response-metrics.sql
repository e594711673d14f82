CREATE TABLE "business_response_metrics" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"cases" integer DEFAULT 0 NOT NULL,
	"replied_within_48h" integer DEFAULT 0 NOT NULL,
	"median_first_reply_seconds" integer,
	"computed_at" timestamp with time zone,
	"stale_at" timestamp with time zone,
	CONSTRAINT "business_response_metrics_counts" CHECK ("business_response_metrics"."cases" >= 0 and "business_response_metrics"."replied_within_48h" between 0 and "business_response_metrics"."cases")
);
--> statement-breakpoint
DROP INDEX "inquiries_receiver_business_id_index";--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "receiver_replied_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "business_response_metrics" ADD CONSTRAINT "business_response_metrics_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_response_metrics_stale" ON "business_response_metrics" USING btree ("stale_at") WHERE "business_response_metrics"."stale_at" is not null;--> statement-breakpoint
CREATE INDEX "inquiries_receiver_business_id_created_at_index" ON "inquiries" USING btree ("receiver_business_id","created_at");--> statement-breakpoint
CREATE INDEX "rfqs_award_inquiry_id_index" ON "rfqs" USING btree ("award_inquiry_id") WHERE "rfqs"."award_inquiry_id" is not null;--> statement-breakpoint
-- The first reply of every thread so far, from its messages.
UPDATE "inquiries" SET "receiver_replied_at" = (
  SELECT min("created_at") FROM "inquiry_messages"
  WHERE "inquiry_messages"."inquiry_id" = "inquiries"."id" AND "inquiry_messages"."side" = 'R'
);--> statement-breakpoint
-- Every business sent a request or an RFQ in the last 90 days is computed by the job's first run.
INSERT INTO "business_response_metrics" ("business_id", "stale_at")
SELECT "receiver_business_id", now() FROM "inquiries" WHERE "created_at" > now() - interval '90 days'
UNION
SELECT "business_id", now() FROM "rfq_matches" WHERE "created_at" > now() - interval '90 days';
