import {
  ErrorEnvelopeSchema,
  SearchSuggestionsAnswerSchema,
  type IndustryTree,
  type SearchSuggestion,
} from '@b2b/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createBusiness } from '../../test/business-factory.ts';
import { createProduct, setSubscription } from '../../test/product-factory.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const { app, database, visitor } = await useTestApp();

async function suggest(query: Record<string, string>): Promise<SearchSuggestion[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/search/suggestions?${new URLSearchParams(query).toString()}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return SearchSuggestionsAnswerSchema.parse(response.json()).data;
}
const texts = (found: SearchSuggestion[], kind?: SearchSuggestion['kind']) =>
  found.filter((s) => !kind || s.kind === kind).map((s) => s.text);

async function fullTree(lang?: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/catsys/industry/full-tree${lang ? `?lang=${lang}` : ''}`,
  });
  return response.json<{ data: IndustryTree[] }>().data;
}

let valveMaker: string;
let germanMaker: string;

beforeAll(async () => {
  const owner = await visitor();
  ({ businessID: valveMaker } = await createBusiness(app, owner, { companyName: 'Qorvane Flow Control' }));
  // A showcase of more than the Standard membership's seven products.
  await setSubscription(database.db, valveMaker, 'platinum');
  const germanStates = await app.inject({ method: 'GET', url: '/api/ref-data/country/DE/state' });
  ({ businessID: germanMaker } = await createBusiness(app, owner, {
    companyName: 'Qorvane Antriebe GmbH',
    country: 'DE',
    state: germanStates.json<{ data: { stateID: string }[] }>().data[0]!.stateID,
  }));
  await createBusiness(app, owner, { companyName: 'Qorvane Trading', businessType: 'DI' });
  for (const name of [
    'Heavy-Duty Globe Valve GV-9450',
    'Compact Globe Valve GV-9400',
    'Deep Groove Ball Bearing 6205-2RS',
    'Hex Bolt M8x1.25',
    // A name many products share is suggested once.
    'Qorvex Gate Valve',
    'Qorvex Gate Valve',
    'qorvex gate valve',
  ]) {
    await createProduct(app, owner, valveMaker, { name });
  }
  await createProduct(app, owner, germanMaker, { name: 'Qorvex Servo Drive QS-12' });
  for (let n = 1; n <= 10; n += 1) {
    await createProduct(app, owner, valveMaker, { name: `Zentrix Pump ZP-${100 + n}` });
  }
  for (const lastName of ['Amberley', 'Amberton', 'Ambrose']) {
    await visitor({ firstName: 'Quillan', lastName, country: lastName === 'Ambrose' ? 'DE' : 'CN' });
  }
});

describe('GET search/suggestions', () => {
  it('suggests the product of a part number typed without its dash, as the product writes it', async () => {
    const found = await suggest({ q: 'gv94', tab: 'PR' });
    expect(found).toContainEqual({
      kind: 'partNumber',
      text: 'GV-9450',
      id: null,
      detail: 'Heavy-Duty Globe Valve GV-9450',
    });
    // Codes first, shortest then alphabetical.
    expect(texts(found.slice(0, 2))).toEqual(['GV-9400', 'GV-9450']);
    expect(texts(await suggest({ q: 'GV-945', tab: 'PR' }), 'partNumber')).toEqual(['GV-9450']);
    expect(texts(await suggest({ q: '6205-2r', tab: 'PR' }), 'partNumber')).toEqual(['6205-2RS']);
    // From three letters and digits on.
    expect(texts(await suggest({ q: 'gv-9', tab: 'PR' }), 'partNumber')).toEqual(['GV-9400', 'GV-9450']);
    expect(texts(await suggest({ q: 'm8', tab: 'PR' }), 'partNumber')).toEqual([]);
    expect(texts(await suggest({ q: 'M8x', tab: 'PR' }), 'partNumber')).toEqual(['M8x1.25']);
    // On a business type's tab too (the default tab), but not among people.
    expect(texts(await suggest({ q: 'gv945' }), 'partNumber')).toEqual(['GV-9450']);
    expect(await suggest({ q: 'gv945', tab: 'UR' })).toEqual([]);
  });

  it('suggests product names beginning with the text, each name once, in any case', async () => {
    expect(texts(await suggest({ q: 'QORVEX', tab: 'PR' }), 'product')).toEqual([
      'Qorvex Gate Valve',
      'Qorvex Servo Drive QS-12',
    ]);
    expect(texts(await suggest({ q: 'heavy-duty g', tab: 'PR' }), 'product')).toEqual([
      'Heavy-Duty Globe Valve GV-9450',
    ]);
  });

  it('keeps to the chosen country', async () => {
    expect(texts(await suggest({ q: 'qorvex', tab: 'PR', country: 'DE' }), 'product')).toEqual([
      'Qorvex Servo Drive QS-12',
    ]);
    expect(texts(await suggest({ q: 'qorvex', tab: 'PR', country: 'global' }), 'product')).toHaveLength(2);
    expect(texts(await suggest({ q: 'qorvane', tab: 'MA', country: 'de' }))).toEqual([
      'Qorvane Antriebe GmbH',
    ]);
  });

  it("suggests the companies of the tab's business type, with their ids for their pages", async () => {
    const manufacturers = await suggest({ q: 'qorv', tab: 'MA' });
    expect(manufacturers).toEqual([
      { kind: 'business', text: 'Qorvane Antriebe GmbH', id: germanMaker, detail: null },
      { kind: 'business', text: 'Qorvane Flow Control', id: valveMaker, detail: null },
    ]);
    expect(texts(await suggest({ q: 'qorv', tab: 'DI' }))).toEqual(['Qorvane Trading']);
    // The business type is the default tab.
    expect(await suggest({ q: 'qorv' })).toEqual(manufacturers);
  });

  it('suggests people by their full name on the people tab, and nothing else there', async () => {
    const people = await suggest({ q: 'quillan amb', tab: 'UR' });
    expect(texts(people)).toEqual(['Quillan Amberley', 'Quillan Amberton', 'Quillan Ambrose']);
    expect(people.every((p) => p.kind === 'person' && p.id)).toBe(true);
    expect(texts(await suggest({ q: 'quillan', tab: 'UR', country: 'DE' }))).toEqual(['Quillan Ambrose']);
    expect(await suggest({ q: 'pumps', tab: 'UR' })).toEqual([]);
  });

  it('suggests industries, categories and subcategories in the language asked for, the place above as detail', async () => {
    const english = (await fullTree()).find((i) => i.name === 'Industrial Technology')!;
    const pumpsID = english.categories.find((c) => c.name === 'Pumps')!.id;
    const spanish = (await fullTree('es')).find((i) => i.id === english.id)!;
    const bombas = spanish.categories.find((c) => c.id === pumpsID)!;
    const found = await suggest({ q: bombas.name.slice(0, 5), tab: 'MA', lang: 'es' });
    expect(found).toContainEqual({ kind: 'place', text: bombas.name, id: pumpsID, detail: spanish.name });
    expect(found.filter((s) => s.kind === 'place').every((s) => s.text.toLowerCase().includes('bomba'))).toBe(
      true,
    );
    // A word inside the name: "valv" finds the valve subcategories, the broader places first.
    const valves = await suggest({ q: 'valv', tab: 'PR' });
    expect(valves.length).toBeGreaterThan(0);
    expect(valves.every((s) => s.kind === 'place' && /\bvalv/i.test(s.text))).toBe(true);
  });

  it('gives at most 8, keeping places beside the names', async () => {
    const found = await suggest({ q: 'zentrix pump', tab: 'PR' });
    expect(texts(found, 'product')).toHaveLength(8);
    const mixed = await suggest({ q: 'zp-1', tab: 'PR' });
    expect(mixed).toHaveLength(8);
    expect(texts(mixed, 'partNumber')[0]).toBe('ZP-101');
    const pu = await suggest({ q: 'pu', tab: 'PR' });
    expect(pu.length).toBeLessThanOrEqual(8);
  });

  it('finds nothing for text no name begins with', async () => {
    expect(await suggest({ q: 'xq', tab: 'PR' })).toEqual([]);
    expect(await suggest({ q: `%_'\\`, tab: 'MA' })).toEqual([]);
  });

  it('answers bad input with the error envelope', async () => {
    for (const query of [
      '',
      'q=a',
      'q=%20%20a%20',
      'q=pumps&tab=XX',
      'q=pumps&country=Germany',
      'q=pumps&lang=fr',
    ]) {
      const response = await app.inject({ method: 'GET', url: `/api/search/suggestions?${query}` });
      expect(response.statusCode, query).toBe(400);
      const envelope = ErrorEnvelopeSchema.parse(response.json());
      expect(envelope.name).toBe('ValidationError');
      expect(envelope.errors?.length, query).toBeGreaterThan(0);
    }
  });
});

describe('GET search/suggestions under the rate limit', () => {
  let limited: App;
  beforeAll(async () => {
    limited = await buildTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('counts against the per-address limit of every public route, answered with the envelope', async () => {
    const ask = () => limited.inject({ method: 'GET', url: '/api/search/suggestions?q=pumps' });
    for (let n = 0; n < 3; n += 1) expect((await ask()).statusCode).toBe(200);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(ErrorEnvelopeSchema.parse(refused.json()).name).toBe('RateLimited');
  });
});
