CREATE TABLE "payment_mismatches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"provider_event_id" text,
	"business_id" uuid NOT NULL,
	"subscription" text NOT NULL,
	"expected_cents" integer NOT NULL,
	"expected_currency" text NOT NULL,
	"paid_cents" integer,
	"paid_currency" text,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_mismatches_providerPaymentID_unique" UNIQUE("provider_payment_id")
);
--> statement-breakpoint
CREATE INDEX "payment_mismatches_created_at_index" ON "payment_mismatches" USING btree ("created_at");