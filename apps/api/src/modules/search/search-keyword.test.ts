import { SEARCH_LIMITS } from '@b2b/contracts';
import { describe, expect, it } from 'vitest';
import { keywordWords } from './search-keyword.ts';

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
