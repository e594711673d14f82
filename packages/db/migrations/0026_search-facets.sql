-- Product search carries what its facets count, so that counting them reads the narrow search rows alone, as the
-- search does: the product's category, the first number of days of its lead time and whether its business is verified.
-- A lead time is free text ("10–20 days", "5–8 working days", "2 weeks"): its first number counts, weeks and months
-- in days; null when it holds no number.
CREATE FUNCTION product_lead_time_days(lead_time text) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT substring(lead_time from '\d{1,5}')::integer
    * CASE WHEN lead_time ~* 'week' THEN 7 WHEN lead_time ~* 'month' THEN 30 ELSE 1 END
$$;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "category_id" uuid;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "lead_time_days" integer;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE product_search ps
SET category_id = p.category_id, lead_time_days = product_lead_time_days(p.lead_time), verified = b.verified
FROM products p JOIN businesses b ON b.id = p.business_id
WHERE p.id = ps.product_id;--> statement-breakpoint
ALTER TABLE "product_search" ALTER COLUMN "category_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "product_search_category_id_created_at_index" ON "product_search" USING btree ("category_id","created_at");--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search (product_id, created_at, search_boost, country_code, document, category_id,
    lead_time_days, verified)
  SELECT NEW.id, NEW.created_at, business_search_boost(b.subscription, b.verified), b.country_code,
    product_search_document(NEW.name, NEW.keywords, NEW.description, NEW.specs,
      NEW.industry_id, NEW.category_id, NEW.subcategory_id),
    NEW.category_id, product_lead_time_days(NEW.lead_time), b.verified
  FROM businesses b WHERE b.id = NEW.business_id
  ON CONFLICT (product_id) DO UPDATE
  SET search_boost = EXCLUDED.search_boost, country_code = EXCLUDED.country_code, document = EXCLUDED.document,
    category_id = EXCLUDED.category_id, lead_time_days = EXCLUDED.lead_time_days, verified = EXCLUDED.verified;
  PERFORM search_terms_add(concat_ws(' ', NEW.name, array_to_string(NEW.keywords, ' '),
    product_reference_names(NEW.industry_id, NEW.category_id, NEW.subcategory_id)));
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER products_search_document ON products;--> statement-breakpoint
-- A new lead time is a new facet value too.
CREATE TRIGGER products_search_document
AFTER INSERT OR UPDATE OF name, keywords, description, specs, industry_id, category_id, subcategory_id, business_id,
  lead_time
ON products
FOR EACH ROW EXECUTE FUNCTION products_search_trigger();--> statement-breakpoint
-- A business's verification reaches its products' facet at once, with their search boost.
CREATE OR REPLACE FUNCTION businesses_product_search_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_search ps
  SET search_boost = business_search_boost(NEW.subscription, NEW.verified), country_code = NEW.country_code,
    verified = NEW.verified
  FROM products p
  WHERE p.business_id = NEW.id AND ps.product_id = p.id;
  RETURN NULL;
END
$$;
