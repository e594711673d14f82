import type { Subscription } from '@b2b/contracts';
import { anyOf, desc, eq, sql, tables, type Database } from '@b2b/db';

const { products, businesses, industries, categories, subcategories } = tables;

export type ProductInsert = typeof products.$inferInsert;
export type ProductPatch = Partial<Omit<ProductInsert, 'id' | 'businessID' | 'createdAt' | 'updatedAt'>>;
export type ProductRow = NonNullable<Awaited<ReturnType<ProductsRepository['findProduct']>>>;

export function productsRepository(db: Database) {
  /** Products with the names of their industry, category and subcategory. */
  const withNames = () =>
    db
      .select({
        product: products,
        industryName: industries.name,
        categoryName: categories.name,
        subcategoryName: subcategories.name,
      })
      .from(products)
      .innerJoin(industries, eq(industries.id, products.industryID))
      .innerJoin(categories, eq(categories.id, products.categoryID))
      .leftJoin(subcategories, eq(subcategories.id, products.subcategoryID));
  // Prepared once: search results and product pages read products this way on every request.
  const productByID = withNames()
    .where(eq(products.id, sql.placeholder('id')))
    .prepare('product_by_id');
  const productsByIDs = withNames().where(anyOf(products.id, 'ids')).prepare('products_by_ids');

  return {
    async exists(productID: string): Promise<boolean> {
      const rows = await db.select({ id: products.id }).from(products).where(eq(products.id, productID));
      return rows.length > 0;
    },

    async findProduct(productID: string) {
      const [row] = await productByID.execute({ id: productID });
      return row ?? null;
    },

    /** The products of these ids that exist, in no particular order. */
    async findProducts(productIDs: string[]) {
      return productIDs.length ? productsByIDs.execute({ ids: productIDs }) : [];
    },

    /** A page of a business's products, newest first, and how many it has. */
    async listByBusiness(businessID: string, skip: number, size: number) {
      const [rows, total] = await Promise.all([
        withNames()
          .where(eq(products.businessID, businessID))
          .orderBy(desc(products.createdAt), desc(products.id))
          .offset(skip)
          .limit(size),
        db.$count(products, eq(products.businessID, businessID)),
      ]);
      return { rows, total };
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

    async updateProduct(productID: string, patch: ProductPatch): Promise<void> {
      await db
        .update(products)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(products.id, productID));
    },

    async deleteProduct(productID: string): Promise<void> {
      await db.delete(products).where(eq(products.id, productID));
    },
  };
}
export type ProductsRepository = ReturnType<typeof productsRepository>;
