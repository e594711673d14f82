CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_country_code_index";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_document" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "search_document" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
CREATE INDEX "search_terms_term_trgm_index" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_country_code_created_at_index" ON "users" USING btree ("country_code","created_at");--> statement-breakpoint
CREATE INDEX "users_search_document_index" ON "users" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "businesses_search_document_index" ON "businesses" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "businesses_business_type_country_code_created_at_index" ON "businesses" USING btree ("business_type","country_code","created_at");--> statement-breakpoint
CREATE INDEX "products_search_document_index" ON "products" USING gin ("search_document");--> statement-breakpoint
-- Search documents are computed by the database, so every write (the API's, the seed's, a hand-made fix) is searchable at
-- once. The computation is exposed as functions of plain values so that bulk loads can fill the same documents in an
-- INSERT ... SELECT with the triggers disabled.
--
-- Text search configuration 'english', in documents and queries alike: the portal's content is written in English (the
-- specification asks for English names and addresses), and its stemmer lets "pumps" find "pump" and "valves" find
-- "valve", which 'simple' would not. Its stop words ("the", "and") are words nobody searches a supplier by.

-- The words of a text that typo tolerance may correct a keyword to: lower case, letters and digits, 3 characters or
-- more, not only digits (a part number is not a spelling).
CREATE FUNCTION search_words(content text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT word
  FROM regexp_split_to_table(lower(coalesce(content, '')), '[^[:alnum:]]+') AS word
  WHERE length(word) >= 3 AND word ~ '[[:alpha:]]'
$$;--> statement-breakpoint
-- Ordered, so two transactions adding the same new words take their locks in the same order and cannot deadlock.
CREATE FUNCTION search_terms_add(content text) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO search_terms (term) SELECT word FROM search_words(content) AS word ORDER BY word ON CONFLICT DO NOTHING
$$;--> statement-breakpoint
-- The names of industries (given, and those of the given categories), categories and subcategories, for weight B.
CREATE FUNCTION search_reference_names(industry_ids uuid[], category_ids uuid[], subcategory_ids uuid[]) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT concat_ws(' ',
    (SELECT string_agg(i.name, ' ') FROM industries i
      WHERE i.id = ANY (industry_ids) OR i.id IN (SELECT c.industry_id FROM categories c WHERE c.id = ANY (category_ids))),
    (SELECT string_agg(c.name, ' ') FROM categories c WHERE c.id = ANY (category_ids)),
    (SELECT string_agg(s.name, ' ') FROM subcategories s WHERE s.id = ANY (subcategory_ids)))
$$;--> statement-breakpoint
CREATE FUNCTION business_search_document(
  company_name text, short_description text, general_description text, industry_id uuid, category_ids uuid[]
) RETURNS tsvector
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english', coalesce(company_name, '')), 'A')
    || setweight(to_tsvector('english', search_reference_names(ARRAY[industry_id], category_ids, '{}')), 'B')
    || setweight(to_tsvector('english', coalesce(short_description, '')), 'C')
    || setweight(to_tsvector('english', coalesce(general_description, '')), 'D')
$$;--> statement-breakpoint
CREATE FUNCTION product_search_document(
  name text, keywords text[], description text, specs jsonb, industry_id uuid, category_id uuid, subcategory_id uuid
) RETURNS tsvector
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english', coalesce(name, '') || ' ' || coalesce(array_to_string(keywords, ' '), '')), 'A')
    || setweight(to_tsvector('english',
         search_reference_names(ARRAY[industry_id], ARRAY[category_id], ARRAY[subcategory_id])), 'B')
    || setweight(to_tsvector('english', coalesce(description, '')), 'C')
    || setweight(to_tsvector('english', coalesce(
         (SELECT string_agg(concat_ws(' ', spec ->> 'key', spec ->> 'value'), ' ')
          FROM jsonb_array_elements(CASE WHEN jsonb_typeof(specs) = 'array' THEN specs ELSE '[]' END) AS spec), '')), 'D')
$$;--> statement-breakpoint
CREATE FUNCTION user_search_document(
  first_name text, last_name text, company_name text, job_position_id uuid, profession text, brief_presentation text
) RETURNS tsvector
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english', concat_ws(' ', first_name, last_name)), 'A')
    || setweight(to_tsvector('english', concat_ws(' ', company_name,
         (SELECT j.name FROM job_positions j WHERE j.id = job_position_id), profession)), 'B')
    || setweight(to_tsvector('english', coalesce(brief_presentation, '')), 'C')
$$;--> statement-breakpoint
CREATE FUNCTION businesses_search_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_document := business_search_document(NEW.company_name, NEW.short_description, NEW.general_description,
    NEW.industry_id, ARRAY(SELECT bc.category_id FROM business_categories bc WHERE bc.business_id = NEW.id));
  PERFORM search_terms_add(NEW.company_name);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER businesses_search_document
BEFORE INSERT OR UPDATE OF company_name, short_description, general_description, industry_id ON businesses
FOR EACH ROW EXECUTE FUNCTION businesses_search_trigger();--> statement-breakpoint
-- A business's categories are rows of their own: changing them refreshes the business's document. The update names
-- only search_document, so the trigger above does not run a second time.
CREATE FUNCTION business_categories_search_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.business_id ELSE NEW.business_id END;
BEGIN
  UPDATE businesses b
  SET search_document = business_search_document(b.company_name, b.short_description, b.general_description,
    b.industry_id, ARRAY(SELECT bc.category_id FROM business_categories bc WHERE bc.business_id = b.id))
  WHERE b.id = changed;
  IF TG_OP <> 'DELETE' THEN
    PERFORM search_terms_add(search_reference_names('{}', ARRAY[NEW.category_id], '{}'));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER business_categories_search_document
AFTER INSERT OR UPDATE OR DELETE ON business_categories
FOR EACH ROW EXECUTE FUNCTION business_categories_search_trigger();--> statement-breakpoint
CREATE FUNCTION products_search_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_document := product_search_document(NEW.name, NEW.keywords, NEW.description, NEW.specs,
    NEW.industry_id, NEW.category_id, NEW.subcategory_id);
  PERFORM search_terms_add(concat_ws(' ', NEW.name, array_to_string(NEW.keywords, ' '),
    search_reference_names(ARRAY[NEW.industry_id], ARRAY[NEW.category_id], ARRAY[NEW.subcategory_id])));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_document
BEFORE INSERT OR UPDATE OF name, keywords, description, specs, industry_id, category_id, subcategory_id ON products
FOR EACH ROW EXECUTE FUNCTION products_search_trigger();--> statement-breakpoint
CREATE FUNCTION users_search_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_document := user_search_document(NEW.first_name, NEW.last_name, NEW.company_name, NEW.job_position_id,
    NEW.profession, NEW.brief_presentation);
  PERFORM search_terms_add(concat_ws(' ', NEW.first_name, NEW.last_name, NEW.company_name));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_search_document
BEFORE INSERT OR UPDATE OF first_name, last_name, company_name, job_position_id, profession, brief_presentation ON users
FOR EACH ROW EXECUTE FUNCTION users_search_trigger();--> statement-breakpoint
-- Rows written before this migration: the triggers fill their documents and words.
UPDATE businesses SET company_name = company_name;--> statement-breakpoint
UPDATE products SET name = name;--> statement-breakpoint
UPDATE users SET first_name = first_name;--> statement-breakpoint
SELECT search_terms_add(search_reference_names('{}', ARRAY(SELECT category_id FROM business_categories), '{}'));
