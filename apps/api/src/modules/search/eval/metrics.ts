/**
 * Scores of a ranked answer against its judgment, as Elasticsearch's ranking evaluation API defines them: nDCG@5 with
 * graded relevance, the reciprocal rank of the first result that must come first, and whether one of those is in the
 * first five. A query judged to find nothing scores 1 when it finds nothing and 0 otherwise, on every measure.
 */
export const CUTOFF = 5;

export interface Judgment {
  /** The results that must come first (grade 2). Empty: the query must find nothing. */
  first: readonly string[];
  /** Results that are relevant but need not lead (grade 1). */
  also?: readonly string[] | undefined;
}

export interface Answer {
  /** The ids of the answer's first page, best first. */
  ids: readonly string[];
  total: number;
}

export interface Scores {
  ndcg: number;
  reciprocalRank: number;
  success: number;
  zeroResults: number;
}

const gain = (grade: number) => 2 ** grade - 1;
const discount = (position: number) => Math.log2(position + 2);

export function score(judgment: Judgment, answer: Answer): Scores {
  const zeroResults = answer.total === 0 ? 1 : 0;
  if (judgment.first.length === 0) {
    return { ndcg: zeroResults, reciprocalRank: zeroResults, success: zeroResults, zeroResults };
  }
  const first = new Set(judgment.first);
  const also = new Set(judgment.also ?? []);
  const grade = (id: string) => (first.has(id) ? 2 : also.has(id) ? 1 : 0);
  const dcg = answer.ids
    .slice(0, CUTOFF)
    .reduce((sum, id, position) => sum + gain(grade(id)) / discount(position), 0);
  const ideal = [...Array<number>(first.size).fill(2), ...Array<number>(also.size).fill(1)]
    .slice(0, CUTOFF)
    .reduce((sum, g, position) => sum + gain(g) / discount(position), 0);
  const rank = answer.ids.findIndex((id) => first.has(id));
  return {
    ndcg: dcg / ideal,
    reciprocalRank: rank < 0 ? 0 : 1 / (rank + 1),
    success: rank >= 0 && rank < CUTOFF ? 1 : 0,
    zeroResults,
  };
}

export interface Summary extends Scores {
  queries: number;
}

/** The mean of each score over the queries. */
export function summarize(all: readonly Scores[]): Summary {
  const mean = (pick: (s: Scores) => number) =>
    all.length === 0 ? 0 : all.reduce((sum, s) => sum + pick(s), 0) / all.length;
  return {
    queries: all.length,
    ndcg: mean((s) => s.ndcg),
    reciprocalRank: mean((s) => s.reciprocalRank),
    success: mean((s) => s.success),
    zeroResults: mean((s) => s.zeroResults),
  };
}
