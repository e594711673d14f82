import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Image } from '@b2b/contracts';

/** Every stored upload, so a profile or business can only point at images its own people uploaded. */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: uuid().primaryKey(),
    /** Storage key of the original, e.g. `user/<uuid>/<uuid>.webp`. */
    key: text().notNull().unique(),
    ownerUserID: uuid().notNull(),
    target: text().notNull(),
    contentType: text().notNull(),
    bytes: integer().notNull(),
    image: jsonb().$type<Image>().notNull(),
    /** The context the client sent with the upload request (e.g. which business photo), kept for the module that uses it. */
    extras: jsonb().$type<Record<string, string>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.ownerUserID)],
);
