CREATE TABLE "exchange_rates" (
	"base_currency" char(3) NOT NULL,
	"quote_currency" char(3) NOT NULL,
	"rate_date" date NOT NULL,
	"rate" numeric(20, 10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_base_currency_quote_currency_rate_date_pk" PRIMARY KEY("base_currency","quote_currency","rate_date"),
	CONSTRAINT "exchange_rates_positive" CHECK ("exchange_rates"."rate" > 0),
	CONSTRAINT "exchange_rates_pair" CHECK ("exchange_rates"."base_currency" <> "exchange_rates"."quote_currency")
);
--> statement-breakpoint
CREATE TABLE "rfq_matches" (
	"rfq_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "rfq_matches_rfq_id_business_id_pk" PRIMARY KEY("rfq_id","business_id")
);
--> statement-breakpoint
CREATE TABLE "rfq_quotes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"rfq_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"submitted_by_user_id" uuid,
	"unit_price" numeric(18, 4) NOT NULL,
	"currency" char(3) NOT NULL,
	"minimum_order_quantity" numeric(18, 4) NOT NULL,
	"lead_time_days" integer NOT NULL,
	"incoterm" text NOT NULL,
	"named_place" text NOT NULL,
	"payment_terms" text NOT NULL,
	"valid_until" date NOT NULL,
	"message" text NOT NULL,
	"product_id" uuid,
	"status" text DEFAULT 'submitted' NOT NULL,
	"decline_reason" text,
	"edited" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rfq_quotes_one_per_business" UNIQUE("rfq_id","business_id"),
	CONSTRAINT "rfq_quotes_amounts_positive" CHECK ("rfq_quotes"."unit_price" > 0 and "rfq_quotes"."minimum_order_quantity" > 0),
	CONSTRAINT "rfq_quotes_lead_time" CHECK ("rfq_quotes"."lead_time_days" >= 0),
	CONSTRAINT "rfq_quotes_declined" CHECK (("rfq_quotes"."status" = 'declined') = ("rfq_quotes"."decline_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "rfqs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"buyer_user_id" uuid NOT NULL,
	"buyer_business_id" uuid,
	"product_name" text NOT NULL,
	"industry_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"subcategory_id" uuid,
	"quantity" numeric(18, 4) NOT NULL,
	"unit" text NOT NULL,
	"target_unit_price" numeric(18, 4),
	"currency" char(3) NOT NULL,
	"destination_country" char(2) NOT NULL,
	"incoterm" text NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"description" text NOT NULL,
	"pictures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"identity" text DEFAULT 'anonymous' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"award_inquiry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "rfqs_quantity_positive" CHECK ("rfqs"."quantity" > 0),
	CONSTRAINT "rfqs_target_price_positive" CHECK ("rfqs"."target_unit_price" is null or "rfqs"."target_unit_price" > 0),
	CONSTRAINT "rfqs_closed" CHECK (("rfqs"."status" = 'open') = ("rfqs"."closed_at" is null))
);
--> statement-breakpoint
ALTER TABLE "rfq_matches" ADD CONSTRAINT "rfq_matches_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_matches" ADD CONSTRAINT "rfq_matches_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_quotes" ADD CONSTRAINT "rfq_quotes_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_quotes" ADD CONSTRAINT "rfq_quotes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_quotes" ADD CONSTRAINT "rfq_quotes_submitted_by_user_id_users_id_fk" FOREIGN KEY ("submitted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_quotes" ADD CONSTRAINT "rfq_quotes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_buyer_business_id_businesses_id_fk" FOREIGN KEY ("buyer_business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_subcategory_id_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."subcategories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_destination_country_countries_code_fk" FOREIGN KEY ("destination_country") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_award_inquiry_id_inquiries_id_fk" FOREIGN KEY ("award_inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rfq_matches_business_id_created_at_rfq_id_index" ON "rfq_matches" USING btree ("business_id","created_at","rfq_id");--> statement-breakpoint
CREATE INDEX "rfq_quotes_business_id_created_at_index" ON "rfq_quotes" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "rfqs_buyer_user_id_created_at_index" ON "rfqs" USING btree ("buyer_user_id","created_at");--> statement-breakpoint
CREATE INDEX "rfqs_buyer_business_id_index" ON "rfqs" USING btree ("buyer_business_id");