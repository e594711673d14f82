import type { Image } from '@b2b/contracts';
import { and, eq, inArray, sql, tables, type Database } from '@b2b/db';

const { uploadedFiles } = tables;

export interface UploadedFileRecord {
  id: string;
  key: string;
  ownerUserID: string;
  target: string;
  contentType: string;
  bytes: number;
  image: Image;
  extras: Record<string, string> | null;
}

export function filesRepository(db: Database) {
  return {
    async exists(id: string): Promise<boolean> {
      const rows = await db
        .select({ id: uploadedFiles.id })
        .from(uploadedFiles)
        .where(eq(uploadedFiles.id, id))
        .limit(1);
      return rows.length > 0;
    },

    /** False when a row with this id is already there: the signed form was used twice at once. */
    async insert(record: UploadedFileRecord): Promise<boolean> {
      const rows = await db
        .insert(uploadedFiles)
        .values(record)
        .onConflictDoNothing()
        .returning({ id: uploadedFiles.id });
      return rows.length > 0;
    },

    async remove(id: string): Promise<void> {
      await db.delete(uploadedFiles).where(eq(uploadedFiles.id, id));
    },

    /** The recorded images stored under these keys, by key. */
    async imagesByKey(keys: string[]): Promise<Map<string, Image>> {
      if (keys.length === 0) return new Map();
      const rows = await db
        .select({ key: uploadedFiles.key, image: uploadedFiles.image })
        .from(uploadedFiles)
        .where(inArray(uploadedFiles.key, keys));
      return new Map(rows.map((r) => [r.key, r.image]));
    },

    async findImageOf(ownerUserID: string, url: string): Promise<Image | null> {
      const rows = await db
        .select({ image: uploadedFiles.image })
        .from(uploadedFiles)
        .where(and(eq(uploadedFiles.ownerUserID, ownerUserID), sql`${uploadedFiles.image}->>'url' = ${url}`))
        .limit(1);
      return rows[0]?.image ?? null;
    },
  };
}

export type FilesRepository = ReturnType<typeof filesRepository>;
