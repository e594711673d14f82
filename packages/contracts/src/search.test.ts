import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH, GLOBAL_COUNTRY, SearchRouteQuerySchema } from './search.ts';

describe('SearchRouteQuerySchema', () => {
  it('gives an empty query the default search: manufacturers, worldwide, no text', () => {
    expect(SearchRouteQuerySchema.parse({})).toEqual(DEFAULT_SEARCH);
    expect(DEFAULT_SEARCH).toEqual({ business: 'MA', countries: GLOBAL_COUNTRY, search: '' });
    expect(GLOBAL_COUNTRY).toBe('global');
  });

  it('keeps valid values', () => {
    expect(SearchRouteQuerySchema.parse({ business: 'EX', countries: 'CN', search: 'valves' })).toEqual({
      business: 'EX',
      countries: 'CN',
      search: 'valves',
    });
  });

  it('falls back field by field instead of failing on a hand-edited URL', () => {
    expect(SearchRouteQuerySchema.parse({ business: 'XX', countries: ['CN', 'US'], search: 42 })).toEqual(
      DEFAULT_SEARCH,
    );
    expect(SearchRouteQuerySchema.parse({ business: 'DI', countries: 7, search: 'pumps' })).toEqual({
      business: 'DI',
      countries: 'global',
      search: 'pumps',
    });
  });
});
