import { describe, expect, it } from 'vitest';
import { countryNameIn } from './country-names.ts';

describe('countryNameIn', () => {
  it("keeps the reference data's English name, which can differ from the runtime's", () => {
    expect(countryNameIn('en', { code: 'CZ', countryName: 'Czech Republic' })).toBe('Czech Republic');
    expect(countryNameIn('en', { code: 'HK', countryName: 'Hong Kong S.A.R.' })).toBe('Hong Kong S.A.R.');
  });

  it("names a country in the page's language by its code", () => {
    expect(countryNameIn('zh', { code: 'CN', countryName: 'China' })).toBe('中国');
    expect(countryNameIn('it', { code: 'DE', countryName: 'Germany' })).toBe('Germania');
    expect(countryNameIn('es', { code: 'US', countryName: 'United States' })).toBe('Estados Unidos');
  });

  it('gives the fixed names where the runtimes disagree, and the English name for a code no runtime knows', () => {
    expect(countryNameIn('zh', { code: 'HK', countryName: 'Hong Kong S.A.R.' })).toBe('中国香港');
    expect(countryNameIn('es', { code: 'PS', countryName: 'Palestinian Territory Occupied' })).toBe(
      'Palestina',
    );
    expect(countryNameIn('it', { code: 'not a code', countryName: 'Nowhere' })).toBe('Nowhere');
  });
});
