import { describe, expect, it } from 'vitest';
import { responseTime } from './response-time.ts';

describe('responseTime', () => {
  it('says minutes under an hour, at least one', () => {
    expect(responseTime(0)).toEqual({ unit: 'minutes', count: 1 });
    expect(responseTime(61)).toEqual({ unit: 'minutes', count: 2 });
    expect(responseTime(59 * 60)).toEqual({ unit: 'minutes', count: 59 });
  });

  it('says hours, rounded up, under two days', () => {
    expect(responseTime(59 * 60 + 1)).toEqual({ unit: 'hours', count: 1 });
    expect(responseTime(3 * 3600)).toEqual({ unit: 'hours', count: 3 });
    expect(responseTime(3 * 3600 + 600)).toEqual({ unit: 'hours', count: 4 });
    expect(responseTime(47 * 3600)).toEqual({ unit: 'hours', count: 47 });
  });

  it('says days from 48 hours', () => {
    expect(responseTime(47 * 3600 + 1)).toEqual({ unit: 'days', count: 2 });
    expect(responseTime(50 * 3600)).toEqual({ unit: 'days', count: 3 });
  });
});
