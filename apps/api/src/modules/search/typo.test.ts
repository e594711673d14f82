import { describe, expect, it } from 'vitest';
import { allowedEdits, correctable, editDistance, oneEditAway } from './typo.ts';

describe('typo bounds', () => {
  it('counts insertions, deletions, substitutions and swapped neighbours as one edit each', () => {
    expect(editDistance('pumsp', 'pumps')).toBe(1);
    expect(editDistance('valv', 'valve')).toBe(1);
    expect(editDistance('hydrolic', 'hydraulic')).toBe(2);
    expect(editDistance('hydraulic', 'hydrating')).toBe(4);
    expect(editDistance('same', 'same')).toBe(0);
  });

  it('allows one edit up to 8 letters and two beyond', () => {
    expect(allowedEdits('bearings')).toBe(1);
    expect(allowedEdits('hydraulic')).toBe(2);
  });

  it('corrects only plain words of four letters or more', () => {
    expect(correctable('valvs')).toBe(true);
    expect(correctable('gea')).toBe(false);
    expect(correctable('gv9450')).toBe(false);
    expect(correctable('北京')).toBe(false);
  });

  it('lists the words one edit away, the word itself excluded', () => {
    const near = oneEditAway('pumsp');
    expect(near).toContain('pumps');
    expect(near).toContain('pums');
    expect(near).toContain('pumsps');
    expect(near).not.toContain('pumsp');
    expect(near.every((word) => editDistance(word, 'pumsp') === 1)).toBe(true);
  });
});
