-- Years established before 2000 are counted as 2000: from 2020 on, each of them is 20 years or more in business (the
-- last bucket of the facet), as 2000 is. Fewer distinct years make fewer rows: 12,300 instead of 28,800 at 102,000
-- businesses.
CREATE FUNCTION business_facet_year(year integer) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN year < 2000 THEN 2000 ELSE year END
$$;--> statement-breakpoint
-- How many businesses hold each combination of the business search's facet values: a search without keyword reads its
-- facet counts from these rows instead of counting every business (1 s under load at 102,000 businesses).
CREATE TABLE "business_facet_counts" (
	"business_type" char(2) NOT NULL,
	"country_code" char(2) NOT NULL,
	"subscription" text NOT NULL,
	"verified" boolean NOT NULL,
	"year_established" integer,
	"businesses" integer NOT NULL,
	CONSTRAINT "business_facet_counts_key" UNIQUE NULLS NOT DISTINCT("business_type","country_code","subscription","verified","year_established")
);
--> statement-breakpoint
INSERT INTO business_facet_counts (business_type, country_code, subscription, verified, year_established, businesses)
SELECT business_type, country_code, subscription, verified, business_facet_year(year_stablished), count(*)
FROM businesses
GROUP BY 1, 2, 3, 4, 5
ORDER BY 1, 2, 3, 4, 5;--> statement-breakpoint
-- A business leaves the count of its old facet values and enters that of its new ones. Rows that reach 0 stay; the
-- searches skip them.
CREATE FUNCTION business_facet_counts_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE business_facet_counts c SET businesses = c.businesses - 1
    WHERE c.business_type = OLD.business_type AND c.country_code = OLD.country_code
      AND c.subscription = OLD.subscription AND c.verified = OLD.verified
      AND c.year_established IS NOT DISTINCT FROM business_facet_year(OLD.year_stablished);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO business_facet_counts (business_type, country_code, subscription, verified, year_established,
      businesses)
    VALUES (NEW.business_type, NEW.country_code, NEW.subscription, NEW.verified,
      business_facet_year(NEW.year_stablished), 1)
    ON CONFLICT ON CONSTRAINT business_facet_counts_key
    DO UPDATE SET businesses = business_facet_counts.businesses + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER business_facet_counts_written
AFTER INSERT OR DELETE ON businesses
FOR EACH ROW EXECUTE FUNCTION business_facet_counts_trigger();--> statement-breakpoint
CREATE TRIGGER business_facet_counts_changed
AFTER UPDATE OF business_type, country_code, subscription, verified, year_stablished ON businesses
FOR EACH ROW WHEN (OLD.business_type IS DISTINCT FROM NEW.business_type
  OR OLD.country_code IS DISTINCT FROM NEW.country_code OR OLD.subscription IS DISTINCT FROM NEW.subscription
  OR OLD.verified IS DISTINCT FROM NEW.verified
  OR business_facet_year(OLD.year_stablished) IS DISTINCT FROM business_facet_year(NEW.year_stablished))
EXECUTE FUNCTION business_facet_counts_trigger();
