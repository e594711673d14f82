import { describe, expect, it } from 'vitest';
import { LoginFormSchema } from './auth.ts';
import { MemberAddSchema } from './businesses.ts';
import { businessPath, cardCountryName, idFromSlug, rangeText } from './businesses-values.ts';
import { productPath } from './products-values.ts';

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

describe('public links', () => {
  const id = '0b8e5c1e-6f5a-4a53-9a43-3f1d2c4b5a61';

  it('keep letters and digits and turn every run of anything else into one dash, encoded once', () => {
    expect(businessPath('Wenzhou Tianrui Export Co., Ltd.', id)).toBe(
      `/business/Wenzhou-Tianrui-Export-Co-Ltd-${id}`,
    );
    expect(businessPath('  A&B  (Tools) / 24/7 ', id)).toBe(`/business/A-B-Tools-24-7-${id}`);
    expect(productPath('Pearl River Valves', 'Globe Valve GV-9450, DN50', id)).toBe(
      `/business-product/Pearl-River-Valves-Globe-Valve-GV-9450-DN50-${id}`,
    );
  });

  it('keep the letters of any script, which the address carries encoded once', () => {
    const path = businessPath('宁波精密轴承 有限公司', id);
    expect(path).toBe(`/business/${encodeURIComponent('宁波精密轴承-有限公司')}-${id}`);
    expect(decodeURIComponent(path)).toBe(`/business/宁波精密轴承-有限公司-${id}`);
  });

  it('are the id alone when a name has no letter or digit, and the id is always the last 36 characters', () => {
    expect(businessPath('—', id)).toBe(`/business/${id}`);
    expect(idFromSlug(businessPath('Wenzhou Tianrui Export Co., Ltd.', id).split('/')[2]!)).toBe(id);
    // The old links, encoded twice, keep opening the same page.
    expect(idFromSlug(`Wenzhou-Tianrui-Export-Co.%252C-Ltd.-${id}`)).toBe(id);
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
