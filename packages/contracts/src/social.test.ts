import { describe, expect, it } from 'vitest';
import { nextCommentsSkip } from './social-values.ts';

describe('nextCommentsSkip', () => {
  it('asks for the next multiple of five while pages come back full', () => {
    expect(nextCommentsSkip(5, 1)).toBe(5);
    expect(nextCommentsSkip(5, 3)).toBe(15);
  });

  it('ends the list after a short or empty page', () => {
    expect(nextCommentsSkip(4, 1)).toBeUndefined();
    expect(nextCommentsSkip(1, 2)).toBeUndefined();
    expect(nextCommentsSkip(0, 2)).toBeUndefined();
  });
});
