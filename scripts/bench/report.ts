import type { Scenario, ScenarioResult } from './run-scenario.ts';

const ms = (value: number) => value.toFixed(2);
// Two significant digits at least: a slow route's share of the hello-world (0.018×) would otherwise read 0.02×.
const times = (value: number) => `${value < 0.1 ? value.toPrecision(2) : value.toFixed(value < 10 ? 2 : 1)}×`;

/**
 * A Markdown table (it goes into docs/benchmarks.md as is); every scenario is compared with the yardstick (a bare hello-world:
 * 0.50× in `req/s ÷ hello` is half its requests a second; the median of the ratios of its slices when it was measured
 * between the yardstick's, else against the first row), and with its own SQL run straight on the database (the
 * server's p50 over the SQL's p50: 1.30× means the server adds 30%).
 */
export function formatResults(results: ScenarioResult[]): string {
  const [baseline] = results;
  if (!baseline) return '';
  const header = [
    'scenario',
    'route',
    'req/s (avg)',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'SQL p50 ms',
    'SQL p95 ms',
    'p50 ÷ SQL',
    'hello req/s',
    'p50 ÷ hello',
    'req/s ÷ hello',
  ];
  const rows = results.map((r) => {
    const hello = r.yardstick ?? {
      requestsPerSecond: baseline.requestsPerSecond,
      p50: baseline.latency.p50,
      ratio: r.requestsPerSecond / baseline.requestsPerSecond,
    };
    return [
      r.scenario.name,
      `${r.scenario.method} ${r.scenario.path}`,
      r.requestsPerSecond.toFixed(0),
      ms(r.latency.p50),
      ms(r.latency.p95),
      ms(r.latency.p99),
      r.sql?.statements ? ms(r.sql.p50) : '',
      r.sql?.statements ? ms(r.sql.p95) : '',
      r.sql?.statements ? times(r.latency.p50 / r.sql.p50) : '',
      r === baseline ? '' : hello.requestsPerSecond.toFixed(0),
      r === baseline ? 'baseline' : times(r.latency.p50 / hello.p50),
      r === baseline ? 'baseline' : times(hello.ratio),
    ];
  });
  return markdownTable(header, rows, 2);
}

/** The first `textColumns` columns are text; the figures are right-aligned so their digits line up. */
function markdownTable(header: string[], rows: string[][], textColumns: number): string {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const pad = (cell: string, i: number) =>
    i < textColumns ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!);
  const line = (cells: string[]) => `| ${cells.map(pad).join(' | ')} |`;
  const rule = widths.map((w, i) => (i < textColumns ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`));
  return [line(header), line(rule), ...rows.map(line)].join('\n');
}

/** A scenario measured through the proxy with one portal process behind it and with two. */
export interface ProcessComparison {
  scenario: Scenario;
  one: ScenarioResult;
  two: ScenarioResult;
}

/**
 * Two processes against one: each was measured between slices of the yardstick, so `two ÷ one` is the ratio of their
 * ratios to it (the machine's speed at each one's moments taken out), beside the plain ratio of requests a second.
 */
export function twoOverOne({ one, two }: ProcessComparison): { plain: number; againstYardstick?: number } {
  const plain = two.requestsPerSecond / one.requestsPerSecond;
  return one.yardstick && two.yardstick
    ? { plain, againstYardstick: two.yardstick.ratio / one.yardstick.ratio }
    : { plain };
}

/** A Markdown table of scenarios measured with one process and two (it goes into docs/benchmarks.md as is). */
export function formatProcessComparison(rows: ProcessComparison[]): string {
  const header = [
    'scenario',
    'one: req/s',
    'one: p50 ms',
    'one: p95 ms',
    'two: req/s',
    'two: p50 ms',
    'two: p95 ms',
    'two ÷ one',
    'two ÷ one, yardstick taken out',
    'hello req/s',
  ];
  const body = rows.map((row) => {
    const ratio = twoOverOne(row);
    const hellos = [row.one.yardstick, row.two.yardstick].flatMap((y) => (y ? [y.requestsPerSecond] : []));
    return [
      row.scenario.name,
      row.one.requestsPerSecond.toFixed(0),
      ms(row.one.latency.p50),
      ms(row.one.latency.p95),
      row.two.requestsPerSecond.toFixed(0),
      ms(row.two.latency.p50),
      ms(row.two.latency.p95),
      times(ratio.plain),
      ratio.againstYardstick === undefined ? '' : times(ratio.againstYardstick),
      hellos.map((rate) => rate.toFixed(0)).join(' / '),
    ];
  });
  return markdownTable(header, body, 1);
}
