-- Speed of the document functions of 0005, which a million-product bulk load calls a million times. Measured on 2,000
-- demo products: SQL-language functions with subqueries are not inlined and pay an executor start per call (about
-- 0.6 ms a product document); PL/pgSQL keeps its statements' plans and evaluates the rest as simple expressions (about
-- 0.25 ms, most of it the English stemmer). The array form of the reference names cost 650 µs a row where lookups by
-- primary key cost 50 µs: products name exactly one industry, category and subcategory, so they get scalar lookups.
-- Signatures and results are unchanged.
CREATE FUNCTION product_reference_names(industry_id uuid, category_id uuid, subcategory_id uuid) RETURNS text
LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
DECLARE
  names text;
BEGIN
  SELECT concat_ws(' ', i.name, c.name, s.name) INTO names
  FROM (SELECT) AS one_row
  LEFT JOIN industries i ON i.id = product_reference_names.industry_id
  LEFT JOIN categories c ON c.id = product_reference_names.category_id
  LEFT JOIN subcategories s ON s.id = product_reference_names.subcategory_id;
  RETURN names;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_reference_names(industry_ids uuid[], category_ids uuid[], subcategory_ids uuid[])
RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT string_agg(reference.name, ' ') FROM (
    SELECT i.name FROM industries i WHERE i.id = ANY (industry_ids)
    UNION ALL
    SELECT concat_ws(' ', i.name, c.name) FROM categories c JOIN industries i ON i.id = c.industry_id
    WHERE c.id = ANY (category_ids)
    UNION ALL
    SELECT s.name FROM subcategories s WHERE s.id = ANY (subcategory_ids)
  ) AS reference(name)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION business_search_document(
  company_name text, short_description text, general_description text, industry_id uuid, category_ids uuid[]
) RETURNS tsvector
LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
BEGIN
  RETURN setweight(to_tsvector('english', coalesce(company_name, '')), 'A')
    || setweight(to_tsvector('english', coalesce(search_reference_names(ARRAY[industry_id], category_ids, '{}'), '')), 'B')
    || setweight(to_tsvector('english', coalesce(short_description, '')), 'C')
    || setweight(to_tsvector('english', coalesce(general_description, '')), 'D');
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_document(
  name text, keywords text[], description text, specs jsonb, industry_id uuid, category_id uuid, subcategory_id uuid
) RETURNS tsvector
LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
DECLARE
  spec_text text;
BEGIN
  SELECT string_agg(concat_ws(' ', spec ->> 'key', spec ->> 'value'), ' ') INTO spec_text
  FROM jsonb_array_elements(
    CASE WHEN jsonb_typeof(product_search_document.specs) = 'array' THEN product_search_document.specs ELSE '[]' END
  ) AS spec;
  RETURN setweight(to_tsvector('english', coalesce(name, '') || ' ' || coalesce(array_to_string(keywords, ' '), '')), 'A')
    || setweight(to_tsvector('english', coalesce(product_reference_names(industry_id, category_id, subcategory_id), '')), 'B')
    || setweight(to_tsvector('english', coalesce(description, '')), 'C')
    || setweight(to_tsvector('english', coalesce(spec_text, '')), 'D');
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_search_document(
  first_name text, last_name text, company_name text, job_position_id uuid, profession text, brief_presentation text
) RETURNS tsvector
LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
DECLARE
  job_position text;
BEGIN
  SELECT j.name INTO job_position FROM job_positions j WHERE j.id = user_search_document.job_position_id;
  RETURN setweight(to_tsvector('english', concat_ws(' ', first_name, last_name)), 'A')
    || setweight(to_tsvector('english', concat_ws(' ', company_name, job_position, profession)), 'B')
    || setweight(to_tsvector('english', coalesce(brief_presentation, '')), 'C');
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_document := product_search_document(NEW.name, NEW.keywords, NEW.description, NEW.specs,
    NEW.industry_id, NEW.category_id, NEW.subcategory_id);
  PERFORM search_terms_add(concat_ws(' ', NEW.name, array_to_string(NEW.keywords, ' '),
    product_reference_names(NEW.industry_id, NEW.category_id, NEW.subcategory_id)));
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- The business reference names now come in another order: stored documents are recomputed so that they equal what
-- the function gives (a bulk loader compares nothing, but a document should not depend on when it was written).
UPDATE businesses SET company_name = company_name;
