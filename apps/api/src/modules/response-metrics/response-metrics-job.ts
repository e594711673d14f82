import type { FastifyInstance } from 'fastify';
import { runPeriodically } from '../../plugins/periodic-job.ts';
import type { ResponseMetricsRepository } from './response-metrics.repository.ts';

/** Most businesses one statement recomputes; a run goes on until none is due. */
const BATCH = 500;

/**
 * Keeps the response metrics current as time passes (the 90-day window slides, unanswered cases pass 48 hours):
 * every `intervalMs` each server recomputes the businesses whose figures have come due, in batches; servers running it
 * at once share the work (each batch skips the rows another holds).
 */
export function scheduleResponseMetrics(
  app: FastifyInstance,
  repo: ResponseMetricsRepository,
  intervalMs: number,
) {
  runPeriodically(
    app,
    async () => {
      let total = 0;
      let done: number;
      do {
        done = await repo.recomputeDue(BATCH);
        total += done;
      } while (done === BATCH);
      if (total > 0) app.log.info({ businesses: total }, 'response metrics recomputed');
    },
    { intervalMs, failure: 'recomputing response metrics failed' },
  );
}
