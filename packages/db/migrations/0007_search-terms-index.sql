DROP INDEX "search_terms_term_trgm_index";--> statement-breakpoint
CREATE INDEX "search_terms_term_trgm_index" ON "search_terms" USING gin ("term" gin_trgm_ops) WITH (fastupdate=false);