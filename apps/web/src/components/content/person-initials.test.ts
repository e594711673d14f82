import { describe, expect, it } from 'vitest';
import { personInitials } from './person-initials.ts';

describe('personInitials', () => {
  it('takes the first and last names, skipping a middle initial', () => {
    expect(personInitials('Daniel R. Whitmore')).toBe('DW');
    expect(personInitials('Laura  Castellanos')).toBe('LC');
  });

  it('gives one letter for one name', () => {
    expect(personInitials('madonna')).toBe('M');
  });
});
