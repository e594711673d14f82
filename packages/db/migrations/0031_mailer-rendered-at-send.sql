ALTER TABLE "email_outbox" DROP COLUMN "subject";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "body";