import { createHash } from 'node:crypto';
import {
  BUSINESS_TYPES,
  type Category,
  type Country,
  type Industry,
  type IndustryTree,
  type State,
} from '@b2b/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/build-test-app.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

let app: App;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function getData<T>(url: string): Promise<T> {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json<{ success: boolean; data: T }>();
  expect(body.success).toBe(true);
  return body.data;
}

const isSortedBy = <T>(items: T[], key: (item: T) => string | number) =>
  items.every((item, i) => i === 0 || key(items[i - 1]!) <= key(item));

describe('GET /api/ref-data/country', () => {
  it('lists every country with its flag and dial code, by name', async () => {
    const countries = await getData<Country[]>('/api/ref-data/country');
    expect(countries.length).toBeGreaterThanOrEqual(245);
    expect(countries.length).toBeLessThanOrEqual(255);
    expect(new Set(countries.map((c) => c.code)).size).toBe(countries.length);
    expect(countries.find((c) => c.code === 'CN')).toEqual({
      code: 'CN',
      countryName: 'China',
      emoji: '🇨🇳',
      dialCode: '86',
    });
    expect(countries.find((c) => c.code === 'US')).toMatchObject({
      countryName: 'United States',
      dialCode: '1',
    });
    expect(countries.find((c) => c.code === 'AS')?.dialCode).toBe('1684');
    for (const country of countries) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      // Where the seed keeps an area code with the country code (+1-684, +44-1481), the digits run to six.
      expect(country.dialCode, country.code).toMatch(/^\d{1,6}$/);
      expect(country.emoji.length, country.code).toBeGreaterThan(0);
    }
    expect(countries[0]?.countryName).toBe('Afghanistan');
    expect(isSortedBy(countries, (c) => c.countryName)).toBe(true);
  });
});

describe('GET /api/ref-data/country/{code}/state', () => {
  it('lists the 50 US states and the District of Columbia, without the territories', async () => {
    const states = await getData<State[]>('/api/ref-data/country/US/state');
    expect(states).toHaveLength(51);
    const names = states.map((s) => s.stateName);
    expect(names).toContain('District of Columbia');
    expect(names).toContain('California');
    expect(names).toContain('Wyoming');
    for (const territory of [
      'Puerto Rico',
      'Guam',
      'American Samoa',
      'Northern Mariana Islands',
      'United States Virgin Islands',
      'United States Minor Outlying Islands',
    ]) {
      expect(names).not.toContain(territory);
    }
    for (const state of states) {
      expect(state.countryCode).toBe('US');
      expect(state.stateID).toMatch(UUID);
    }
    expect(isSortedBy(states, (s) => s.stateName)).toBe(true);
  });

  it('accepts a lower-case code', async () => {
    const upper = await getData<State[]>('/api/ref-data/country/US/state');
    const lower = await getData<State[]>('/api/ref-data/country/us/state');
    expect(lower).toEqual(upper);
  });

  it("lists China's provinces", async () => {
    const states = await getData<State[]>('/api/ref-data/country/CN/state');
    expect(states.length).toBeGreaterThanOrEqual(30);
    expect(states.map((s) => s.stateName)).toContain('Guangdong');
  });

  it('answers 404 NotFound for a well-formed code no country has', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/ref-data/country/ZZ/state' });
    expect(response.statusCode).toBe(404);
    const body = response.json();
    expect(body).toEqual({ success: false, name: 'NotFound', message: expect.stringContaining('ZZ') });
  });

  it.each(['U1', 'USA', 'u'])('answers 400 ValidationError naming the field for %s', async (code) => {
    const response = await app.inject({ method: 'GET', url: `/api/ref-data/country/${code}/state` });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, name: 'ValidationError' });
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors).toEqual([{ path: 'code', message: 'code must be a two-letter ISO country code' }]);
  });
});

