CREATE INDEX "rfq_quotes_submitted_by_user_id_index" ON "rfq_quotes" USING btree ("submitted_by_user_id");--> statement-breakpoint
CREATE INDEX "reviews_author_user_id_index" ON "reviews" USING btree ("author_user_id");--> statement-breakpoint
CREATE INDEX "reviews_answer_user_id_index" ON "reviews" USING btree ("answer_user_id") WHERE "reviews"."answer_user_id" is not null;