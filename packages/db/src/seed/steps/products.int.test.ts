import { PRODUCT_LIMITS, PRODUCT_SHOWCASE_CAP, type Subscription } from '@b2b/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businessCategories, businesses } from '../../schema/businesses.ts';
import { products } from '../../schema/products.ts';
import { categories, subcategories } from '../../schema/refdata.ts';
import { demoBusinessID } from './demo-reference.ts';
import { productsStep } from './products.ts';
import { useDemoDatabase } from './test-context.ts';

const { database, context } = await useDemoDatabase('businesses');

describe('products demo step', () => {
  it('fills every showcase within its membership cap, fuller for the paying levels', async () => {
    const { db } = database;
    expect(await productsStep.hasData(db)).toBe(false);
    const made = await productsStep.run(context(2002));
    expect(await productsStep.hasData(db)).toBe(true);
    const perBusiness = await db
      .select({
        id: businesses.id,
        subscription: businesses.subscription,
        n: sql<number>`count(${products.id})::int`,
      })
      .from(businesses)
      .leftJoin(products, eq(products.businessID, businesses.id))
      .groupBy(businesses.id, businesses.subscription);
    expect(perBusiness).toHaveLength(60);
    expect(perBusiness.reduce((sum, b) => sum + b.n, 0)).toBe(made);
    const average = (level: Subscription) => {
      const of = perBusiness.filter((b) => b.subscription === level);
      return of.reduce((sum, b) => sum + b.n, 0) / of.length;
    };
    for (const b of perBusiness) {
      expect(b.n).toBeGreaterThanOrEqual(2);
      expect(b.n).toBeLessThanOrEqual(PRODUCT_SHOWCASE_CAP[b.subscription]);
    }
    expect(average('gold')).toBeGreaterThan(average('standard'));
    expect(average('platinum')).toBeGreaterThan(average('gold'));
    expect(perBusiness.find((b) => b.id === demoBusinessID(0))?.n).toBe(12);
  });

  it('files each product under a category of its business, with a subcategory of that category', async () => {
    const rows = await database.db
      .select({
        product: products,
        categoryIndustry: categories.industryID,
        subcategoryCategory: subcategories.categoryID,
        chosen: businessCategories.categoryID,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryID))
      .innerJoin(subcategories, eq(subcategories.id, products.subcategoryID))
      .leftJoin(
        businessCategories,
        sql`${businessCategories.businessID} = ${products.businessID} and ${businessCategories.categoryID} = ${products.categoryID}`,
      );
    expect(rows.length).toBeGreaterThan(200);
    for (const { product, categoryIndustry, subcategoryCategory, chosen } of rows) {
      expect(product.industryID).toBe(categoryIndustry);
      expect(product.subcategoryID).not.toBeNull();
      expect(subcategoryCategory).toBe(product.categoryID);
      expect(chosen).toBe(product.categoryID);
    }
  });

  it('writes names, descriptions, keywords and specifications that read like a catalogue', async () => {
    const rows = await database.db.select().from(products);
    for (const p of rows) {
      expect(p.name.length).toBeGreaterThan(5);
      expect(p.name.length).toBeLessThanOrEqual(PRODUCT_LIMITS.nameMax);
      expect(`${p.name} ${p.description}`).not.toMatch(/lorem|ipsum|\{|undefined|\bNaN\b/i);
      expect(p.description.length).toBeGreaterThan(80);
      expect(p.keywords.length).toBeGreaterThanOrEqual(3);
      expect(p.keywords.every((k) => k.length <= PRODUCT_LIMITS.keywordMax)).toBe(true);
      expect(p.specs.length).toBeGreaterThanOrEqual(3);
      expect(p.specs.length).toBeLessThanOrEqual(8);
      expect(new Set(p.specs.map((s) => s.key)).size).toBe(p.specs.length);
      for (const spec of p.specs) {
        expect(spec.key.length).toBeGreaterThan(1);
        expect(spec.value.length).toBeGreaterThan(0);
        expect(spec.value.length).toBeLessThanOrEqual(PRODUCT_LIMITS.specValueMax);
      }
      expect(p.leadTime).toMatch(/^\d+–\d+ (working )?days$/);
      // No pictures provider in this test.
      expect(p.mainImage).toBeNull();
      expect(p.images).toEqual([]);
    }
    expect(rows.some((p) => p.stock)).toBe(true);
    expect(rows.some((p) => !p.stock)).toBe(true);
  });

  it('adds nothing when run again, whatever the seed', async () => {
    const [before] = await database.db.select({ n: sql<number>`count(*)::int` }).from(products);
    expect(await productsStep.run(context(2002))).toBe(0);
    expect(await productsStep.run(context(99))).toBe(0);
    const [after] = await database.db.select({ n: sql<number>`count(*)::int` }).from(products);
    expect(after?.n).toBe(before?.n);
  });
});