describe('small reference lists', () => {
  it('GET /api/ref-data/gender', async () => {
    expect(await getData('/api/ref-data/gender')).toEqual([
      { code: 'M', name: 'Male' },
      { code: 'F', name: 'Female' },
      { code: 'X', name: 'Prefer not to say' },
    ]);
  });

  it('GET /api/ref-data/language lists languages by name', async () => {
    const languages = await getData<{ code: string; languageName: string }[]>('/api/ref-data/language');
    expect(languages.length).toBeGreaterThanOrEqual(30);
    expect(languages).toContainEqual({ code: 'en', languageName: 'English' });
    expect(languages).toContainEqual({ code: 'zh', languageName: 'Chinese' });
    expect(new Set(languages.map((l) => l.code)).size).toBe(languages.length);
    expect(isSortedBy(languages, (l) => l.languageName)).toBe(true);
  });

  it('GET /api/ref-data/job-position lists about forty positions in their order', async () => {
    const positions = await getData<{ jobPositionID: string; name: string }[]>('/api/ref-data/job-position');
    expect(positions.length).toBeGreaterThanOrEqual(35);
    expect(positions.length).toBeLessThanOrEqual(50);
    expect(positions.slice(0, 3).map((p) => p.name)).toEqual([
      'Owner',
      'Chief Executive Officer',
      'President',
    ]);
    expect(new Set(positions.map((p) => p.name)).size).toBe(positions.length);
    for (const position of positions) expect(position.jobPositionID).toMatch(UUID);
  });

  it('GET /api/ref-data/business-type lists the 11 codes in the order of the search bar', async () => {
    const types = await getData<{ code: string; businessTypeName: string }[]>('/api/ref-data/business-type');
    expect(types.map((t) => t.code)).toEqual([
      'PR',
      'UR',
      'MA',
      'DI',
      'WS',
      'IM',
      'EX',
      'RE',
      'IN',
      'CO',
      'GO',
    ]);
    expect(types).toEqual(
      BUSINESS_TYPES.map((t) => ({ code: t.code, businessTypeName: t.businessTypeName })),
    );
    expect(types.find((t) => t.code === 'MA')?.businessTypeName).toBe('Manufacturers');
  });
});

