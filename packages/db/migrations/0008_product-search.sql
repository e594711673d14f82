-- Product search moves to a narrow table of its own. A product row is about 2 KB (pictures, specifications, videos),
-- half of the rows past the size where PostgreSQL moves values out of line, and the search document lived in it: at
-- 1,000,000 products a ranked keyword search read three pages per match (row, out-of-line values, document). Here a match
-- costs one page, and the same search answered three times as many requests a second under 10 concurrent clients.
-- The table also carries what ranking and the country filter need from the business (its search boost and country), so
-- no match is joined to its business.
CREATE TABLE "product_search" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"search_boost" real DEFAULT 1 NOT NULL,
	"country_code" char(2) NOT NULL,
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_search_counts" (
	"country_code" char(2) PRIMARY KEY NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_search_document_index";--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The search priority of a business: Platinum and Premium are high priority, Gold is priority,
-- Standard has none; a verified business gets a little more. It multiplies the relevance (ts_rank with the weights
-- A 1.0, B 0.4, C 0.2, D 0.1): the largest boost, 1.3 × 1.1 = 1.43, stays below the 2.5 between a name match and a
-- category match, so paying members rise among equal matches without burying a better one.
CREATE FUNCTION business_search_boost(subscription text, verified boolean) RETURNS real
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ((CASE subscription WHEN 'platinum' THEN 1.3 WHEN 'premium' THEN 1.3 WHEN 'gold' THEN 1.15 ELSE 1 END)
    * (CASE WHEN verified THEN 1.1 ELSE 1 END))::real
$$;--> statement-breakpoint
INSERT INTO product_search (product_id, created_at, search_boost, country_code, document)
SELECT p.id, p.created_at, business_search_boost(b.subscription, b.verified), b.country_code, p.search_document
FROM products p JOIN businesses b ON b.id = p.business_id;--> statement-breakpoint
INSERT INTO product_search_counts (country_code, products)
SELECT country_code, count(*) FROM product_search GROUP BY country_code;--> statement-breakpoint
CREATE INDEX "product_search_document_index" ON "product_search" USING gin ("document") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "product_search_country_code_created_at_index" ON "product_search" USING btree ("country_code","created_at");--> statement-breakpoint
CREATE INDEX "product_search_created_at_index" ON "product_search" USING btree ("created_at");--> statement-breakpoint
-- The search indexes keep no pending list of fast updates, like search_terms' since 0007: PGlite has no autovacuum to
-- merge it, and with it the planner scanned whole tables (seen with 6,000 products for a word of seven matches).
DROP INDEX "users_search_document_index";--> statement-breakpoint
DROP INDEX "businesses_search_document_index";--> statement-breakpoint
CREATE INDEX "users_search_document_index" ON "users" USING gin ("search_document") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "businesses_search_document_index" ON "businesses" USING gin ("search_document") WITH (fastupdate=false);--> statement-breakpoint
DROP TRIGGER products_search_document ON products;--> statement-breakpoint
-- Every write of a product's searched fields rewrites its search row, so the write is searchable at once.
CREATE OR REPLACE FUNCTION products_search_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search (product_id, created_at, search_boost, country_code, document)
  SELECT NEW.id, NEW.created_at, business_search_boost(b.subscription, b.verified), b.country_code,
    product_search_document(NEW.name, NEW.keywords, NEW.description, NEW.specs,
      NEW.industry_id, NEW.category_id, NEW.subcategory_id)
  FROM businesses b WHERE b.id = NEW.business_id
  ON CONFLICT (product_id) DO UPDATE
  SET search_boost = EXCLUDED.search_boost, country_code = EXCLUDED.country_code, document = EXCLUDED.document;
  PERFORM search_terms_add(concat_ws(' ', NEW.name, array_to_string(NEW.keywords, ' '),
    product_reference_names(NEW.industry_id, NEW.category_id, NEW.subcategory_id)));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_document
AFTER INSERT OR UPDATE OF name, keywords, description, specs, industry_id, category_id, subcategory_id, business_id
ON products
FOR EACH ROW EXECUTE FUNCTION products_search_trigger();--> statement-breakpoint
-- A new membership, verification or country of a business reaches its products' search rows at once.
CREATE FUNCTION businesses_product_search_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_search ps
  SET search_boost = business_search_boost(NEW.subscription, NEW.verified), country_code = NEW.country_code
  FROM products p
  WHERE p.business_id = NEW.id AND ps.product_id = p.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER businesses_product_search
AFTER UPDATE OF subscription, verified, country_code ON businesses
FOR EACH ROW
WHEN (OLD.subscription IS DISTINCT FROM NEW.subscription OR OLD.verified IS DISTINCT FROM NEW.verified
  OR OLD.country_code IS DISTINCT FROM NEW.country_code)
EXECUTE FUNCTION businesses_product_search_trigger();--> statement-breakpoint
-- The exact number of products of each country, for the total of a search without keyword: counting a million rows
-- per request was the slowest search of all. One counter row per country is updated with each product written, which
-- makes two products of one country written at once wait for each other's commit: products are written seldom.
CREATE FUNCTION product_search_counts_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE product_search_counts SET products = products - 1 WHERE country_code = OLD.country_code;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO product_search_counts (country_code, products) VALUES (NEW.country_code, 1)
    ON CONFLICT (country_code) DO UPDATE SET products = product_search_counts.products + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_search_counts_written
AFTER INSERT OR DELETE ON product_search
FOR EACH ROW EXECUTE FUNCTION product_search_counts_trigger();--> statement-breakpoint
CREATE TRIGGER product_search_counts_moved
AFTER UPDATE OF country_code ON product_search
FOR EACH ROW WHEN (OLD.country_code IS DISTINCT FROM NEW.country_code)
EXECUTE FUNCTION product_search_counts_trigger();--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_document";
