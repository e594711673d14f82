import { describe, expect, it } from 'vitest';
import { keyedSets } from './keyed-sets.ts';

describe('keyedSets', () => {
  it('keeps values by key in the order they came, and drops a key with its last value', () => {
    const sets = keyedSets<string, number>();
    sets.add('a', 2);
    sets.add('a', 1);
    sets.add('b', 3);
    expect([...sets.get('a')!]).toEqual([2, 1]);
    expect(sets.size).toBe(2);

    expect(sets.delete('a', 2)).toBe(true);
    expect(sets.delete('a', 2)).toBe(false);
    expect(sets.delete('b', 4)).toBe(false);
    expect(sets.delete('b', 3)).toBe(true);
    expect(sets.get('b')).toBeUndefined();
    expect([...sets.keys()]).toEqual(['a']);

    sets.clear();
    expect(sets.size).toBe(0);
    expect(sets.delete('a', 1)).toBe(false);
  });
});
