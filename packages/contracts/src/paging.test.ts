import { describe, expect, it } from 'vitest';
import { LIMITS } from './limits.ts';
import { pagingSchema } from './paging.ts';

// No route takes `skip` yet, so the contract's paging rules are checked on the one schema every paged route will use.
describe('pagingSchema', () => {
  const schema = pagingSchema(LIMITS.searchPageSize);

  it('defaults to the first page of the given size', () => {
    expect(schema.parse({})).toEqual({ skip: 0, size: 5 });
    expect(pagingSchema(LIMITS.timelinePageSize).parse({})).toEqual({ skip: 0, size: 10 });
  });

  it('reads numbers from a query string', () => {
    expect(schema.parse({ skip: '10', size: '20' })).toEqual({ skip: 10, size: 20 });
  });

  it('rejects a negative skip, naming the field', () => {
    const result = schema.safeParse({ skip: -1 });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['skip'], message: 'skip must be 0 or more' }),
    ]);
  });

  it('refuses a skip past 10,000, naming the field and the limit', () => {
    expect(schema.parse({ skip: '10000' }).skip).toBe(10_000);
    const result = schema.safeParse({ skip: '10001' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['skip'], message: 'skip can be at most 10000' }),
    ]);
  });

  it('caps size at 50', () => {
    expect(LIMITS.maxPageSize).toBe(50);
    expect(schema.parse({ size: 50 }).size).toBe(50);
    expect(schema.parse({ size: 51 }).size).toBe(50);
    expect(schema.parse({ size: '1000' }).size).toBe(50);
  });

  it.each([{ size: 0 }, { size: 2.5 }, { skip: 1.5 }, { skip: 'abc' }])('rejects %o', (input) => {
    expect(schema.safeParse(input).success).toBe(false);
  });
});
