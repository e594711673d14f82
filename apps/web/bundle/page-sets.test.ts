import { describe, expect, it } from 'vitest';
import { joinSmallSets, setsByPages, type PageSet } from './page-sets.ts';

const set = (pages: number[], ids: string[], bytes: number): PageSet => ({
  pages: new Set(pages),
  ids,
  bytes,
});
const noImports = () => [];
const summary = (sets: PageSet[]) =>
  sets.map((s) => ({ pages: [...s.pages].sort(), ids: [...s.ids].sort(), bytes: s.bytes }));

describe('setsByPages', () => {
  it('puts the modules the same pages reach in one set, with their bytes added up', () => {
    const pagesOf = new Map([
      ['icon', new Set([0, 1])],
      ['card', new Set([1, 0])],
      ['form', new Set([2])],
    ]);
    expect(summary(setsByPages(pagesOf, (id) => id.length))).toEqual([
      { pages: [0, 1], ids: ['card', 'icon'], bytes: 8 },
      { pages: [2], ids: ['form'], bytes: 4 },
    ]);
  });
});

describe('joinSmallSets', () => {
  const limits = { minBytes: 1000, maxUnusedBytes: 500 };

  it('joins a small set to the one whose other pages fetch the fewest bytes they do not run', () => {
    const icons = set([0, 1], ['icon'], 100);
    const shared = set([0, 1, 2], ['card'], 2000);
    const alone = set([3], ['form'], 2000);
    expect(summary(joinSmallSets([icons, shared, alone], noImports, limits))).toEqual([
      { pages: [0, 1, 2], ids: ['card', 'icon'], bytes: 2100 },
      { pages: [3], ids: ['form'], bytes: 2000 },
    ]);
  });

  it('leaves a small set alone when joining would make a page fetch more than it may and not run', () => {
    const icons = set([0], ['icon'], 600);
    const other = set([1], ['card'], 2000);
    expect(summary(joinSmallSets([icons, other], noImports, limits))).toEqual(summary([icons, other]));
  });

  it('does not join a set whose imports would lead the other pages to a chunk they did not need', () => {
    // Sharing with `card` would cost page 0 only the helper's 100 bytes, but the helper needs `date`, which page 0
    // does not load: it joins `date`'s set instead.
    const helper = set([1], ['helper'], 100);
    const dates = set([1, 2, 3, 4], ['date'], 2000);
    const card = set([0, 1], ['card'], 2000);
    const importsOf = (id: string) => (id === 'helper' ? ['date'] : []);
    expect(summary(joinSmallSets([helper, dates, card], importsOf, limits))).toEqual([
      { pages: [1, 2, 3, 4], ids: ['date', 'helper'], bytes: 2100 },
      { pages: [0, 1], ids: ['card'], bytes: 2000 },
    ]);
  });
});
