-- The constraints of the reference tables, under the names the schema gives them since identifiers spell ID.
ALTER TABLE "categories" DROP CONSTRAINT "categories_industryId_name_unique";--> statement-breakpoint
ALTER TABLE "subcategories" DROP CONSTRAINT "subcategories_categoryId_name_unique";--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_industryID_name_unique" UNIQUE("industry_id","name");--> statement-breakpoint
ALTER TABLE "subcategories" ADD CONSTRAINT "subcategories_categoryID_name_unique" UNIQUE("category_id","name");--> statement-breakpoint
-- A message center's search matches the other side's name and the subject. Matched through joins, a search that found
-- few threads, or none, read every thread of the identity (10,000 for a busy business); kept on each side's row with
-- a trigram index, it reads its matches only.
ALTER TABLE "inquiry_participants" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The other side's name as the list shows it (a business's, else the person's), then the subject.
CREATE FUNCTION inquiry_participant_search_text(counterpart uuid, inquiry uuid) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT concat_ws(' ',
    coalesce((SELECT company_name FROM businesses WHERE id = counterpart),
      (SELECT first_name || ' ' || last_name FROM users WHERE id = counterpart)),
    (SELECT subject FROM inquiries WHERE id = inquiry))
$$;--> statement-breakpoint
CREATE FUNCTION inquiry_participants_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := inquiry_participant_search_text(NEW.counterpart_id, NEW.inquiry_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER inquiry_participants_search_text BEFORE INSERT ON inquiry_participants
  FOR EACH ROW EXECUTE FUNCTION inquiry_participants_search_text();--> statement-breakpoint
-- A business or a person that renames itself is found under its new name in the other sides' lists.
CREATE FUNCTION inquiry_counterpart_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE inquiry_participants SET search_text = inquiry_participant_search_text(counterpart_id, inquiry_id)
  WHERE counterpart_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER inquiry_counterpart_renamed AFTER UPDATE OF company_name ON businesses
  FOR EACH ROW WHEN (OLD.company_name IS DISTINCT FROM NEW.company_name)
  EXECUTE FUNCTION inquiry_counterpart_renamed();--> statement-breakpoint
CREATE TRIGGER inquiry_counterpart_renamed AFTER UPDATE OF first_name, last_name ON users
  FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION inquiry_counterpart_renamed();--> statement-breakpoint
UPDATE inquiry_participants SET search_text = inquiry_participant_search_text(counterpart_id, inquiry_id);--> statement-breakpoint
CREATE INDEX "inquiry_participants_counterpart_id_index" ON "inquiry_participants" USING btree ("counterpart_id");--> statement-breakpoint
CREATE INDEX "inquiry_participants_search_trgm" ON "inquiry_participants" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);
