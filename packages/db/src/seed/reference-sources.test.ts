import { describe, expect, it } from 'vitest';
import { countriesFromSources, dialCodeOf, statesFromSources } from './reference-sources.ts';
import { referenceCountries, referenceStates } from './reference.ts';

describe('dialCodeOf', () => {
  it.each([
    ['+86', '86'],
    ['1', '1'],
    ['+1-684', '1684'],
    ['+44-1481', '441481'],
    ['+1-809 and 1-829', '1809'],
    ['', ''],
  ])('%j → %j', (phonecode, expected) => {
    expect(dialCodeOf(phonecode)).toBe(expected);
  });
});

describe('the countries and states data files', () => {
  it('hold what their sources give today: after updating a source, run npm run refdata:countries', () => {
    const countries = referenceCountries();
    expect(countries).toEqual(countriesFromSources());
    expect(
      referenceStates(new Set(countries.map((c) => c.code))).map(({ id: _id, ...state }) => state),
    ).toEqual(statesFromSources());
  });
});
