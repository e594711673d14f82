ALTER TABLE "auth"."accounts" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Databases seeded before the mark: the demo seed gave its accounts these addresses, and no one else can own them
-- (.test is a reserved top-level domain).
UPDATE "auth"."accounts" SET "demo" = true WHERE "email" = 'demo@b2bindustrial.test' OR "email" LIKE '%@demo.b2bindustrial.test';
