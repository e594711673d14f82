CREATE TYPE "public"."search_kind" AS ENUM('product', 'user');--> statement-breakpoint
CREATE TABLE "user_search" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"country_code" char(2),
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_frequent_terms" (
	"kind" "search_kind" NOT NULL,
	"lexeme" text NOT NULL,
	"query" "tsquery" NOT NULL,
	"cutoff_score" real,
	"cutoff_created_at" timestamp with time zone,
	"cutoff_id" uuid,
	CONSTRAINT "search_frequent_terms_kind_lexeme_pk" PRIMARY KEY("kind","lexeme"),
	CONSTRAINT "search_frequent_terms_kind_query_unique" UNIQUE("kind","query")
);
--> statement-breakpoint
CREATE TABLE "search_term_counts" (
	"kind" "search_kind" NOT NULL,
	"lexeme" text NOT NULL,
	"country_code" char(2),
	"matches" integer NOT NULL,
	CONSTRAINT "search_term_counts_kind_lexeme_countryCode_unique" UNIQUE NULLS NOT DISTINCT("kind","lexeme","country_code")
);
--> statement-breakpoint
CREATE TABLE "search_top" (
	"kind" "search_kind" NOT NULL,
	"lexeme" text NOT NULL,
	"id" uuid NOT NULL,
	"country_code" char(2),
	"score" real NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "search_top_kind_lexeme_id_pk" PRIMARY KEY("kind","lexeme","id")
);
--> statement-breakpoint
DROP INDEX "users_search_document_index";--> statement-breakpoint
ALTER TABLE "user_search" ADD CONSTRAINT "user_search_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_term_counts" ADD CONSTRAINT "search_term_counts_kind_lexeme_search_frequent_terms_kind_lexeme_fk" FOREIGN KEY ("kind","lexeme") REFERENCES "public"."search_frequent_terms"("kind","lexeme") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_top" ADD CONSTRAINT "search_top_kind_lexeme_search_frequent_terms_kind_lexeme_fk" FOREIGN KEY ("kind","lexeme") REFERENCES "public"."search_frequent_terms"("kind","lexeme") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_search_document_index" ON "user_search" USING gin ("document") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "user_search_country_code_created_at_index" ON "user_search" USING btree ("country_code","created_at");--> statement-breakpoint
CREATE INDEX "user_search_created_at_index" ON "user_search" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "search_top_kind_lexeme_score_created_at_id_index" ON "search_top" USING btree ("kind","lexeme","score" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_top_kind_lexeme_country_code_score_created_at_id_index" ON "search_top" USING btree ("kind","lexeme","country_code","score" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_top_kind_id_index" ON "search_top" USING btree ("kind","id");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "search_document";--> statement-breakpoint
-- People search lists the newest people from user_search now; nothing reads these indexes any more.
DROP INDEX "users_country_code_created_at_index";--> statement-breakpoint
DROP INDEX "users_created_at_index";--> statement-breakpoint
-- People search moves to a narrow table of its own, as product search did in 0008, and gets lists of frequent words
-- like products' of 0009: the lists become one set of tables with a kind, kept by the same functions for both.
DROP TRIGGER users_search_document ON users;--> statement-breakpoint
-- Every write of a person's searched fields or country rewrites their search row, so the write is searchable at once;
-- a write that changes neither the document nor the country leaves the row (and the lists) alone.
CREATE OR REPLACE FUNCTION users_search_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_search (user_id, created_at, country_code, document)
  VALUES (NEW.id, NEW.created_at, NEW.country_code, user_search_document(NEW.first_name, NEW.last_name,
    NEW.company_name, NEW.job_position_id, NEW.profession, NEW.show_profession, NEW.brief_presentation))
  ON CONFLICT (user_id) DO UPDATE SET country_code = EXCLUDED.country_code, document = EXCLUDED.document
  WHERE (user_search.country_code, user_search.document) IS DISTINCT FROM (EXCLUDED.country_code, EXCLUDED.document);
  PERFORM search_terms_add(concat_ws(' ', NEW.first_name, NEW.last_name, NEW.company_name));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_search_document
AFTER INSERT OR UPDATE OF first_name, last_name, company_name, job_position_id, profession, show_profession,
  brief_presentation, country_code ON users
FOR EACH ROW EXECUTE FUNCTION users_search_trigger();--> statement-breakpoint
INSERT INTO user_search (user_id, created_at, country_code, document)
SELECT id, created_at, country_code,
  user_search_document(first_name, last_name, company_name, job_position_id, profession, show_profession,
    brief_presentation)
FROM users;--> statement-breakpoint
-- The documents of every kind with lists of frequent words, for the refresh to choose and rank them alike. A query of
-- one kind reads only that kind's table.
CREATE VIEW search_documents AS
SELECT 'product'::search_kind AS kind, product_id AS id, country_code, created_at, search_boost, document
FROM product_search
UNION ALL
SELECT 'user'::search_kind, user_id, country_code, created_at, 1::real, document
FROM user_search;--> statement-breakpoint
-- A document of a kind leaves the counts and lists of its frequent words (before it is written anew or removed).
CREATE FUNCTION search_lists_remove(of_kind search_kind, item uuid, country char(2), doc tsvector) RETURNS void
LANGUAGE sql AS $$
  UPDATE search_term_counts c SET matches = c.matches - 1
  FROM unnest(tsvector_to_array(doc)) AS l(lexeme)
  WHERE c.kind = of_kind AND c.lexeme = l.lexeme AND c.country_code IS NOT DISTINCT FROM country;
  DELETE FROM search_top t WHERE t.kind = of_kind AND t.id = item;
$$;--> statement-breakpoint
-- A document of a kind is counted under each of its frequent words and enters the list of those where its own rank
-- reaches the list's cutoff: the list keeps holding exactly the matches ranked at or above it (see 0009).
CREATE FUNCTION search_lists_add(
  of_kind search_kind, item uuid, country char(2), doc tsvector, boost real, created timestamp with time zone
) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO search_term_counts (kind, lexeme, country_code, matches)
  SELECT of_kind, f.lexeme, country, 1
  FROM unnest(tsvector_to_array(doc)) AS l(lexeme)
  JOIN search_frequent_terms f ON f.kind = of_kind AND f.lexeme = l.lexeme
  ON CONFLICT (kind, lexeme, country_code) DO UPDATE SET matches = search_term_counts.matches + 1;
  INSERT INTO search_top (kind, lexeme, id, country_code, score, created_at)
  SELECT of_kind, f.lexeme, item, country, ranked.score, created
  FROM unnest(tsvector_to_array(doc)) AS l(lexeme)
  JOIN search_frequent_terms f ON f.kind = of_kind AND f.lexeme = l.lexeme
  CROSS JOIN LATERAL (SELECT search_rank(doc, f.query) * boost AS score) AS ranked
  WHERE f.cutoff_score IS NULL
    OR (ranked.score, created, item) >= (f.cutoff_score, f.cutoff_created_at, f.cutoff_id);
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_terms_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM search_lists_remove('product', OLD.product_id, OLD.country_code, OLD.document);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM search_lists_add('product', NEW.product_id, NEW.country_code, NEW.document, NEW.search_boost,
      NEW.created_at);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION user_search_terms_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM search_lists_remove('user', OLD.user_id, OLD.country_code, OLD.document);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM search_lists_add('user', NEW.user_id, NEW.country_code, NEW.document, 1, NEW.created_at);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER user_search_terms_written
AFTER INSERT OR DELETE ON user_search
FOR EACH ROW EXECUTE FUNCTION user_search_terms_trigger();--> statement-breakpoint
CREATE TRIGGER user_search_terms_changed
AFTER UPDATE OF document, country_code ON user_search
FOR EACH ROW WHEN (OLD.document IS DISTINCT FROM NEW.document OR OLD.country_code IS DISTINCT FROM NEW.country_code)
EXECUTE FUNCTION user_search_terms_trigger();--> statement-breakpoint
-- Chooses the words found in at least min_matches documents of a kind and makes their counts and lists (list_size
-- documents each) anew; answers how many words it chose. Writes of that kind wait while it runs, so that none is
-- counted twice or missed (about 3 minutes at 1,000,000 products). A word that becomes frequent later is searched the
-- ordinary way until the next refresh; the lists and counts of the chosen words stay exact in between.
CREATE FUNCTION search_refresh_frequent_terms(of_kind search_kind, min_matches integer, list_size integer)
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
  ANALYZE search_frequent_terms, search_top, search_term_counts;
  RETURN (SELECT count(*) FROM search_frequent_terms WHERE kind = of_kind);
END
$$;--> statement-breakpoint
DROP FUNCTION product_search_refresh_frequent_terms(integer, integer);--> statement-breakpoint
-- The products' lists carry over as they are: they are exact, and a refresh at 1,000,000 products takes minutes.
INSERT INTO search_frequent_terms (kind, lexeme, query, cutoff_score, cutoff_created_at, cutoff_id)
SELECT 'product', lexeme, query, cutoff_score, cutoff_created_at, cutoff_product_id
FROM product_search_frequent_terms;--> statement-breakpoint
INSERT INTO search_term_counts (kind, lexeme, country_code, matches)
SELECT 'product', lexeme, country_code, products FROM product_search_term_counts;--> statement-breakpoint
INSERT INTO search_top (kind, lexeme, id, country_code, score, created_at)
SELECT 'product', lexeme, product_id, country_code, score, created_at FROM product_search_top;--> statement-breakpoint
DROP TABLE "product_search_top";--> statement-breakpoint
DROP TABLE "product_search_term_counts";--> statement-breakpoint
DROP TABLE "product_search_frequent_terms";
