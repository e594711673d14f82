import { describe, expect, it } from 'vitest';
import { failureDelayMs } from './accounts.service.ts';

describe('failureDelayMs', () => {
  it('waits nothing for two failures, then doubles from 250 ms up to 4 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(failureDelayMs)).toEqual([
      0, 0, 250, 500, 1000, 2000, 4000, 4000, 4000,
    ]);
  });
});
