import { BusinessSearchAnswerSchema, ProductSearchAnswerSchema, type IndustryTree } from '@b2b/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBusiness } from '../../test/business-factory.ts';
import { createProduct, setSubscription } from '../../test/product-factory.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const { app, database, tokens } = await useTestApp();

async function searchProducts(textQuery: string, asTyped?: boolean) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/search/product',
    payload: { textQuery, ...(asTyped === undefined ? {} : { asTyped }) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return ProductSearchAnswerSchema.parse(response.json());
}
async function searchBusinesses(textQuery: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/search/business',
    payload: { textQuery, businessType: 'MA' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return BusinessSearchAnswerSchema.parse(response.json());
}

beforeAll(async () => {
  const owner = await tokens.signIn();
  const { businessID } = await createBusiness(app, owner, { companyName: 'Zentrolux Works' });
  await setSubscription(database.db, businessID, 'platinum');
  for (const name of [
    'Hydrating face toner',
    'Quillmarsh cable reel',
    'Quillmarsh cable tray',
    'Quillmarsh table frame',
    'Brindlecord valve',
  ]) {
    await createProduct(app, owner, businessID, { name, description: 'Sold by the piece.' });
  }
});

describe('typo tolerance', () => {
  it('never leaves the documents: "hydraulic" is four edits from "hydrating"', async () => {
    const answer = await searchProducts('hydraulic');
    expect(answer.suggestion).toBeNull();
    expect(answer.total_results).toBe(0);
  });

  it('allows one edit up to 8 letters and two beyond', async () => {
    expect((await searchProducts('brindlcord')).suggestion).toBe('brindlecord');
    expect((await searchProducts('bridlcord')).suggestion).toBe('brindlecord');
    // Eight letters, two edits from "hydrating": left as typed.
    expect((await searchProducts('hidratin')).suggestion).toBeNull();
    expect((await searchProducts('hydratng')).suggestion).toBe('hydrating');
  });

  it('searches the keyword as typed when asked to', async () => {
    const typed = await searchProducts('brindlcord', true);
    expect(typed.suggestion).toBeNull();
    expect(typed.total_results).toBe(0);
    expect((await searchProducts('brindlcord', false)).suggestion).toBe('brindlecord');
  });

  it('corrects only to words of the tab searched', async () => {
    // "Zentrolux" is a company's name, which no product holds.
    expect((await searchProducts('zentrolix')).suggestion).toBeNull();
    const businesses = await searchBusinesses('zentrolix');
    expect(businesses.suggestion).toBe('zentrolux');
    expect(businesses.results.map((r) => r.businessProfile.general.companyName)).toEqual(['Zentrolux Works']);
  });

  it('prefers the word more documents hold among those as near', async () => {
    // "xable" is one edit from "cable" (two products) and from "table" (one).
    expect((await searchProducts('quillmarsh xable')).suggestion).toBe('quillmarsh cable');
  });

  it('keeps every word some document holds, correcting only the others', async () => {
    const answer = await searchProducts('brindlecord valvw');
    expect(answer.suggestion).toBe('brindlecord valve');
    // "cable" is one edit from "table", yet both words are found and stay as typed.
    expect((await searchProducts('quillmarsh cable')).suggestion).toBeNull();
  });

  it('leaves out one word that no document holds beside the others, never a word no document holds', async () => {
    // Every word is held, never all three together: the omission that keeps the rarest words (on a tie, the later
    // word goes).
    const fewer = await searchProducts('quillmarsh table reel');
    expect(fewer.suggestion).toBe('quillmarsh table');
    expect(fewer.results.map((r) => r.name)).toEqual(['Quillmarsh table frame']);
    // "perpetual" is in no document: what the buyer needs is not there.
    const none = await searchProducts('perpetual quillmarsh cable');
    expect(none.suggestion).toBeNull();
    expect(none.total_results).toBe(0);
    // As typed, the keyword is searched whole.
    expect((await searchProducts('quillmarsh table reel', true)).total_results).toBe(0);
  });

  it('takes a keyword that begins a place’s name, misspelt or not, for that place', async () => {
    const tree = await app.inject({ method: 'GET', url: '/api/catsys/industry/full-tree' });
    const automation = tree.json<{ data: IndustryTree[] }>().data.find((i) => i.name === 'Automation')!;
    const pneumatics = automation.categories.find((c) => c.name === 'Pneumatic Components')!;
    const owner = await tokens.signIn();
    const { businessID } = await createBusiness(app, owner, { companyName: 'Vardell Pneumatics' });
    const cylinder = await createProduct(app, owner, businessID, {
      name: 'Compact air cylinder',
      industry: automation.id,
      category: pneumatics.id,
    });
    // "valvs" stems as "valves" does, so no word is corrected: the subcategory is known by its name's beginning.
    for (const keyword of ['solenoid valvs', 'Solenoid valve', 'pneumatic component']) {
      const answer = await searchProducts(keyword);
      expect(
        answer.results.map((r) => r.productID),
        keyword,
      ).toEqual([cylinder]);
    }
    const answer = await searchProducts('solenoid valvs');
    expect(answer.broadened?.asked.name).toBe('Solenoid Valves');
    expect(answer.broadened?.shown.name).toBe('Pneumatic Components');
    // As typed, the keyword is only a keyword.
    expect((await searchProducts('solenoid valvs', true)).total_results).toBe(0);
  });

  it('corrects a misspelt category name to the category, shown by its parent when it has nothing', async () => {
    // Nothing anywhere in the industry yet: the keyword stays as typed.
    const before = await searchProducts('centrifugal pumsp');
    expect(before.suggestion).toBeNull();
    expect(before.total_results).toBe(0);

    const tree = await app.inject({ method: 'GET', url: '/api/catsys/industry/full-tree' });
    const industry = tree
      .json<{ data: IndustryTree[] }>()
      .data.find((i) => i.name === 'Industrial Technology')!;
    const valves = industry.categories.find((c) => c.name === 'Industrial Valves')!;
    const owner = await tokens.signIn();
    const { businessID } = await createBusiness(app, owner, {
      companyName: 'Orvell Valves',
      categories: [`${industry.id}.${valves.id}`],
    });
    const valve = await createProduct(app, owner, businessID, {
      name: 'Forged gate valve',
      industry: industry.id,
      category: valves.id,
    });
    // The keyword begins the subcategory's name, misspelt: the place is named, no word needs a correction.
    const answer = await searchProducts('centrifugal pumsp');
    expect(answer.suggestion).toBeNull();
    expect(answer.broadened?.asked.name).toBe('Centrifugal Pumps');
    expect(answer.broadened?.shown).toEqual({ id: industry.id, name: industry.name, level: 'industry' });
    expect(answer.results.map((r) => r.productID)).toEqual([valve]);
  });
});
