import { ProductSearchAnswerSchema } from '@b2b/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBusiness } from '../../test/business-factory.ts';
import { createProduct, setSubscription } from '../../test/product-factory.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const { app, database, tokens } = await useTestApp();

async function searchProducts(textQuery: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/search/product',
    payload: { textQuery, size: 10 },
  });
  expect(response.statusCode, response.body).toBe(200);
  return ProductSearchAnswerSchema.parse(response.json());
}
const namesFound = async (textQuery: string) => (await searchProducts(textQuery)).results.map((r) => r.name);

beforeAll(async () => {
  const owner = await tokens.signIn();
  const { businessID } = await createBusiness(app, owner, { companyName: 'Qorvane Flow Control' });
  await setSubscription(database.db, businessID, 'platinum');
  for (const [name, description] of [
    ['Heavy-Duty Globe Valve GV-9450', 'Cast steel globe valve.'],
    ['Compact Globe Valve GV-9400', 'A globe valve of the GV range, 9450 kPa rated.'],
    ['Deep Groove Ball Bearing 6205-2RS', 'Sealed on both sides.'],
    ['Hex Bolt M8x1.25', 'Fine thread bolt, zinc plated.'],
    ['Hex Bolt M8x1.0', 'Extra fine thread bolt.'],
  ] as const) {
    await createProduct(app, owner, businessID, { name, description });
  }
});

describe('POST search/product: part numbers', () => {
  it('finds a code with its dash, without it, in lower case and with a space, the carrier first', async () => {
    for (const query of ['GV-9450', 'GV9450', 'gv9450', 'gv 9450', 'gv-9450 globe valve']) {
      const names = await namesFound(query);
      expect(names[0], query).toBe('Heavy-Duty Globe Valve GV-9450');
    }
  });

  it('puts the exact code above a product holding its pieces elsewhere', async () => {
    const names = await namesFound('GV 9450');
    expect(names).toEqual(['Heavy-Duty Globe Valve GV-9450', 'Compact Globe Valve GV-9400']);
  });

  it('reads codes made of numbers and letters, and codes with a decimal point', async () => {
    expect((await namesFound('6205-2RS'))[0]).toBe('Deep Groove Ball Bearing 6205-2RS');
    expect((await namesFound('62052rs'))[0]).toBe('Deep Groove Ball Bearing 6205-2RS');
    expect((await namesFound('6205 2rs'))[0]).toBe('Deep Groove Ball Bearing 6205-2RS');
    expect(await namesFound('M8x1.25')).toEqual(['Hex Bolt M8x1.25']);
    expect((await namesFound('m8x125'))[0]).toBe('Hex Bolt M8x1.25');
  });

  it('finds nothing for a code nobody carries, and suggests none', async () => {
    const answer = await searchProducts('GV-9999');
    expect(answer.total_results).toBe(0);
    expect(answer.suggestion).toBeNull();
  });

  it('keeps the new code searchable when a product is renamed', async () => {
    const owner = await tokens.signIn();
    const { businessID } = await createBusiness(app, owner, { companyName: 'Brelmont Pumps' });
    const productID = await createProduct(app, owner, businessID, { name: 'Gear Pump GP-100' });
    const renamed = await app.inject({
      method: 'PUT',
      url: `/api/product/${productID}`,
      headers: owner.headers,
      payload: { name: 'Gear Pump GP-200' },
    });
    expect(renamed.statusCode, renamed.body).toBeLessThan(300);
    expect(await namesFound('GP200')).toEqual(['Gear Pump GP-200']);
    expect(await namesFound('GP-100')).toEqual([]);
  });
});
