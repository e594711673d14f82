import type { FastifyInstance } from 'fastify';
import { runPeriodically } from '../../plugins/periodic-job.ts';

/**
 * Runs the lapse of ended memberships once the server is ready and then every `intervalMs`, until it closes. Every
 * server runs it: the statement is idempotent, so several at once only find nothing left to do.
 */
export function lapseMemberships(app: FastifyInstance, lapse: () => Promise<number>, intervalMs: number) {
  runPeriodically(
    app,
    async () => {
      const count = await lapse();
      if (count > 0) app.log.info({ count }, 'memberships lapsed to standard');
    },
    { intervalMs, failure: 'lapsing memberships failed' },
  );
}
