import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH, GLOBAL_COUNTRY, readSearchRouteQuery } from './search-values.ts';

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
