import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.tsx';

const now = new Date('2026-11-27T12:00:00Z');
const before = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('relativeTime', () => {
  it('says how long ago in the largest unit that fits', () => {
    expect(relativeTime(before(5), now, 'en')).toBe('5 seconds ago');
    expect(relativeTime(before(60), now, 'en')).toBe('1 minute ago');
    expect(relativeTime(before(3 * 3600 + 59), now, 'en')).toBe('3 hours ago');
    expect(relativeTime(before(8 * 24 * 3600), now, 'en')).toBe('1 week ago');
    expect(relativeTime(before(400 * 24 * 3600), now, 'en')).toBe('1 year ago');
  });

  it('never puts a moment from a clock slightly ahead in the future', () => {
    expect(relativeTime(before(-3), now, 'en')).toBe('0 seconds ago');
  });

  it("speaks the page's language", () => {
    expect(relativeTime(before(120), now, 'es')).toBe('hace 2 minutos');
    expect(relativeTime(before(120), now, 'zh-Hans')).toBe('2分钟前');
  });
});
