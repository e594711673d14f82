import { describe, expect, it } from 'vitest';
import { telHref } from './phone-link.ts';

describe('telHref', () => {
  it('keeps the digits and the leading plus of a written number', () => {
    expect(telHref('+86 400 820 2000')).toBe('tel:+864008202000');
    expect(telHref('+1 (305) 555-0148')).toBe('tel:+13055550148');
  });
});
