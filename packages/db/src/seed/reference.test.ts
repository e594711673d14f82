import { describe, expect, it } from 'vitest';
import type { Translations } from '../schema/refdata.ts';
import { stableID } from './ids.ts';
import {
  REFERENCE_NAMES,
  referenceCountries,
  referenceGenders,
  referenceIndustryTree,
  referenceJobPositions,
  referenceStates,
} from './reference.ts';

describe('referenceCountries', () => {
  const countries = referenceCountries();

  it('has about 250 countries with unique codes, flags and dial codes', () => {
    expect(countries.length).toBeGreaterThanOrEqual(245);
    expect(countries.length).toBeLessThanOrEqual(255);
    expect(new Set(countries.map((c) => c.code)).size).toBe(countries.length);
    for (const country of countries) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.dialCode, country.code).toMatch(/^\d+$/);
      expect(country.emoji, country.code).not.toBe('');
    }
  });

  it('gives China its flag and 86, and the territories with an area code theirs', () => {
    const byCode = new Map(countries.map((c) => [c.code, c]));
    expect(byCode.get('CN')).toEqual({ code: 'CN', name: 'China', emoji: '🇨🇳', dialCode: '86' });
    expect(byCode.get('AS')?.dialCode).toBe('1684');
    expect(byCode.get('DO')?.dialCode).toBe('1809');
    expect(byCode.get('PR')?.dialCode).toBe('1787');
  });
});

describe('referenceStates', () => {
  const allCountries = new Set(referenceCountries().map((c) => c.code));

  it('gives the US its 50 states and the District of Columbia, not its territories', () => {
    const states = referenceStates(new Set(['US']));
    expect(states).toHaveLength(51);
    const names = states.map((s) => s.name);
    expect(names).toContain('District of Columbia');
    for (const territory of [
      'Puerto Rico',
      'Guam',
      'American Samoa',
      'Baker Island',
      'Northern Mariana Islands',
    ]) {
      expect(names).not.toContain(territory);
    }
    expect(new Set(states.map((s) => s.countryCode))).toEqual(new Set(['US']));
  });

  it('gives China its provinces', () => {
    const states = referenceStates(new Set(['CN']));
    expect(states.length).toBeGreaterThanOrEqual(30);
    expect(states.map((s) => s.name)).toEqual(expect.arrayContaining(['Guangdong', 'Beijing', 'Sichuan']));
  });

  it('only lists states of the countries asked for', () => {
    expect(referenceStates(new Set())).toEqual([]);
    expect(referenceStates(new Set(['ZZ']))).toEqual([]);
  });

  it('gives every state a unique, stable id', () => {
    const states = referenceStates(allCountries);
    expect(new Set(states.map((s) => s.id)).size).toBe(states.length);
    expect(new Set(states.map((s) => `${s.countryCode}/${s.isoCode}`)).size).toBe(states.length);
    expect(states.find((s) => s.countryCode === 'US' && s.isoCode === 'CA')?.id).toBe(
      'fa2fd4d5-ec69-5b68-a034-5eb6f73d6439',
    );
  });
});

describe('referenceIndustryTree', () => {
  const tree = referenceIndustryTree();

  it('has the 15 industries, keys 0001 to 0015 in order', () => {
    expect(tree.industryRows.map((i) => i.key)).toEqual(
      Array.from({ length: 15 }, (_, i) => String(i + 1).padStart(4, '0')),
    );
    expect(tree.industryRows.map((i) => i.sortOrder)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
  });

  it('gives each industry 6 or more categories, each with 4 or more subcategories', () => {
    for (const industry of tree.industryRows) {
      const categories = tree.categoryRows.filter((c) => c.industryID === industry.id);
      expect(categories.length, industry.name).toBeGreaterThanOrEqual(6);
      expect(new Set(categories.map((c) => c.name)).size, industry.name).toBe(categories.length);
      for (const category of categories) {
        const subcategories = tree.subcategoryRows.filter((s) => s.categoryID === category.id);
        expect(subcategories.length, category.name).toBeGreaterThanOrEqual(4);
        expect(subcategories.map((s) => s.sortOrder)).toEqual(subcategories.map((_, i) => i + 1));
      }
    }
  });

  it('makes the same ids on every run, because businesses and products keep them', () => {
    expect(referenceIndustryTree()).toEqual(tree);
    expect(tree.industryRows[0]?.id).toBe('518147d8-8f73-5db6-94fc-6f5eb114cf54');
    expect(tree.industryRows[0]?.id).toBe(stableID('industry', '0001'));
    const ids = [...tree.industryRows, ...tree.categoryRows, ...tree.subcategoryRows].map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('reference names in the other languages', () => {
  const tree = referenceIndustryTree();
  const rows = [
    ...tree.industryRows.flatMap((row) => [
      { what: `industry ${row.name}`, translations: row.names },
      { what: `text of ${row.name}`, translations: row.buttonTexts },
      { what: `description of ${row.name}`, translations: row.descriptions },
    ]),
    ...tree.categoryRows.map((row) => ({ what: `category ${row.name}`, translations: row.names })),
    ...tree.subcategoryRows.map((row) => ({ what: `subcategory ${row.name}`, translations: row.names })),
    ...referenceJobPositions().map((row) => ({ what: `job position ${row.name}`, translations: row.names })),
    ...referenceGenders().map((row) => ({ what: `gender ${row.name}`, translations: row.names })),
  ];

  it('gives every seeded row a name in Spanish, Italian and Chinese', () => {
    expect(tree.subcategoryRows.length).toBeGreaterThan(900);
    for (const { what, translations } of rows) {
      for (const language of ['es', 'it', 'zh'] as const) {
        expect(translations[language]?.trim(), `${what} in ${language}`).toBeTruthy();
      }
    }
    expect(tree.categoryRows.find((row) => row.name === 'Industrial Robots')?.names).toEqual({
      es: 'Robots industriales',
      it: 'Robot industriali',
      zh: '工业机器人',
    });
  });

  it('names in the translation files only rows the seed has, so a renamed row cannot keep a stale name', () => {
    const count = (names: (typeof REFERENCE_NAMES)['es']) =>
      Object.values(names.industries).reduce(
        (sum, industry) =>
          sum +
          1 +
          Object.values(industry.categories).reduce(
            (categories, category) => categories + 1 + Object.keys(category.subCategories).length,
            0,
          ),
        Object.keys(names.jobPositions).length + Object.keys(names.genders).length,
      );
    const seeded =
      tree.industryRows.length +
      tree.categoryRows.length +
      tree.subcategoryRows.length +
      referenceJobPositions().length +
      referenceGenders().length;
    for (const names of Object.values(REFERENCE_NAMES)) expect(count(names)).toBe(seeded);
  });

  it('gives sibling rows different names in every language, so a picker never shows two alike', () => {
    const groupsOf = <T extends { names: Translations }>(rows: T[], parentOf: (row: T) => string) => {
      const groups = new Map<string, Translations[]>();
      for (const row of rows) groups.set(parentOf(row), [...(groups.get(parentOf(row)) ?? []), row.names]);
      return [...groups.values()];
    };
    const siblings = [
      tree.industryRows.map((row) => row.names),
      ...groupsOf(tree.categoryRows, (row) => row.industryID),
      ...groupsOf(tree.subcategoryRows, (row) => row.categoryID),
      referenceJobPositions().map((row) => row.names),
    ];
    for (const group of siblings) {
      for (const language of ['es', 'it', 'zh'] as const) {
        const names = group.map((translations) => translations[language]);
        expect(new Set(names).size, names.join(', ')).toBe(names.length);
      }
    }
  });
});
