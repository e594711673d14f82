import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTimeUTC, formatDayUTC } from './format-date.ts';

describe('formatDate', () => {
  it("writes a day in the page's language", () => {
    expect(formatDate('1970-10-24')).toBe('October 24, 1970');
    expect(formatDate('1970-10-24', 'es')).toBe('24 de octubre de 1970');
    expect(formatDate('1970-10-24', 'it')).toBe('24 ottobre 1970');
    expect(formatDate('1970-10-24', 'zh')).toBe('1970年10月24日');
  });

  it("gives a time's UTC day, whatever the machine's time zone", () => {
    expect(formatDate('2026-11-26T23:59:59.999Z')).toBe('November 26, 2026');
    expect(formatDate('2026-11-27T00:00:00Z', 'zh')).toBe('2026年11月27日');
    expect(formatDate('2026-11-27T01:30:00+02:00')).toBe('November 26, 2026');
  });
});

describe('formatDateTimeUTC and formatDayUTC', () => {
  it('write the UTC time and day', () => {
    expect(formatDateTimeUTC('2026-11-26T21:30:05Z')).toBe('Nov 26, 2026, 21:30 UTC');
    expect(formatDayUTC('2026-11-27T01:30:00+02:00')).toBe('2026-11-26');
  });
});
