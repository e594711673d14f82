import type { FavoriteIds, FavoriteType } from '@b2b/contracts';
import { and, desc, eq, tables, type Database } from '@b2b/db';

const { favoriteBusinesses, favoriteProducts } = tables;

/** PostgreSQL's foreign_key_violation, wherever the driver put it. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as Error & { code?: unknown }).code === '23503') return true;
  }
  return false;
}

/** The two tables of saved items, each with its item column, so that every query below serves both types. */
const TABLES = {
  business: { table: favoriteBusinesses, itemID: favoriteBusinesses.businessID },
  product: { table: favoriteProducts, itemID: favoriteProducts.productID },
} as const;

/**
 * What people saved. Writes are single statements: the primary key (user, item) makes a repeated save keep the first
 * one, and the foreign keys both refuse an unknown item and drop the saves of a deleted one.
 */
export function favoritesRepository(db: Database) {
  const newestFirst = (type: FavoriteType) => {
    const { table, itemID } = TABLES[type];
    return [desc(table.createdAt), desc(itemID)];
  };
  const ofUser = (type: FavoriteType, userID: string) => eq(TABLES[type].table.userID, userID);

  async function savedIds(type: FavoriteType, userID: string, skip = 0, size?: number): Promise<string[]> {
    const { table, itemID } = TABLES[type];
    const query = db
      .select({ id: itemID })
      .from(table)
      .where(ofUser(type, userID))
      .orderBy(...newestFirst(type))
      .offset(skip);
    const rows = await (size === undefined ? query : query.limit(size));
    return rows.map((row) => row.id);
  }

  return {
    /** Saves the item once; false when there is no such item. */
    async add(type: FavoriteType, userID: string, id: string): Promise<boolean> {
      try {
        if (type === 'business') {
          await db.insert(favoriteBusinesses).values({ userID, businessID: id }).onConflictDoNothing();
        } else {
          await db.insert(favoriteProducts).values({ userID, productID: id }).onConflictDoNothing();
        }
        return true;
      } catch (error) {
        // The caller's own row exists (the service makes it first), so the item is what is missing.
        if (isForeignKeyViolation(error)) return false;
        throw error;
      }
    },

    async remove(type: FavoriteType, userID: string, id: string): Promise<void> {
      const { table, itemID } = TABLES[type];
      await db.delete(table).where(and(ofUser(type, userID), eq(itemID, id)));
    },

    /** Every saved id of the person, newest saved first. */
    async idsOf(userID: string): Promise<FavoriteIds> {
      const [business, product] = await Promise.all([
        savedIds('business', userID),
        savedIds('product', userID),
      ]);
      return { business, product };
    },

    /** A page of saved ids, newest saved first, and how many there are. */
    async page(type: FavoriteType, userID: string, skip: number, size: number) {
      const [ids, total] = await Promise.all([
        savedIds(type, userID, skip, size),
        db.$count(TABLES[type].table, ofUser(type, userID)),
      ]);
      return { ids, total };
    },
  };
}
export type FavoritesRepository = ReturnType<typeof favoritesRepository>;
