import { openTestDatabase } from '@b2b/db/testing';
import { generateDemoData } from '@b2b/db/seed';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { evaluateSearch, formatEvaluation, formatFailures } from './evaluate.ts';
import { COMMON_WORDS, type QueryKind } from './judged-queries.ts';

/**
 * The least each kind of query must score (`npm run search:eval` prints the scores): set from the first honest run and
 * raised as search improves, a little under the measured figures because the demo data's dates follow the clock.
 * PGlite only: the demo data costs seconds to make, and the integration tests check the same SQL on PostgreSQL.
 */
const FLOORS: Record<QueryKind | 'overall', { ndcg: number; success: number }> = {
  'part-number': { ndcg: 0.98, success: 0.98 },
  'product-name': { ndcg: 0.86, success: 0.97 },
  'company-name': { ndcg: 0.97, success: 0.97 },
  industry: { ndcg: 0.97, success: 0.98 },
  category: { ndcg: 0.95, success: 0.98 },
  subcategory: { ndcg: 0.97, success: 0.97 },
  singular: { ndcg: 0.95, success: 0.98 },
  misspelling: { ndcg: 0.93, success: 0.97 },
  'multi-word': { ndcg: 0.88, success: 0.9 },
  translated: { ndcg: 0.97, success: 0.98 },
  'common-word': { ndcg: 0.95, success: 0.97 },
  'no-result': { ndcg: 1, success: 1 },
  overall: { ndcg: 0.97, success: 0.98 },
};

const database = await openTestDatabase();
const app = await buildTestApp({ database });
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('search relevance on the demo data', () => {
  it('scores every kind of judged query at least its floor', { timeout: 180_000 }, async () => {
    await generateDemoData(database.db, { factor: 1 });
    const evaluation = await evaluateSearch(app, database.db);
    const report = `${formatEvaluation(evaluation)}\n\n${formatFailures(evaluation)}`;
    expect(evaluation.outcomes.length, report).toBeGreaterThanOrEqual(150);
    // A common word is judged only when some demo product holds it: every one must be.
    const commonWords = evaluation.outcomes.filter((o) => o.query.kind === 'common-word');
    expect(commonWords.map((o) => o.query.query)).toEqual(Object.values(COMMON_WORDS).flat());
    for (const [kind, floor] of Object.entries(FLOORS)) {
      const scores = kind === 'overall' ? evaluation.overall : evaluation.byKind[kind as QueryKind];
      expect(scores, `no ${kind} queries`).toBeDefined();
      expect(scores!.ndcg, `${kind} nDCG@5\n${report}`).toBeGreaterThanOrEqual(floor.ndcg);
      expect(scores!.success, `${kind} success@5\n${report}`).toBeGreaterThanOrEqual(floor.success);
    }
  });
});
