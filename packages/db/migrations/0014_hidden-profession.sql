-- A person who hides their profession (show_profession false) is not found by it: search would otherwise reveal what
-- their profile keeps to itself. The document leaves the profession out while it is hidden.
DROP FUNCTION user_search_document(text, text, text, uuid, text, text);--> statement-breakpoint
CREATE FUNCTION user_search_document(
  first_name text, last_name text, company_name text, job_position_id uuid, profession text, show_profession boolean,
  brief_presentation text
) RETURNS tsvector
LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
DECLARE
  job_position text;
BEGIN
  SELECT j.name INTO job_position FROM job_positions j WHERE j.id = user_search_document.job_position_id;
  RETURN setweight(to_tsvector('english', concat_ws(' ', first_name, last_name)), 'A')
    || setweight(to_tsvector('english', concat_ws(' ', company_name, job_position,
         CASE WHEN show_profession THEN profession END)), 'B')
    || setweight(to_tsvector('english', coalesce(brief_presentation, '')), 'C');
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_search_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_document := user_search_document(NEW.first_name, NEW.last_name, NEW.company_name, NEW.job_position_id,
    NEW.profession, NEW.show_profession, NEW.brief_presentation);
  PERFORM search_terms_add(concat_ws(' ', NEW.first_name, NEW.last_name, NEW.company_name));
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER users_search_document ON users;--> statement-breakpoint
CREATE TRIGGER users_search_document
BEFORE INSERT OR UPDATE OF first_name, last_name, company_name, job_position_id, profession, show_profession,
  brief_presentation ON users
FOR EACH ROW EXECUTE FUNCTION users_search_trigger();--> statement-breakpoint
UPDATE users SET show_profession = show_profession WHERE NOT show_profession AND profession IS NOT NULL;
