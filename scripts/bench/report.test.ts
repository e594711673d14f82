import { describe, expect, it } from 'vitest';
import { formatProcessComparison, twoOverOne, type ProcessComparison } from './report.ts';
import type { Scenario, ScenarioResult } from './run-scenario.ts';

const scenario: Scenario = { name: 'kept page', method: 'GET', path: '/' };

function result(requestsPerSecond: number, yardstick?: { requestsPerSecond: number; ratio: number }) {
  return {
    scenario,
    requests: requestsPerSecond * 10,
    requestsPerSecond,
    latency: { p50: 2, p95: 5.5, p99: 9 },
    ...(yardstick && { yardstick: { ...yardstick, p50: 1 } }),
  } satisfies ScenarioResult;
}

describe('two processes against one', () => {
  it('divides the two ratios to the yardstick, which takes out how fast the machine was at each moment', () => {
    // One process made 1,000 requests a second while the yardstick made 4,000 (0.25), two made 1,500 while the
    // machine was faster and the yardstick made 8,000 (0.1875): plainly 1.5 times, against the machine 0.75 times.
    const row: ProcessComparison = {
      scenario,
      one: result(1000, { requestsPerSecond: 4000, ratio: 0.25 }),
      two: result(1500, { requestsPerSecond: 8000, ratio: 0.1875 }),
    };
    expect(twoOverOne(row)).toEqual({ plain: 1.5, againstYardstick: 0.75 });
    const [header, rule, line] = formatProcessComparison([row]).split('\n');
    expect(header).toMatch(/^\| scenario +\| one: req\/s \|/);
    expect(rule).toMatch(/^\| -+ \| -+: \|/);
    expect(line!.split('|').map((cell) => cell.trim())).toEqual([
      '',
      'kept page',
      '1000',
      '2.00',
      '5.50',
      '1500',
      '2.00',
      '5.50',
      '1.50×',
      '0.75×',
      '4000 / 8000',
      '',
    ]);
  });

  it('gives the plain ratio alone when a round had no yardstick', () => {
    const row = { scenario, one: result(200), two: result(100, { requestsPerSecond: 1, ratio: 1 }) };
    expect(twoOverOne(row)).toEqual({ plain: 0.5 });
  });
});
