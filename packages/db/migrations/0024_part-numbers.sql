-- Part numbers: a buyer types "GV-9450", "GV9450" or "gv 9450" for the product named "Globe Valve GV-9450", and the
-- English parser splits such codes unlike a keyword's words ("GV-9450" gives 'gv' and '-9450', a signed number). Each
-- code of a product's name and keywords (a run of letters and digits joined by - . / holding both) is added to its
-- document at weight A in the 'simple' configuration, unstemmed: its letters and digits as one word ('gv9450'), and
-- each piece ('gv', '9450'), so that any of the three spellings finds it. Searches add the compacted codes of the
-- keyword as alternatives (`search-keyword.ts`), and an exact code ranks first.
CREATE FUNCTION search_part_numbers(content text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(
    lower(regexp_replace(code[1], '[^[:alnum:]]+', '', 'g')) || ' ' || lower(regexp_replace(code[1], '[^[:alnum:]]+', ' ', 'g')),
    ' '), '')
  FROM regexp_matches(coalesce(content, ''), '([[:alnum:]]+(?:[-./][[:alnum:]]+)*)', 'g') AS code
  WHERE code[1] ~ '[[:alpha:]]' AND code[1] ~ '[[:digit:]]'
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_document(
  name text, keywords text[], description text, specs jsonb, industry_id uuid, category_id uuid, subcategory_id uuid
) RETURNS tsvector
LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
DECLARE
  spec_text text;
  named text := coalesce(name, '') || ' ' || coalesce(array_to_string(keywords, ' '), '');
BEGIN
  SELECT string_agg(concat_ws(' ', spec ->> 'key', spec ->> 'value'), ' ') INTO spec_text
  FROM jsonb_array_elements(
    CASE WHEN jsonb_typeof(product_search_document.specs) = 'array' THEN product_search_document.specs ELSE '[]' END
  ) AS spec;
  RETURN setweight(to_tsvector('english', named), 'A')
    || setweight(to_tsvector('simple', search_part_numbers(named)), 'A')
    || setweight(to_tsvector('english', coalesce(product_reference_names(industry_id, category_id, subcategory_id), '')), 'B')
    || setweight(to_tsvector('english', coalesce(description, '')), 'C')
    || setweight(to_tsvector('english', coalesce(spec_text, '')), 'D');
END
$$;--> statement-breakpoint
-- Only products whose names or keywords hold a code get a new document; the trigger rewrites their search rows.
UPDATE products SET name = name
WHERE search_part_numbers(name || ' ' || coalesce(array_to_string(keywords, ' '), '')) <> '';
