import { describe, expect, it } from 'vitest';
import { score, summarize } from './metrics.ts';

describe('search relevance scores', () => {
  it('gives 1 to an answer that puts every must-come-first result first', () => {
    expect(score({ first: ['a', 'b'] }, { ids: ['a', 'b', 'x'], total: 3 })).toEqual({
      ndcg: 1,
      reciprocalRank: 1,
      success: 1,
      zeroResults: 0,
    });
  });

  it('discounts a relevant result by its position, and counts a grade-1 result less than a grade-2 one', () => {
    const late = score({ first: ['a'] }, { ids: ['x', 'y', 'a'], total: 3 });
    expect(late.ndcg).toBeCloseTo(0.5);
    expect(late.reciprocalRank).toBeCloseTo(1 / 3);
    expect(late.success).toBe(1);
    const partly = score({ first: ['a'], also: ['b'] }, { ids: ['b', 'a'], total: 2 });
    expect(partly.ndcg).toBeLessThan(1);
    expect(partly.ndcg).toBeGreaterThan(0.7);
  });

  it('fails a result past the fifth for success@5 but still counts its reciprocal rank', () => {
    const s = score({ first: ['a'] }, { ids: ['1', '2', '3', '4', '5', 'a'], total: 6 });
    expect(s).toEqual({ ndcg: 0, reciprocalRank: 1 / 6, success: 0, zeroResults: 0 });
  });

  it('scores a query that must find nothing by whether it found nothing', () => {
    expect(score({ first: [] }, { ids: [], total: 0 }).success).toBe(1);
    expect(score({ first: [] }, { ids: ['x'], total: 1 })).toEqual({
      ndcg: 0,
      reciprocalRank: 0,
      success: 0,
      zeroResults: 0,
    });
  });

  it('averages the scores of several queries', () => {
    const one = score({ first: ['a'] }, { ids: ['a'], total: 1 });
    const none = score({ first: ['a'] }, { ids: [], total: 0 });
    expect(summarize([one, none])).toEqual({
      queries: 2,
      ndcg: 0.5,
      reciprocalRank: 0.5,
      success: 0.5,
      zeroResults: 0.5,
    });
  });
});
