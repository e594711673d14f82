CREATE TABLE "product_search_frequent_terms" (
	"lexeme" text PRIMARY KEY NOT NULL,
	"query" "tsquery" NOT NULL,
	"cutoff_score" real,
	"cutoff_created_at" timestamp with time zone,
	"cutoff_product_id" uuid,
	CONSTRAINT "product_search_frequent_terms_query_unique" UNIQUE("query")
);
--> statement-breakpoint
CREATE TABLE "product_search_term_counts" (
	"lexeme" text NOT NULL,
	"country_code" char(2) NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "product_search_term_counts_lexeme_country_code_pk" PRIMARY KEY("lexeme","country_code")
);
--> statement-breakpoint
CREATE TABLE "product_search_top" (
	"lexeme" text NOT NULL,
	"product_id" uuid NOT NULL,
	"country_code" char(2) NOT NULL,
	"score" real NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "product_search_top_lexeme_product_id_pk" PRIMARY KEY("lexeme","product_id")
);
--> statement-breakpoint
-- The newest products are listed from product_search since 0008; nothing reads this index any more.
DROP INDEX "products_created_at_index";--> statement-breakpoint
ALTER TABLE "product_search_term_counts" ADD CONSTRAINT "product_search_term_counts_lexeme_product_search_frequent_terms_lexeme_fk" FOREIGN KEY ("lexeme") REFERENCES "public"."product_search_frequent_terms"("lexeme") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_search_top" ADD CONSTRAINT "product_search_top_lexeme_product_search_frequent_terms_lexeme_fk" FOREIGN KEY ("lexeme") REFERENCES "public"."product_search_frequent_terms"("lexeme") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_search_top" ADD CONSTRAINT "product_search_top_product_id_product_search_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product_search"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_top_lexeme_score_created_at_product_id_index" ON "product_search_top" USING btree ("lexeme","score" DESC NULLS LAST,"created_at" DESC NULLS LAST,"product_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_search_top_lexeme_country_code_score_created_at_product_id_index" ON "product_search_top" USING btree ("lexeme","country_code","score" DESC NULLS LAST,"created_at" DESC NULLS LAST,"product_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_search_top_product_id_index" ON "product_search_top" USING btree ("product_id");--> statement-breakpoint
-- The relevance of a document to a query: ts_rank with the weights of the document's parts D, C, B, A (PostgreSQL's
-- defaults): a name (A) counts 2.5 times an industry or category name (B), 5 times a short description (C), 10 times the
-- rest (D). Every search ranks with it, and so do the lists of frequent words below, so both give the same scores.
CREATE FUNCTION search_rank(document tsvector, query tsquery) RETURNS real
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ts_rank('{0.1,0.2,0.4,1.0}'::real[], document, query)
$$;--> statement-breakpoint
-- A word found in many products is searched from its list of best-ranked products and its counts: ranking and counting
-- every match of "steel" (196,000 of 1,000,000 products) took 0.65 s alone and over 2 s under load. The list holds
-- exactly the matches that rank at or above its cutoff, so each write of a product puts it in or takes it out by its
-- own rank: the list stays exact however long it gets, and a page past its end is ranked the ordinary way.
CREATE FUNCTION product_search_terms_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE product_search_term_counts c SET products = c.products - 1
    FROM unnest(tsvector_to_array(OLD.document)) AS l(lexeme)
    WHERE c.lexeme = l.lexeme AND c.country_code = OLD.country_code;
    DELETE FROM product_search_top WHERE product_id = OLD.product_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO product_search_term_counts (lexeme, country_code, products)
    SELECT f.lexeme, NEW.country_code, 1
    FROM unnest(tsvector_to_array(NEW.document)) AS l(lexeme)
    JOIN product_search_frequent_terms f ON f.lexeme = l.lexeme
    ON CONFLICT (lexeme, country_code) DO UPDATE SET products = product_search_term_counts.products + 1;
    INSERT INTO product_search_top (lexeme, product_id, country_code, score, created_at)
    SELECT f.lexeme, NEW.product_id, NEW.country_code, ranked.score, NEW.created_at
    FROM unnest(tsvector_to_array(NEW.document)) AS l(lexeme)
    JOIN product_search_frequent_terms f ON f.lexeme = l.lexeme
    CROSS JOIN LATERAL (SELECT search_rank(NEW.document, f.query) * NEW.search_boost AS score) AS ranked
    WHERE f.cutoff_score IS NULL
      OR (ranked.score, NEW.created_at, NEW.product_id) >= (f.cutoff_score, f.cutoff_created_at, f.cutoff_product_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_search_terms_written
AFTER INSERT OR DELETE ON product_search
FOR EACH ROW EXECUTE FUNCTION product_search_terms_trigger();--> statement-breakpoint
CREATE TRIGGER product_search_terms_changed
AFTER UPDATE OF document, search_boost, country_code ON product_search
FOR EACH ROW WHEN (OLD.document IS DISTINCT FROM NEW.document OR OLD.search_boost IS DISTINCT FROM NEW.search_boost
  OR OLD.country_code IS DISTINCT FROM NEW.country_code)
EXECUTE FUNCTION product_search_terms_trigger();--> statement-breakpoint
-- Chooses the words found in at least min_products products and makes their counts and lists (list_size products each)
-- anew; answers how many words it chose. Product writes wait while it runs, so that none is counted twice or missed
-- (about 3 minutes at 1,000,000 products). A word that becomes frequent later is searched the ordinary way until the next
-- refresh; the lists and counts of the chosen words stay exact in between.
CREATE FUNCTION product_search_refresh_frequent_terms(min_products integer, list_size integer) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  term record;
  listed integer;
BEGIN
  LOCK TABLE product_search IN SHARE MODE;
  DELETE FROM product_search_frequent_terms;
  -- The query is the word itself, quoted as tsquery input: plainto_tsquery would stem the stem again.
  INSERT INTO product_search_frequent_terms (lexeme, query)
  SELECT word, ('''' || replace(replace(word, '\', '\\'), '''', '''''') || '''')::tsquery
  FROM ts_stat('SELECT document FROM product_search')
  WHERE ndoc >= min_products;
  INSERT INTO product_search_term_counts (lexeme, country_code, products)
  SELECT f.lexeme, ps.country_code, count(*)
  FROM product_search ps
  CROSS JOIN unnest(tsvector_to_array(ps.document)) AS l(lexeme)
  JOIN product_search_frequent_terms f ON f.lexeme = l.lexeme
  GROUP BY f.lexeme, ps.country_code;
  FOR term IN SELECT lexeme, query FROM product_search_frequent_terms LOOP
    INSERT INTO product_search_top (lexeme, product_id, country_code, score, created_at)
    SELECT term.lexeme, ps.product_id, ps.country_code, search_rank(ps.document, term.query) * ps.search_boost AS score,
      ps.created_at
    FROM product_search ps
    WHERE ps.document @@ term.query
    ORDER BY score DESC, ps.created_at DESC, ps.product_id DESC
    LIMIT list_size;
    GET DIAGNOSTICS listed = ROW_COUNT;
    IF listed = list_size THEN
      UPDATE product_search_frequent_terms f
      SET cutoff_score = last.score, cutoff_created_at = last.created_at, cutoff_product_id = last.product_id
      FROM (SELECT t.score, t.created_at, t.product_id FROM product_search_top t WHERE t.lexeme = term.lexeme
            ORDER BY t.score, t.created_at, t.product_id LIMIT 1) AS last
      WHERE f.lexeme = term.lexeme;
    END IF;
  END LOOP;
  -- Planned on fresh statistics: the lists were all made anew.
  ANALYZE product_search_frequent_terms, product_search_top, product_search_term_counts;
  RETURN (SELECT count(*) FROM product_search_frequent_terms);
END
$$;
