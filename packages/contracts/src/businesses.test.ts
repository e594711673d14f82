import { describe, expect, it } from 'vitest';
import { LoginFormSchema } from './auth.ts';
import { MemberAddSchema } from './businesses.ts';
import { cardCountryName, rangeText } from './businesses-values.ts';

describe('cardCountryName', () => {
  it('keeps a name of up to 16 characters as it is', () => {
    expect(cardCountryName('China')).toBe('China');
    expect(cardCountryName('Papua New Guinea')).toBe('Papua New Guinea');
  });

  it('cuts a longer name to 24 characters and adds an ellipsis', () => {
    expect(cardCountryName('Saint Vincent and the Grenadines')).toBe('Saint Vincent and the Gr…');
    expect(cardCountryName('United Arab Emirates')).toBe('United Arab Emirates…');
  });
});

describe('rangeText', () => {
  it('shows both ends as "min - max"', () => {
    expect(rangeText({ min: 10, max: 50 })).toBe('10 - 50');
    expect(rangeText({ min: 0, max: 5 })).toBe('0 - 5');
    expect(rangeText({ min: 5_000_000, max: 10_000_000 })).toBe('5,000,000 - 10,000,000');
  });

  it('shows one end alone, and a range of one value once', () => {
    expect(rangeText({ min: 10, max: null })).toBe('10');
    expect(rangeText({ min: null, max: 50 })).toBe('50');
    expect(rangeText({ min: 7, max: 7 })).toBe('7');
  });

  it('gives null for an empty or missing range', () => {
    expect(rangeText({ min: null, max: null })).toBeNull();
    expect(rangeText(null)).toBeNull();
  });
});

describe('MemberAddSchema', () => {
  it('normalises the invited email as accounts keep theirs, so that it compares with the token as it is', () => {
    const email = '  Li.Wei@Example.COM ';
    const invited = MemberAddSchema.parse({ email, access: 'member' }).email;
    expect(invited).toBe('li.wei@example.com');
    expect(invited).toBe(LoginFormSchema.parse({ email, password: 'x' }).email);
  });
});
