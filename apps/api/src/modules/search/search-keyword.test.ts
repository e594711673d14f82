import { SEARCH_LIMITS } from '@b2b/contracts';
import { describe, expect, it } from 'vitest';
import { codesAsWritten, compactCode, keywordWords, looksLikeCode, partNumbers } from './search-keyword.ts';

describe('keywordWords', () => {
  it('keeps letters and digits of any script, lower case', () => {
    expect(keywordWords('Hydraulic PUMPS 220V')).toEqual(['hydraulic', 'pumps', '220v']);
    expect(keywordWords('Müller Señor 北京 Ölpumpe')).toEqual(['müller', 'señor', '北京', 'ölpumpe']);
  });

  it('drops operators, quotes, SQL and emoji, which only separate words', () => {
    expect(keywordWords(`"valve" & !pump | (gear):* <-> x'; drop table products; --`)).toEqual([
      'valve',
      'pump',
      'gear',
      'x',
      'drop',
      'table',
      'products',
    ]);
    expect(keywordWords('🔧🔩 pump💧')).toEqual(['pump']);
    expect(keywordWords(`&|!():*'"-;`)).toEqual([]);
    expect(keywordWords('   ')).toEqual([]);
  });

  it('keeps composed and decomposed accents alike', () => {
    expect(keywordWords('cafe\u0301')).toEqual(keywordWords('café'));
  });

  it(`keeps the first ${SEARCH_LIMITS.textQueryWords} words`, () => {
    const many = Array.from({ length: 40 }, (_, i) => `w${i}`).join(' ');
    expect(keywordWords(many)).toEqual(
      Array.from({ length: SEARCH_LIMITS.textQueryWords }, (_, i) => `w${i}`),
    );
  });
});

describe('partNumbers', () => {
  it('reads a code with or without its separators, and short pieces typed apart', () => {
    expect(partNumbers('GV-9450')).toEqual(['gv9450']);
    expect(partNumbers('GV9450')).toEqual(['gv9450']);
    expect(partNumbers('gv 9450')).toEqual(['gv9450']);
    expect(partNumbers('bearing 6205-2RS')).toEqual(['62052rs']);
    expect(partNumbers('6205 2rs')).toEqual(['62052rs']);
    expect(partNumbers('M8x1.25 bolt')).toEqual(['m8x125']);
  });

  it('finds none in words without digits, or in numbers alone', () => {
    expect(partNumbers('stainless steel ball valve')).toEqual([]);
    expect(partNumbers('Heavy-Duty 2024')).toEqual([]);
    expect(partNumbers('9450')).toEqual([]);
  });

  it('gives only letters and digits, whatever the keyword holds', () => {
    for (const code of partNumbers(`gv-9450'); drop table x; -- | a1 & !b2 :* 北京1`)) {
      expect(code).toMatch(/^[\p{L}\p{N}\p{M}]+$/u);
    }
  });
});

describe('codesAsWritten, compactCode, looksLikeCode', () => {
  it('gives the codes of a name as it writes them, and each as the documents hold it', () => {
    expect(codesAsWritten('Heavy-Duty Globe Valve GV-9450')).toEqual(['GV-9450']);
    expect(codesAsWritten('Deep Groove Ball Bearing 6205-2RS, Hex Bolt M8x1.25')).toEqual([
      '6205-2RS',
      'M8x1.25',
    ]);
    expect(codesAsWritten('Stainless Steel Ball Valve 2024')).toEqual([]);
    expect(codesAsWritten('Heavy-Duty Globe Valve GV-9450').map(compactCode)).toEqual(['gv9450']);
    expect(compactCode('GV-94')).toBe('gv94');
  });

  it('tells a code by its letters and digits', () => {
    expect(looksLikeCode('gv94')).toBe(true);
    expect(looksLikeCode('gv')).toBe(false);
    expect(looksLikeCode('9450')).toBe(false);
  });
});
