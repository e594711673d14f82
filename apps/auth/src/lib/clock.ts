import { setTimeout as sleep } from 'node:timers/promises';

/** Time as the services see it; tests pass their own to expire hand-offs and measure delays without waiting. */
export interface Clock {
  now(): Date;
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => new Date(),
  sleep: async (ms) => {
    if (ms > 0) await sleep(ms);
  },
};

export const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

export const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
