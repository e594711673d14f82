import { randomUUID } from 'node:crypto';
import { asc, eq, sql, tables, type Database } from '@b2b/db';

const { searchSynonyms } = tables;

const columns = {
  synonymID: searchSynonyms.id,
  terms: searchSynonyms.terms,
  updatedAt: searchSynonyms.updatedAt,
};

/** The administration's groups of synonyms (`search_synonyms`, migration 0025). */
export function searchSynonymsRepository(db: Database) {
  return {
    /** Every group, alphabetically by its first term. */
    list() {
      return db
        .select(columns)
        .from(searchSynonyms)
        .orderBy(sql`${searchSynonyms.terms}[1]`, asc(searchSynonyms.id));
    },

    async create(terms: string[]) {
      const [row] = await db.insert(searchSynonyms).values({ id: randomUUID(), terms }).returning(columns);
      return row!;
    },

    /** The group with its new terms, or undefined when there is no such group. */
    async update(id: string, terms: string[]) {
      const [row] = await db
        .update(searchSynonyms)
        .set({ terms, updatedAt: new Date() })
        .where(eq(searchSynonyms.id, id))
        .returning(columns);
      return row;
    },

    /** Whether there was such a group. */
    async remove(id: string) {
      const rows = await db
        .delete(searchSynonyms)
        .where(eq(searchSynonyms.id, id))
        .returning({ id: searchSynonyms.id });
      return rows.length > 0;
    },
  };
}

export type SearchSynonymsRepository = ReturnType<typeof searchSynonymsRepository>;