describe('industries', () => {
  let industries: Industry[];
  beforeAll(async () => {
    industries = await getData<Industry[]>('/api/catsys/industry');
  });

  it('GET /api/catsys/industry lists the 15 industries, keys 0001 to 0015 in order', () => {
    expect(industries).toHaveLength(15);
    expect(industries.map((i) => i.key)).toEqual(
      Array.from({ length: 15 }, (_, i) => String(i + 1).padStart(4, '0')),
    );
    expect(industries.map((i) => i.order)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(industries[0]).toMatchObject({ key: '0001', name: 'Automation', text: 'Explore Automation' });
    for (const industry of industries) {
      expect(industry.id).toMatch(UUID);
      expect(industry.name).not.toBe('');
      expect(industry.text).not.toBe('');
      expect(industry.icon).toMatch(/^[A-Z][A-Za-z0-9]+$/);
      expect(industry.description.length).toBeGreaterThan(20);
    }
  });

  it('GET /api/catsys/industry/{id}/category gives each industry 6 or more categories of 4 or more subcategories, in order', async () => {
    for (const industry of industries) {
      const categories = await getData<Category[]>(`/api/catsys/industry/${industry.id}/category`);
      expect(categories.length, industry.name).toBeGreaterThanOrEqual(6);
      expect(categories.map((c) => c.order)).toEqual(categories.map((_, i) => i + 1));
      for (const category of categories) {
        expect(category.id).toMatch(UUID);
        expect(category.subCategories.length, category.name).toBeGreaterThanOrEqual(4);
        expect(category.subCategories.map((s) => s.order)).toEqual(
          category.subCategories.map((_, i) => i + 1),
        );
      }
    }
  });

  it('keeps the order of the data file within an industry', async () => {
    const automation = industries.find((i) => i.key === '0001')!;
    const categories = await getData<Category[]>(`/api/catsys/industry/${automation.id}/category`);
    expect(categories.slice(0, 2).map((c) => c.name)).toEqual(['Industrial Robots', 'PLCs & Controllers']);
    expect(categories[0]?.subCategories.map((s) => s.name)).toEqual([
      'Articulated Robots',
      'SCARA Robots',
      'Collaborative Robots',
      'Delta Robots',
      'Cartesian Robots',
      'Robot Grippers',
      'Robot Controllers',
    ]);
  });

  it('answers 404 NotFound for an id no industry has', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/catsys/industry/${UNKNOWN_UUID}/category`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, name: 'NotFound', message: expect.any(String) });
  });

  it('answers 400 ValidationError for an id that is not a UUID', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/catsys/industry/0001/category' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      name: 'ValidationError',
      errors: [{ path: 'id', message: 'id must be a UUID' }],
    });
  });

  it('GET /api/catsys/industry/full-tree is the industries with their categories', async () => {
    const tree = await getData<IndustryTree[]>('/api/catsys/industry/full-tree');
    expect(tree.map(({ categories: _categories, ...industry }) => industry)).toEqual(industries);
    for (const industry of tree) {
      const categories = await getData<Category[]>(`/api/catsys/industry/${industry.id}/category`);
      expect(industry.categories, industry.name).toEqual(categories);
    }
    const allCategoryIds = tree.flatMap((i) => i.categories.map((c) => c.id));
    expect(new Set(allCategoryIds).size).toBe(allCategoryIds.length);
  });
});

describe('caching', () => {
  const urls = [
    '/api/ref-data/country',
    '/api/ref-data/country/US/state',
    '/api/ref-data/gender',
    '/api/ref-data/language',
    '/api/ref-data/job-position',
    '/api/ref-data/business-type',
    '/api/catsys/industry',
    '/api/catsys/industry/full-tree',
  ];

  it.each(urls)('%s carries an ETag and Cache-Control and answers 304 to If-None-Match', async (url) => {
    const first = await app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^(W\/)?".+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400');

    const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const changed = await app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': '"something-else"' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toBe(first.body);
  });

  it('the categories of an industry are cached the same way', async () => {
    const [industry] = await getData<Industry[]>('/api/catsys/industry');
    const url = `/api/catsys/industry/${industry!.id}/category`;
    const first = await app.inject({ method: 'GET', url });
    expect(first.headers['cache-control']).toContain('max-age=3600');
    const again = await app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('accepts a list of tags and weak tags in If-None-Match', async () => {
    const url = '/api/ref-data/gender';
    const etag = String((await app.inject({ method: 'GET', url })).headers.etag);
    const strong = etag.replace(/^W\//, '');
    for (const ifNoneMatch of [`"other", ${etag}`, strong, `W/${strong}`, '*']) {
      const response = await app.inject({ method: 'GET', url, headers: { 'if-none-match': ifNoneMatch } });
      expect(response.statusCode, ifNoneMatch).toBe(304);
      expect(response.headers['cache-control']).toContain('max-age=3600');
    }
  });

  it('neither caches nor revalidates an error', async () => {
    const url = '/api/ref-data/country/ZZ/state';
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control'] ?? '').not.toContain('max-age=3600');
    expect(response.headers.etag).toBeUndefined();
    // A 304 would tell the client its stored copy is still good: never true of an error. The tag @fastify/etag would give
    // this body is the one a client could have seen before.
    const tagOfBody = `"${createHash('sha1').update(response.body).digest('base64')}"`;
    for (const ifNoneMatch of [tagOfBody, '*']) {
      const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': ifNoneMatch } });
      expect(again.statusCode, ifNoneMatch).toBe(404);
      expect(again.json()).toMatchObject({ success: false, name: 'NotFound' });
    }
  });
});

describe('names in the language asked (?lang=)', () => {
  const LISTS = [
    '/api/ref-data/gender',
    '/api/ref-data/language',
    '/api/ref-data/job-position',
    '/api/catsys/industry',
    '/api/catsys/industry/full-tree',
  ];
  const HAN = /\p{Script=Han}/u;

  it('answers every list in Chinese, in the shape and order of the English one', async () => {
    const tree = await getData<IndustryTree[]>('/api/catsys/industry/full-tree?lang=zh');
    const english = await getData<IndustryTree[]>('/api/catsys/industry/full-tree');
    expect(tree.map((industry) => industry.id)).toEqual(english.map((industry) => industry.id));
    const automation = tree.find((industry) => industry.key === '0001')!;
    expect(automation).toMatchObject({ name: '自动化', text: '探索自动化', icon: 'Bot' });
    expect(automation.description).toMatch(HAN);
    const robots = automation.categories.find((category) => category.name === '工业机器人')!;
    expect(robots.id).toBe(english[0]!.categories.find((c) => c.name === 'Industrial Robots')!.id);
    expect(robots.subCategories.map((sub) => sub.name)).toContain('协作机器人');
    for (const industry of tree) {
      expect(`${industry.name} ${industry.text} ${industry.description}`).toMatch(HAN);
      for (const category of industry.categories) {
        expect(category.name).toMatch(HAN);
        for (const sub of category.subCategories) expect(sub.name, sub.id).toMatch(HAN);
      }
    }
    expect(await getData<Industry[]>('/api/catsys/industry?lang=zh')).toEqual(
      tree.map(({ categories: _categories, ...industry }) => industry),
    );
    expect(await getData<Category[]>(`/api/catsys/industry/${automation.id}/category?lang=zh`)).toEqual(
      automation.categories,
    );

    expect(await getData('/api/ref-data/gender?lang=zh')).toEqual([
      { code: 'M', name: '男' },
      { code: 'F', name: '女' },
      { code: 'X', name: '不愿透露' },
    ]);
    const positions = await getData<{ jobPositionID: string; name: string }[]>(
      '/api/ref-data/job-position?lang=zh',
    );
    expect(positions.slice(0, 3).map((p) => p.name)).toEqual(['企业主', '首席执行官', '总裁']);
    for (const position of positions) expect(position.name).toMatch(HAN);
    const languages = await getData<{ code: string; languageName: string }[]>(
      '/api/ref-data/language?lang=zh',
    );
    expect(languages).toContainEqual({ code: 'zh', languageName: '中文' });
    expect(languages).toContainEqual({ code: 'en', languageName: '英语' });
    for (const language of languages) expect(language.languageName).toMatch(HAN);
  });

  it('answers Spanish and Italian names, a language list capitalized and in its own alphabetical order', async () => {
    const [es] = await getData<Industry[]>('/api/catsys/industry?lang=es');
    expect(es!.name).toBe('Automatización');
    const [it] = await getData<Industry[]>('/api/catsys/industry?lang=it');
    expect(it!.name).toBe('Automazione');
    const languages = await getData<{ code: string; languageName: string }[]>(
      '/api/ref-data/language?lang=es',
    );
    expect(languages).toContainEqual({ code: 'es', languageName: 'Español' });
    const collator = new Intl.Collator('es');
    expect(
      languages.every(
        (l, i) => i === 0 || collator.compare(languages[i - 1]!.languageName, l.languageName) <= 0,
      ),
    ).toBe(true);
  });

  it('leaves the English answers as they were', async () => {
    const [automation] = await getData<Industry[]>('/api/catsys/industry');
    expect(automation).toMatchObject({ name: 'Automation', text: 'Explore Automation' });
    expect(await getData('/api/ref-data/gender')).toContainEqual({ code: 'M', name: 'Male' });
  });

  it.each([...LISTS, `/api/catsys/industry/${UNKNOWN_UUID}/category`])(
    '%s answers 400 ValidationError for a language it does not have',
    async (url) => {
      for (const lang of ['fr', 'en', 'ZH', '']) {
        const response = await app.inject({ method: 'GET', url: `${url}?lang=${lang}` });
        expect(response.statusCode, lang).toBe(400);
        expect(response.json(), lang).toMatchObject({
          success: false,
          name: 'ValidationError',
          errors: [{ path: 'lang', message: 'lang is one of es, it, zh' }],
        });
        expect(response.headers['cache-control'] ?? '').not.toContain('max-age');
      }
    },
  );

  it.each(LISTS)('%s keeps a tag and a public Cache-Control per language', async (url) => {
    const english = await app.inject({ method: 'GET', url });
    const chinese = await app.inject({ method: 'GET', url: `${url}?lang=zh` });
    const spanish = await app.inject({ method: 'GET', url: `${url}?lang=es` });
    for (const response of [chinese, spanish]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400');
    }
    const tags = [english, chinese, spanish].map((response) => String(response.headers.etag));
    expect(new Set(tags).size).toBe(3);
    expect(chinese.body).not.toBe(english.body);
    const again = await app.inject({
      method: 'GET',
      url: `${url}?lang=zh`,
      headers: { 'if-none-match': tags[1]! },
    });
    expect(again.statusCode).toBe(304);
    // The English tag is not the Chinese answer's: a cache that kept English gets the Chinese body.
    const other = await app.inject({
      method: 'GET',
      url: `${url}?lang=zh`,
      headers: { 'if-none-match': tags[0]! },
    });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(chinese.body);
  });
});
