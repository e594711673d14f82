-- The lead-time facet's bucket of a number of days, null outside them all: the contract's SEARCH_FACET_BUCKETS.leadTime
-- (a test holds the two equal).
CREATE FUNCTION product_lead_time_bucket(days integer) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN days BETWEEN 0 AND 7 THEN '0-7' WHEN days BETWEEN 8 AND 14 THEN '8-14'
    WHEN days BETWEEN 15 AND 30 THEN '15-30' WHEN days >= 31 THEN '31+' END
$$;--> statement-breakpoint
-- How many products hold each combination of facet values, for every product (lexeme '') and for each frequent product
-- word: a search without keyword, or of one frequent word, reads its total and facet counts from these rows (14,000 for
-- every one of 1,000,000 products) instead of counting its matches. They replace the counts per country of 0008, which
-- are their sums. A word's rows are written together (ordered by word), so that reading them reads few pages.
CREATE TABLE "product_facet_counts" (
	"lexeme" text NOT NULL,
	"country_code" char(2) NOT NULL,
	"category_id" uuid NOT NULL,
	"lead_time" text,
	"verified" boolean NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "product_facet_counts_key" UNIQUE NULLS NOT DISTINCT("lexeme","country_code","category_id","lead_time","verified")
);
--> statement-breakpoint
INSERT INTO product_facet_counts (lexeme, country_code, category_id, lead_time, verified, products)
SELECT '', country_code, category_id, product_lead_time_bucket(lead_time_days), verified, count(*)
FROM product_search
GROUP BY 2, 3, 4, 5
ORDER BY 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO product_facet_counts (lexeme, country_code, category_id, lead_time, verified, products)
SELECT f.lexeme, ps.country_code, ps.category_id, product_lead_time_bucket(ps.lead_time_days), ps.verified, count(*)
FROM product_search ps
CROSS JOIN unnest(tsvector_to_array(ps.document)) AS l(lexeme)
JOIN search_frequent_terms f ON f.kind = 'product' AND f.lexeme = l.lexeme
GROUP BY 1, 2, 3, 4, 5
ORDER BY 1, 2, 3, 4, 5;--> statement-breakpoint
DROP TRIGGER product_search_counts_written ON product_search;--> statement-breakpoint
DROP TRIGGER product_search_counts_moved ON product_search;--> statement-breakpoint
DROP FUNCTION product_search_counts_trigger();--> statement-breakpoint
DROP TABLE "product_search_counts" CASCADE;--> statement-breakpoint
-- A product leaves the counts of its old facet values (under '' and each frequent word its old document holds) and
-- enters those of its new ones (only a change of lead time that changes its bucket moves it). Rows that reach 0 stay:
-- the next write of such a product finds them, and the searches skip them.
CREATE FUNCTION product_facet_counts_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE product_facet_counts c SET products = c.products - 1
    FROM (SELECT '' AS lexeme
          UNION ALL
          SELECT f.lexeme FROM unnest(tsvector_to_array(OLD.document)) AS l(lexeme)
          JOIN search_frequent_terms f ON f.kind = 'product' AND f.lexeme = l.lexeme) AS w
    WHERE c.lexeme = w.lexeme AND c.country_code = OLD.country_code AND c.category_id = OLD.category_id
      AND c.lead_time IS NOT DISTINCT FROM product_lead_time_bucket(OLD.lead_time_days) AND c.verified = OLD.verified;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO product_facet_counts (lexeme, country_code, category_id, lead_time, verified, products)
    SELECT w.lexeme, NEW.country_code, NEW.category_id, product_lead_time_bucket(NEW.lead_time_days), NEW.verified, 1
    FROM (SELECT '' AS lexeme
          UNION ALL
          SELECT f.lexeme FROM unnest(tsvector_to_array(NEW.document)) AS l(lexeme)
          JOIN search_frequent_terms f ON f.kind = 'product' AND f.lexeme = l.lexeme) AS w
    ON CONFLICT ON CONSTRAINT product_facet_counts_key
    DO UPDATE SET products = product_facet_counts.products + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_facet_counts_written
