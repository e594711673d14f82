DROP INDEX "email_outbox_unsent";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "data" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "status" text DEFAULT 'waiting' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
-- Rows written before the mailer hold only a rendered text, which no template renders: the sent ones stay sent, the
-- others are marked failed with the reason, for an administrator to see (their text goes with the next migration).
UPDATE "email_outbox" SET "message_id" = '<' || "id" || '@outbox.invalid>',
  "status" = CASE WHEN "sent_at" IS NULL THEN 'failed' ELSE 'sent' END,
  "last_error" = CASE WHEN "sent_at" IS NULL THEN 'queued before the mailer existed; not sent' END;--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "message_id" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_message_id" ON "email_outbox" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "email_outbox_due" ON "email_outbox" USING btree ("next_attempt_at") WHERE "email_outbox"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "email_outbox_listing" ON "email_outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_newest" ON "email_outbox" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_status" CHECK ("email_outbox"."status" in ('waiting', 'sent', 'failed'));