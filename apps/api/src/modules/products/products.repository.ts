import type { Subscription } from '@b2b/contracts';
import { and, anyOf, count, desc, eq, inArray, sql, tables, type Database } from '@b2b/db';
import type { SQL } from 'drizzle-orm';
import { publicProductIDsOf, syncPublicShowcase } from './public-showcase.ts';

const { products, businesses, industries, categories, subcategories } = tables;

export type ProductInsert = typeof products.$inferInsert;
export type ProductPatch = Partial<Omit<ProductInsert, 'id' | 'businessID' | 'createdAt' | 'updatedAt'>>;
export type ProductRow = Awaited<ReturnType<ProductsRepository['findProducts']>>[number];

export function productsRepository(db: Database) {
  /** A product with the names of its industry, category and subcategory. */
  const named = {
    product: products,
    industryName: industries.name,
    categoryName: categories.name,
    subcategoryName: subcategories.name,
  };
  const withNames = <Extra extends Record<string, SQL>>(extra = {} as Extra) =>
    db
      .select({ ...named, ...extra })
      .from(products)
      .innerJoin(industries, eq(industries.id, products.industryID))
      .innerJoin(categories, eq(categories.id, products.categoryID))
      .leftJoin(subcategories, eq(subcategories.id, products.subcategoryID));
  // Prepared once: search results and product pages read products this way on every request. A product page tells
  // whether the product is hidden from the public (over its showcase's cap).
  const productByID = withNames({
    hidden: sql<boolean>`${products.id} not in ${publicProductIDsOf(products.businessID)}`,
  })
    .where(eq(products.id, sql.placeholder('id')))
    .prepare('product_by_id');
  const productsByIDs = withNames().where(anyOf(products.id, 'ids')).prepare('products_by_ids');
  /**
   * A page of a business's products, newest first, prepared once per reader: the public's (those its showcase shows)
   * and its managers' (all of them, each marked hidden or not). The page's ids are chosen first, so only the page's
   * rows are joined with their names.
   */
  const businessPage = (withHidden: boolean) => {
    const businessID = sql`${sql.placeholder('businessID')}::uuid`;
    const shown = sql`${products.id} in ${publicProductIDsOf(businessID)}`;
    const own = eq(products.businessID, businessID);
    const listed = withHidden ? own : and(own, shown);
    const reader = withHidden ? 'managers' : 'public';
    const pageIDs = db
      .select({ id: products.id })
      .from(products)
      .where(listed)
      .orderBy(desc(products.createdAt), desc(products.id))
      .offset(sql.placeholder('skip'))
      .limit(sql.placeholder('size'));
    return {
      rows: withNames({ hidden: sql<boolean>`not ${shown}` })
        .where(inArray(products.id, pageIDs))
        .orderBy(desc(products.createdAt), desc(products.id))
        .prepare(`business_products_${reader}`),
      total: db
        .select({ total: count() })
        .from(products)
        .where(listed)
        .prepare(`business_products_${reader}_total`),
    };
  };
  const businessPages = { public: businessPage(false), managers: businessPage(true) };

  return {
    /** The business a product belongs to, or null when there is no such product. */
    async businessOf(productID: string): Promise<string | null> {
      const [row] = await db
        .select({ businessID: products.businessID })
        .from(products)
        .where(eq(products.id, productID));
      return row?.businessID ?? null;
    },

    async findProduct(productID: string) {
      const [row] = await productByID.execute({ id: productID });
      return row ?? null;
    },

    /** The products of these ids that exist, in no particular order. */
    async findProducts(productIDs: string[]) {
      return productIDs.length ? productsByIDs.execute({ ids: productIDs }) : [];
    },

    /**
     * A page of a business's products, newest first, and how many there are: those the public sees, or with
     * `withHidden` all of them, each marked hidden or not.
     */
    async listByBusiness(businessID: string, skip: number, size: number, withHidden: boolean) {
      const page = withHidden ? businessPages.managers : businessPages.public;
      const [rows, [counted]] = await Promise.all([
        page.rows.execute({ businessID, skip, size }),
        page.total.execute({ businessID }),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /** Where each part of an industry → category → subcategory choice belongs, or null for an unknown id. */
    async treePlaces(industryID: string, categoryID: string, subcategoryID: string | null) {
      const [industry, category, subcategory] = await Promise.all([
        db.select({ id: industries.id }).from(industries).where(eq(industries.id, industryID)),
        db
          .select({ industryID: categories.industryID })
          .from(categories)
          .where(eq(categories.id, categoryID)),
        subcategoryID === null
          ? []
          : db
              .select({ categoryID: subcategories.categoryID })
              .from(subcategories)
              .where(eq(subcategories.id, subcategoryID)),
      ]);
      return {
        industryExists: industry.length > 0,
        industryOfCategory: category[0]?.industryID ?? null,
        categoryOfSubcategory: subcategory[0]?.categoryID ?? null,
      };
    },

    /**
     * Inserts the product unless `allow` throws; it gets the membership (null when the business is gone) and the number
     * of products. The business row is locked first, so that two creations at once count one after the other and a
     * showcase can never pass its cap.
     */
    async insertWithinShowcase(
      row: ProductInsert,
      allow: (subscription: Subscription | null, productCount: number) => void,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const [business] = await tx
          .select({ subscription: businesses.subscription })
          .from(businesses)
          .where(eq(businesses.id, row.businessID))
          .for('update');
        allow(
          business?.subscription ?? null,
          await tx.$count(products, eq(products.businessID, row.businessID)),
        );
        await tx.insert(products).values(row);
      });
    },

    /** A write rewrites the product's search row (a trigger): a product hidden from the public leaves it again. */
    async updateProduct(productID: string, businessID: string, patch: ProductPatch): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(products)
          .set({ ...patch, updatedAt: new Date() })
          .where(eq(products.id, productID));
        await syncPublicShowcase(tx, [businessID]);
      });
    },

    /** A showcase over its cap shows its next product in the place of one removed. */
    async deleteProduct(productID: string, businessID: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(products).where(eq(products.id, productID));
        await syncPublicShowcase(tx, [businessID]);
      });
    },
  };
}
export type ProductsRepository = ReturnType<typeof productsRepository>;
