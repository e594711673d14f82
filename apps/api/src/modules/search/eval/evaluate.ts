import { BusinessSearchAnswerSchema, ProductSearchAnswerSchema } from '@b2b/contracts';
import type { Database } from '@b2b/db';
import type { App } from '../../../app.ts';
import { readDemoCatalogue } from './demo-catalogue.ts';
import { judgedQueries, QUERY_KINDS, type JudgedQuery, type QueryKind } from './judged-queries.ts';
import { score, summarize, type Answer, type Scores, type Summary } from './metrics.ts';

/** Results read per query: the reciprocal rank looks past the first five, the other scores do not. */
const RESULTS_READ = 10;

export interface QueryOutcome extends Scores {
  query: JudgedQuery;
  answer: Answer;
  suggestion: string | null;
}

export interface Evaluation {
  byKind: Partial<Record<QueryKind, Summary>>;
  overall: Summary;
  outcomes: QueryOutcome[];
  milliseconds: number;
}

/** The answer of a search route, or an error naming the query when the route failed. */
function answerOf(query: string, response: { statusCode: number; body: string; json(): unknown }) {
  if (response.statusCode !== 200) {
    throw new Error(`The search for "${query}" answered ${response.statusCode}: ${response.body}`);
  }
  return response.json();
}

/** One query through the portal's search route, as the search page asks it. */
async function ask(app: App, { query, tab }: JudgedQuery): Promise<Answer & { suggestion: string | null }> {
  const payload = { textQuery: query, skip: 0, size: RESULTS_READ };
  if (tab === 'PR') {
    const response = await app.inject({ method: 'POST', url: '/api/search/product', payload });
    const answer = ProductSearchAnswerSchema.parse(answerOf(query, response));
    return {
      ids: answer.results.map((r) => r.productID),
      total: answer.total_results,
      suggestion: answer.suggestion ?? null,
    };
  }
  const response = await app.inject({
    method: 'POST',
    url: '/api/search/business',
    payload: { ...payload, businessType: tab },
  });
  const answer = BusinessSearchAnswerSchema.parse(answerOf(query, response));
  return {
    ids: answer.results.map((r) => r.businessProfile.businessID),
    total: answer.total_results,
    suggestion: answer.suggestion ?? null,
  };
}

/**
 * Asks every judged query of the demo data through the search API, one after the other, and scores the answers per
 * kind of query and overall.
 */
export async function evaluateSearch(app: App, db: Database): Promise<Evaluation> {
  const started = performance.now();
  const queries = judgedQueries(await readDemoCatalogue(db));
  const outcomes: QueryOutcome[] = [];
  for (const query of queries) {
    const { suggestion, ...answer } = await ask(app, query);
    outcomes.push({ query, answer, suggestion, ...score(query, answer) });
  }
  const byKind: Evaluation['byKind'] = {};
  for (const kind of QUERY_KINDS) {
    const ofKind = outcomes.filter((o) => o.query.kind === kind);
    if (ofKind.length > 0) byKind[kind] = summarize(ofKind);
  }
  return { byKind, overall: summarize(outcomes), outcomes, milliseconds: performance.now() - started };
}

/** The scores as a table, one line per kind of query and one overall. */
export function formatEvaluation({ byKind, overall }: Evaluation): string {
  const figure = (n: number) => n.toFixed(3).padStart(7);
  const line = (label: string, s: Summary) =>
    `${label.padEnd(14)}${String(s.queries).padStart(8)}${figure(s.ndcg)}${figure(s.reciprocalRank)}${figure(s.success)}${figure(s.zeroResults)}`;
  return [
    `${'kind'.padEnd(14)}${'queries'.padStart(8)}${'nDCG@5'.padStart(7)}${'MRR'.padStart(7)}${'succ@5'.padStart(7)}${'zero'.padStart(7)}`,
    ...Object.entries(byKind).map(([kind, s]) => line(kind, s)),
    line('overall', overall),
  ].join('\n');
}

/** The queries that failed success@5, for reading what went wrong. */
export function formatFailures({ outcomes }: Evaluation): string {
  return outcomes
    .filter((o) => o.success < 1)
    .map(
      (o) =>
        `${o.query.kind} [${o.query.tab}] "${o.query.query}": ${o.answer.total} results` +
        `${o.suggestion ? ` (as "${o.suggestion}")` : ''}, expected ${o.query.first.length || 'none'}`,
    )
    .join('\n');
}
