import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionWatch } from './session-watch.ts';

const PERIOD_MS = 1000;

/** A watch over a set of revoked sessions that records each question asked of it. */
function watchOver(revoked: Set<string>, fail = { now: false }) {
  const asked: string[][] = [];
  const watch = sessionWatch({
    periodMs: PERIOD_MS,
    revokedAmong: async (sessionIDs) => {
      asked.push([...sessionIDs].sort());
      if (fail.now) throw new Error('the database is away');
      return sessionIDs.filter((id) => revoked.has(id));
    },
  });
  return { watch, asked };
}

describe('the watch over the open streams’ sessions', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks about every session in one question a period and ends each stream of a revoked one', async () => {
    const revoked = new Set<string>();
    const { watch, asked } = watchOver(revoked);
    const ended: string[] = [];
    watch.watch('s1', () => ended.push('s1 tab 1'));
    watch.watch('s1', () => ended.push('s1 tab 2'));
    watch.watch('s2', () => ended.push('s2'));

    await vi.advanceTimersByTimeAsync(PERIOD_MS);
    expect(asked).toEqual([['s1', 's2']]);
    expect(ended).toEqual([]);

    revoked.add('s1');
    await vi.advanceTimersByTimeAsync(PERIOD_MS);
    expect(asked).toHaveLength(2);
    expect(ended).toEqual(['s1 tab 1', 's1 tab 2']);
  });

  it('stops asking about a session whose streams all ended, and asks nothing once none is watched', async () => {
    const { watch, asked } = watchOver(new Set());
    const first = watch.watch('s1', () => undefined);
    const second = watch.watch('s1', () => undefined);
    const other = watch.watch('s2', () => undefined);
    first();
    await vi.advanceTimersByTimeAsync(PERIOD_MS);
    expect(asked.at(-1)).toEqual(['s1', 's2']);

    second();
    await vi.advanceTimersByTimeAsync(PERIOD_MS);
    expect(asked.at(-1)).toEqual(['s2']);

    other();
    other();
    expect(watch.sessions).toBe(0);
    const questions = asked.length;
    await vi.advanceTimersByTimeAsync(5 * PERIOD_MS);
    expect(asked).toHaveLength(questions);
  });

  it('keeps the streams when the question fails and asks again the next period', async () => {
    const revoked = new Set(['s1']);
    const fail = { now: true };
    const { watch, asked } = watchOver(revoked, fail);
    let ended = 0;
    watch.watch('s1', () => ended++);

    await vi.advanceTimersByTimeAsync(PERIOD_MS);
    expect(asked).toHaveLength(1);
    expect(ended).toBe(0);

    fail.now = false;
    await vi.advanceTimersByTimeAsync(PERIOD_MS);
    expect(asked).toHaveLength(2);
    expect(ended).toBe(1);
  });
});
