import {
  BusinessSearchAnswerSchema,
  ProductSearchAnswerSchema,
  type IndustryTree,
  type SearchBroadened,
} from '@b2b/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBusiness } from '../../test/business-factory.ts';
import { createProduct } from '../../test/product-factory.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const { app, tokens } = await useTestApp();

async function fullTree(lang?: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/catsys/industry/full-tree${lang ? `?lang=${lang}` : ''}`,
  });
  return response.json<{ data: IndustryTree[] }>().data;
}

async function search(kind: 'product' | 'business', payload: Record<string, unknown>, lang?: string) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/search/${kind}${lang ? `?lang=${lang}` : ''}`,
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return kind === 'product'
    ? ProductSearchAnswerSchema.parse(response.json())
    : BusinessSearchAnswerSchema.parse(response.json());
}
const idsOf = (answer: Awaited<ReturnType<typeof search>>) =>
  answer.results.map((r) => ('productID' in r ? r.productID : r.businessProfile.businessID));

let industry: IndustryTree;
let pumps: IndustryTree['categories'][number];
const sub = (name: string) => pumps.subCategories.find((s) => s.name === name)!;
let centrifugalPump: string;
let pumpMaker: string;

beforeAll(async () => {
  industry = (await fullTree()).find((i) => i.name === 'Industrial Technology')!;
  pumps = industry.categories.find((c) => c.name === 'Pumps')!;
  const owner = await tokens.signIn();
  // Its texts never say "pump": the category it declares is what makes it a pump maker.
  ({ businessID: pumpMaker } = await createBusiness(app, owner, {
    companyName: 'Vantrel Fluid Works',
    shortDescription: 'Rotating equipment for water utilities.',
    categories: [`${industry.id}.${pumps.id}`],
  }));
  centrifugalPump = await createProduct(app, owner, pumpMaker, {
    name: 'Model VX end-suction unit',
    description: 'For water utilities.',
    industry: industry.id,
    category: pumps.id,
    subCategory: sub('Centrifugal Pumps').id,
  });
});

describe('search by the name of a category or subcategory', () => {
  it('finds the products classified in a subcategory, whatever their texts say', async () => {
    for (const query of ['Centrifugal Pumps', 'centrifugal pump']) {
      const answer = await search('product', { textQuery: query });
      expect(idsOf(answer), query).toEqual([centrifugalPump]);
      expect(answer.broadened).toBeNull();
    }
  });

  it('finds the businesses that declare a category, in English and in a translation', async () => {
    const zh = (await fullTree('zh')).flatMap((i) => i.categories).find((c) => c.id === pumps.id)!;
    for (const query of ['Pumps', 'pump', zh.name]) {
      const answer = await search('business', { textQuery: query, businessType: 'MA' });
      expect(idsOf(answer), query).toEqual([pumpMaker]);
    }
  });

  it('shows the parent category of a subcategory without products, and says so', async () => {
    const answer = await search('product', { textQuery: 'Gear Pumps' });
    expect(idsOf(answer)).toEqual([centrifugalPump]);
    expect(answer.broadened).toEqual<SearchBroadened>({
      asked: { id: sub('Gear Pumps').id, name: 'Gear Pumps', level: 'subcategory' },
      shown: { id: pumps.id, name: 'Pumps', level: 'category' },
    });
  });

  it('shows the suppliers of the category for a subcategory, which businesses do not declare', async () => {
    const answer = await search('business', { textQuery: 'Centrifugal Pumps', businessType: 'MA' });
    expect(idsOf(answer)).toEqual([pumpMaker]);
    expect(answer.broadened?.shown).toEqual({ id: pumps.id, name: 'Pumps', level: 'category' });
  });

  it('names the places in the language asked for', async () => {
    const es = (await fullTree('es')).flatMap((i) => i.categories).find((c) => c.id === pumps.id)!;
    const esGear = es.subCategories.find((s) => s.id === sub('Gear Pumps').id)!;
    const answer = await search('product', { textQuery: esGear.name }, 'es');
    expect(answer.broadened?.asked.name).toBe(esGear.name);
    expect(answer.broadened?.shown.name).toBe(es.name);
    expect(idsOf(answer)).toEqual([centrifugalPump]);
  });

  it('goes up to the industry when the category has nothing either, and only as far as something is found', async () => {
    const valves = industry.categories.find((c) => c.name === 'Industrial Valves')!;
    const answer = await search('product', { textQuery: 'Ball Valves' });
    expect(answer.broadened?.asked.name).toBe('Ball Valves');
    expect(answer.broadened?.shown).toEqual({ id: industry.id, name: industry.name, level: 'industry' });
    expect(idsOf(answer)).toEqual([centrifugalPump]);
    expect(valves).toBeDefined();
    const elsewhere = await search('product', { textQuery: 'Ball Valves', country: 'DE' });
    expect(elsewhere.total_results).toBe(0);
    expect(elsewhere.broadened).toBeNull();
  });

  it('leaves a keyword that names no place alone', async () => {
    const answer = await search('product', { textQuery: 'zorblax widget' });
    expect(answer.total_results).toBe(0);
    expect(answer.broadened).toBeNull();
  });
});
