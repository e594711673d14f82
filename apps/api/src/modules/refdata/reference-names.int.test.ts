import {
  BusinessProfileAnswerSchema,
  BusinessSearchAnswerSchema,
  LastRegisteredAnswerSchema,
  ProductAnswerSchema,
  ProductSearchAnswerSchema,
  ProductsByBusinessAnswerSchema,
} from '@b2b/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBusiness } from '../../test/business-factory.ts';
import { createProduct } from '../../test/product-factory.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const { app, tokens } = await useTestApp();

// The factories' business and product are in the first reference category: Automation › Industrial Robots.
const COMPANY = 'Suzhou Reference Names Robotics';
let businessID: string;
let productID: string;

beforeAll(async () => {
  const owner = await tokens.signIn();
  ({ businessID } = await createBusiness(app, owner, { companyName: COMPANY }));
  productID = await createProduct(app, owner, businessID, { name: 'Six-axis welding arm' });
});

const get = (url: string) => app.inject({ method: 'GET', url: `/api${url}` });
const post = (url: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api${url}`, payload });

describe('answers that name reference rows, in the language asked', () => {
  it("gives a business's industry and categories in Chinese, and in English without lang", async () => {
    const chinese = BusinessProfileAnswerSchema.parse(
      (await get(`/business/profile/${businessID}?lang=zh`)).json(),
    );
    expect(chinese.data.general.industry?.name).toBe('自动化');
    expect(chinese.data.general.categories).toEqual([
      expect.objectContaining({ industryName: '自动化', name: '工业机器人' }),
    ]);
    expect(chinese.data.general.companyName).toBe(COMPANY);
    expect(chinese.data.general.businessType.name).toBe('Manufacturers');
    const english = BusinessProfileAnswerSchema.parse((await get(`/business/profile/${businessID}`)).json());
    expect(english.data.general.categories[0]).toMatchObject({
      industryName: 'Automation',
      name: 'Industrial Robots',
    });
  });

  it("gives a product's industry and category in Spanish and Italian, its page and its business's list alike", async () => {
    const spanish = ProductAnswerSchema.parse((await get(`/product/${productID}?lang=es`)).json());
    expect(spanish.data.industry.name).toBe('Automatización');
    expect(spanish.data.category.name).toBe('Robots industriales');
    expect(spanish.data.businessProfile.general.categories[0]?.name).toBe('Robots industriales');
    const list = ProductsByBusinessAnswerSchema.parse(
      (await get(`/product/by-business?bid=${businessID}&lang=it`)).json(),
    );
    expect(list.data.data.map((product) => product.category.name)).toEqual(['Robot industriali']);
  });

  it('gives the search results and the newest businesses in Chinese', async () => {
    const products = ProductSearchAnswerSchema.parse(
      (await post('/search/product?lang=zh', { textQuery: 'welding arm' })).json(),
    );
    expect(products.results[0]).toMatchObject({
      name: 'Six-axis welding arm',
      industry: { name: '自动化' },
      category: { name: '工业机器人' },
    });
    const latest = LastRegisteredAnswerSchema.parse(
      (await get('/search/business/last-registered?lang=zh')).json(),
    );
    expect(latest.data.find((card) => card.businessID === businessID)?.general.categories[0]?.name).toBe(
      '工业机器人',
    );
  });

  it('finds by a category name in another language what its English name finds', async () => {
    for (const textQuery of ['工业机器人', 'Robots industriales', 'robot industriali']) {
      const found = BusinessSearchAnswerSchema.parse(
        (await post('/search/business?lang=zh', { textQuery })).json(),
      );
      expect(
        found.results.map((result) => result.businessProfile.general.companyName),
        textQuery,
      ).toContain(COMPANY);
      expect(found.suggestion, textQuery).toBeNull();
    }
  });

  it("gives a person's job position, gender and language in Italian, on their own profile and their public one", async () => {
    const person = await tokens.signIn();
    const positions = (await get('/ref-data/job-position')).json<{
      data: { jobPositionID: string; name: string }[];
    }>().data;
    const buyer = positions.find((position) => position.name === 'Purchasing Manager')!;
    const update = await app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: person.headers,
      payload: { jobPosition: buyer.jobPositionID, gender: 'F', preferredLanguage: 'de' },
    });
    expect(update.statusCode, update.body).toBe(200);
    const own = await app.inject({
      method: 'GET',
      url: '/api/user/profile?lang=it',
      headers: person.headers,
    });
    expect(own.json()).toMatchObject({
      data: {
        jobPosition: { jobPositionID: buyer.jobPositionID, name: 'Responsabile acquisti' },
        gender: { code: 'F', name: 'Donna' },
        preferredLanguage: { code: 'de', languageName: 'Tedesco' },
      },
    });
    const shown = await get(`/user/public-profile/${person.userID}?lang=it`);
    expect(shown.json()).toMatchObject({ profile: { jobPosition: { name: 'Responsabile acquisti' } } });
    const english = await get(`/user/public-profile/${person.userID}`);
    expect(english.json()).toMatchObject({ profile: { jobPosition: { name: 'Purchasing Manager' } } });
  });

  it.each([
    ['GET', '/user/public-profile/{business}'],
    ['GET', '/business/profile/{business}'],
    ['GET', '/product/{product}'],
    ['GET', '/product/by-business?bid={business}'],
    ['GET', '/search/business/last-registered'],
    ['POST', '/search/business'],
    ['POST', '/search/product'],
    ['POST', '/user/search'],
  ] as const)(
    '%s %s answers 400 ValidationError for a language it does not have, or for no language at all',
    async (method, path) => {
      const url = path.replace('{business}', businessID).replace('{product}', productID);
      // `fr` is a language the runtime knows; the other is no locale at all, which Intl would throw on.
      for (const lang of ['fr', encodeURIComponent('\u{10FFF4}pro no locale')]) {
        const response = await app.inject({
          method,
          url: `/api${url}${url.includes('?') ? '&' : '?'}lang=${lang}`,
          ...(method === 'POST' ? { payload: {} } : {}),
        });
        expect(response.statusCode, lang).toBe(400);
        expect(response.json()).toMatchObject({
          success: false,
          name: 'ValidationError',
          errors: [{ path: 'lang', message: 'lang is one of es, it, zh' }],
        });
      }
    },
  );
});
