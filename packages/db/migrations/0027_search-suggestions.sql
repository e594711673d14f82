-- Suggestions as a buyer types (`GET search/suggestions`): names that begin with the typed text, read in name order
-- from a btree index and stopped after a few, so their cost does not grow with the catalogue however common the
-- beginning ("st" begins some 200,000 product names at a million products; a full-text prefix query would collect
-- them all before keeping eight). `text_pattern_ops` compares byte by byte, which a prefix range needs whatever the
-- database's collation. Part numbers need no index of their own: `search_part_numbers` (0024) put them into the
-- documents unstemmed, and the documents' GIN index answers a prefix query ('gv94':*A).
-- Product names are copied into product_search, the narrow table that already knows whether a product is shown (one
-- hidden over its showcase's cap has no row) and its business's country, so one index serves the name and the country.
ALTER TABLE "product_search" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE product_search ps SET name = p.name FROM products p WHERE p.id = ps.product_id;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search (product_id, created_at, search_boost, country_code, document, category_id,
    lead_time_days, verified, name)
  SELECT NEW.id, NEW.created_at, business_search_boost(b.subscription, b.verified), b.country_code,
    product_search_document(NEW.name, NEW.keywords, NEW.description, NEW.specs,
      NEW.industry_id, NEW.category_id, NEW.subcategory_id),
    NEW.category_id, product_lead_time_days(NEW.lead_time), b.verified, NEW.name
  FROM businesses b WHERE b.id = NEW.business_id
  ON CONFLICT (product_id) DO UPDATE
  SET search_boost = EXCLUDED.search_boost, country_code = EXCLUDED.country_code, document = EXCLUDED.document,
    category_id = EXCLUDED.category_id, lead_time_days = EXCLUDED.lead_time_days, verified = EXCLUDED.verified,
    name = EXCLUDED.name;
  PERFORM search_terms_add(concat_ws(' ', NEW.name, array_to_string(NEW.keywords, ' '),
    product_reference_names(NEW.industry_id, NEW.category_id, NEW.subcategory_id)));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE INDEX "product_search_name_prefix_index" ON "product_search" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "product_search_country_name_prefix_index" ON "product_search" USING btree ("country_code",lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "businesses_type_name_prefix_index" ON "businesses" USING btree ("business_type",lower("company_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "businesses_type_country_name_prefix_index" ON "businesses" USING btree ("business_type","country_code",lower("company_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_name_prefix_index" ON "users" USING btree (lower("first_name" || ' ' || "last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_country_name_prefix_index" ON "users" USING btree ("country_code",lower("first_name" || ' ' || "last_name") text_pattern_ops);
