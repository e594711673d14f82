CREATE TABLE "need_help_enquiries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"first_name" text,
	"last_name" text,
	"business_name" text,
	"business_type_code" char(2),
	"website" text,
	"job_position_id" uuid,
	"address" text,
	"zipcode" text,
	"city" text,
	"usa_state_id" uuid,
	"country_code" char(2),
	"company_phone" text NOT NULL,
	"company_fax" text,
	"total_employees" integer,
	"sales_employees" integer,
	"mobile_phone" text,
	"email" text NOT NULL,
	"buy_industries" uuid[] NOT NULL,
	"more_info_buy" text,
	"sell_industries" uuid[] NOT NULL,
	"more_info_sell" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "need_help_enquiries" ADD CONSTRAINT "need_help_enquiries_business_type_code_business_types_code_fk" FOREIGN KEY ("business_type_code") REFERENCES "public"."business_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "need_help_enquiries" ADD CONSTRAINT "need_help_enquiries_job_position_id_job_positions_id_fk" FOREIGN KEY ("job_position_id") REFERENCES "public"."job_positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "need_help_enquiries" ADD CONSTRAINT "need_help_enquiries_usa_state_id_states_id_fk" FOREIGN KEY ("usa_state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "need_help_enquiries" ADD CONSTRAINT "need_help_enquiries_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "need_help_enquiries_created_at_id_index" ON "need_help_enquiries" USING btree ("created_at","id");