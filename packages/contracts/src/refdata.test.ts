import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES, REFERENCE_LANGUAGES } from './languages.ts';
import { CountryCodeParamsSchema, IDParamsSchema, ReferenceLanguageQuerySchema } from './refdata.ts';
import { BUSINESS_TYPE_CODES, BUSINESS_TYPES } from './refdata-values.ts';

describe('reference data schemas', () => {
  it('lists the 11 business types in the order of the search bar', () => {
    expect(BUSINESS_TYPE_CODES).toEqual(['PR', 'UR', 'MA', 'DI', 'WS', 'IM', 'EX', 'RE', 'IN', 'CO', 'GO']);
    expect(BUSINESS_TYPES.find((t) => t.code === 'GO')?.businessTypeName).toBe('Government');
  });

  it('reads a country code in either case as upper case', () => {
    expect(CountryCodeParamsSchema.parse({ code: 'us' })).toEqual({ code: 'US' });
    expect(CountryCodeParamsSchema.parse({ code: 'Cn' })).toEqual({ code: 'CN' });
  });

  it.each(['U1', 'USA', 'u', '', '🇺🇸'])('refuses the country code %j', (code) => {
    expect(CountryCodeParamsSchema.safeParse({ code }).success).toBe(false);
  });

  it('takes only UUIDs as ids', () => {
    expect(IDParamsSchema.safeParse({ id: '6f1c2a8e-3b4d-5e6f-8a9b-0c1d2e3f4a5b' }).success).toBe(true);
    expect(IDParamsSchema.safeParse({ id: '0001' }).success).toBe(false);
  });

  it("gives reference names in every interface language but English, which is the rows' own", () => {
    expect([...REFERENCE_LANGUAGES]).toEqual(
      LANGUAGES.map((language) => language.code).filter((code) => code !== DEFAULT_LANGUAGE),
    );
  });

  it('takes lang as one of those languages or not at all', () => {
    expect(ReferenceLanguageQuerySchema.parse({})).toEqual({});
    expect(ReferenceLanguageQuerySchema.parse({ lang: 'zh' })).toEqual({ lang: 'zh' });
    for (const lang of ['en', 'fr', 'ZH', '']) {
      expect(ReferenceLanguageQuerySchema.safeParse({ lang }).success, lang).toBe(false);
    }
  });
});
