import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SEARCH,
  GLOBAL_COUNTRY,
  industrySearchUrl,
  readSearchRouteQuery,
  searchUrl,
} from './search-values.ts';

const read = (query: string) => readSearchRouteQuery(new URLSearchParams(query));

describe('readSearchRouteQuery', () => {
  it('gives an empty query the default search: manufacturers, worldwide, no text', () => {
    expect(read('')).toEqual(DEFAULT_SEARCH);
    expect(DEFAULT_SEARCH).toEqual({ business: 'MA', countries: GLOBAL_COUNTRY, search: '' });
    expect(GLOBAL_COUNTRY).toBe('global');
  });

  it('keeps valid values', () => {
    expect(read('business=EX&countries=CN&search=valves')).toEqual({
      business: 'EX',
      countries: 'CN',
      search: 'valves',
    });
  });

  it('falls back field by field instead of failing on a hand-edited URL', () => {
    expect(read('business=XX')).toEqual(DEFAULT_SEARCH);
    expect(read('business=DI&search=pumps')).toEqual({
      business: 'DI',
      countries: 'global',
      search: 'pumps',
    });
  });
});

describe('industrySearchUrl', () => {
  it('searches manufacturers worldwide for the name, the same address each time it is asked', () => {
    const name = "Valves & Fittings (Men's) 阀门";
    const expected = searchUrl({ business: 'MA', countries: GLOBAL_COUNTRY, search: name });
    expect(expected).toBe(
      '/search-result?business=MA&countries=global&search=Valves%20%26%20Fittings%20%28Men%27s%29%20%E9%98%80%E9%97%A8',
    );
    expect(industrySearchUrl(name)).toBe(expected);
    expect(industrySearchUrl(name)).toBe(expected);
    expect(industrySearchUrl('Pumps')).toBe('/search-result?business=MA&countries=global&search=Pumps');
  });
});