AFTER INSERT OR DELETE ON product_search
FOR EACH ROW EXECUTE FUNCTION product_facet_counts_trigger();--> statement-breakpoint
CREATE TRIGGER product_facet_counts_changed
AFTER UPDATE OF document, country_code, category_id, lead_time_days, verified ON product_search
FOR EACH ROW WHEN (OLD.document IS DISTINCT FROM NEW.document OR OLD.country_code IS DISTINCT FROM NEW.country_code
  OR OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.lead_time_days IS DISTINCT FROM NEW.lead_time_days
  OR OLD.verified IS DISTINCT FROM NEW.verified)
EXECUTE FUNCTION product_facet_counts_trigger();--> statement-breakpoint
-- As in 0015, and a refresh of the product words also remakes their facet counts, under the same lock.
CREATE OR REPLACE FUNCTION search_refresh_frequent_terms(of_kind search_kind, min_matches integer, list_size integer)
RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  term record;
  listed integer;
BEGIN
  EXECUTE format('LOCK TABLE %I IN SHARE MODE',
    CASE of_kind WHEN 'product' THEN 'product_search' WHEN 'user' THEN 'user_search' END);
  DELETE FROM search_frequent_terms WHERE kind = of_kind;
  -- The query is the word itself, quoted as tsquery input: plainto_tsquery would stem the stem again.
  INSERT INTO search_frequent_terms (kind, lexeme, query)
  SELECT of_kind, word, ('''' || replace(replace(word, '\', '\\'), '''', '''''') || '''')::tsquery
  FROM ts_stat(format('SELECT document FROM search_documents WHERE kind = %L', of_kind))
  WHERE ndoc >= min_matches;
  INSERT INTO search_term_counts (kind, lexeme, country_code, matches)
  SELECT of_kind, f.lexeme, d.country_code, count(*)
  FROM search_documents d
  CROSS JOIN unnest(tsvector_to_array(d.document)) AS l(lexeme)
  JOIN search_frequent_terms f ON f.kind = of_kind AND f.lexeme = l.lexeme
  WHERE d.kind = of_kind
  GROUP BY f.lexeme, d.country_code;
  IF of_kind = 'product' THEN
    DELETE FROM product_facet_counts WHERE lexeme <> '';
    INSERT INTO product_facet_counts (lexeme, country_code, category_id, lead_time, verified, products)
    SELECT f.lexeme, ps.country_code, ps.category_id, product_lead_time_bucket(ps.lead_time_days), ps.verified,
      count(*)
    FROM product_search ps
    CROSS JOIN unnest(tsvector_to_array(ps.document)) AS l(lexeme)
    JOIN search_frequent_terms f ON f.kind = 'product' AND f.lexeme = l.lexeme
    GROUP BY 1, 2, 3, 4, 5
    ORDER BY 1, 2, 3, 4, 5;
  END IF;
  FOR term IN SELECT f.lexeme, f.query FROM search_frequent_terms f WHERE f.kind = of_kind LOOP
    INSERT INTO search_top (kind, lexeme, id, country_code, score, created_at)
    SELECT of_kind, term.lexeme, d.id, d.country_code, search_rank(d.document, term.query) * d.search_boost AS score,
      d.created_at
    FROM search_documents d
    WHERE d.kind = of_kind AND d.document @@ term.query
    ORDER BY score DESC, d.created_at DESC, d.id DESC
    LIMIT list_size;
    GET DIAGNOSTICS listed = ROW_COUNT;
    IF listed = list_size THEN
      UPDATE search_frequent_terms f
      SET cutoff_score = last.score, cutoff_created_at = last.created_at, cutoff_id = last.id
      FROM (SELECT t.score, t.created_at, t.id FROM search_top t WHERE t.kind = of_kind AND t.lexeme = term.lexeme
            ORDER BY t.score, t.created_at, t.id LIMIT 1) AS last
      WHERE f.kind = of_kind AND f.lexeme = term.lexeme;
    END IF;
  END LOOP;
  -- Planned on fresh statistics: the lists were all made anew.
  ANALYZE search_frequent_terms, search_top, search_term_counts, product_facet_counts;
  RETURN (SELECT count(*) FROM search_frequent_terms WHERE kind = of_kind);
END
$$;
