import { describe, expect, it } from 'vitest';
import { tally } from './live-fanout.ts';

describe('tally', () => {
  it('counts each name, leaving out what no process named', () => {
    expect(tally(['portal-a', 'portal-b', undefined, 'portal-a'])).toEqual({ 'portal-a': 2, 'portal-b': 1 });
    expect(tally([undefined])).toEqual({});
  });
});
