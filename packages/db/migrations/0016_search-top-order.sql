-- The lists of frequent words are read best first (score desc, created_at desc, id desc) and their last one, the cutoff,
-- ascending. Indexes of DESC NULLS LAST served neither order (a plain DESC is NULLS FIRST), so every search of a frequent
-- word read its whole list and sorted it; ascending indexes serve both, read backwards and forwards.
DROP INDEX "search_top_kind_lexeme_score_created_at_id_index";--> statement-breakpoint
DROP INDEX "search_top_kind_lexeme_country_code_score_created_at_id_index";--> statement-breakpoint
CREATE INDEX "search_top_kind_lexeme_score_created_at_id_index" ON "search_top" USING btree ("kind","lexeme","score","created_at","id");--> statement-breakpoint
CREATE INDEX "search_top_kind_lexeme_country_code_score_created_at_id_index" ON "search_top" USING btree ("kind","lexeme","country_code","score","created_at","id");