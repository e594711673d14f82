CREATE TABLE "search_synonyms" (
	"id" uuid PRIMARY KEY NOT NULL,
	"terms" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The groups a buyer of industrial goods expects from the first day; the administration edits them since.
INSERT INTO "search_synonyms" ("id", "terms") VALUES
  (gen_random_uuid(), ARRAY['pipe', 'tube']),
  (gen_random_uuid(), ARRAY['engine', 'motor']),
  (gen_random_uuid(), ARRAY['oem', 'private label']),
  (gen_random_uuid(), ARRAY['gearbox', 'speed reducer', 'gear reducer']),
  (gen_random_uuid(), ARRAY['vfd', 'variable frequency drive', 'inverter drive']),
  (gen_random_uuid(), ARRAY['plc', 'programmable logic controller']),
  (gen_random_uuid(), ARRAY['genset', 'generator set', 'diesel generator']),
  (gen_random_uuid(), ARRAY['forklift', 'lift truck']),
  (gen_random_uuid(), ARRAY['pillow block', 'bearing housing', 'plummer block']),
  (gen_random_uuid(), ARRAY['hose', 'flexible pipe']),
  (gen_random_uuid(), ARRAY['aluminum', 'aluminium']),
  (gen_random_uuid(), ARRAY['stainless steel', 'inox']),
  (gen_random_uuid(), ARRAY['pcb', 'printed circuit board', 'circuit board']),
  (gen_random_uuid(), ARRAY['ppe', 'personal protective equipment', 'safety equipment']),
  (gen_random_uuid(), ARRAY['ups', 'uninterruptible power supply']),
  (gen_random_uuid(), ARRAY['cnc', 'computer numerical control']);
