import type { ProductFormValues, Subscription } from '@b2b/contracts';
import { eq, tables, type Database } from '@b2b/db';
import { expect } from 'vitest';
import type { App } from '../app.ts';
import { referenceCategories } from './business-factory.ts';
import type { TestUser } from './test-tokens.ts';

/**
 * Adds a product to a business through `POST /api/product` as `user` (its owner or an admin) and checks it answered
 * 201. By default a product of the first reference category, without pictures.
 */
export async function createProduct(
  app: App,
  user: TestUser,
  businessID: string,
  overrides: Partial<ProductFormValues> = {},
): Promise<string> {
  const [category] = await referenceCategories(app);
  const response = await app.inject({
    method: 'POST',
    url: '/api/product',
    headers: user.headers,
    payload: {
      businessID,
      name: 'Ball valve DN50',
      description: 'Forged brass ball valve for water and gas lines.',
      industry: category!.industryID,
      category: category!.categoryID,
      ...overrides,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { productID: string } }>().data.productID;
}

/** Sets a business's membership directly, as a payment would, so a test chooses its showcase cap. */
export async function setSubscription(db: Database, businessID: string, subscription: Subscription) {
  await db.update(tables.businesses).set({ subscription }).where(eq(tables.businesses.id, businessID));
}
