import type { FastifyInstance } from 'fastify';

/**
 * Runs `job` once the server is ready and then every `intervalMs`, until it closes; a failure is logged with `failure`
 * and the next run tries again. Every server runs its jobs: each job must be safe to run on several at once.
 */
export function runPeriodically(
  app: FastifyInstance,
  job: () => Promise<void>,
  { intervalMs, failure }: { intervalMs: number; failure: string },
) {
  const run = () => {
    job().catch((error: unknown) => app.log.error({ err: error }, failure));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, intervalMs).unref();
  });
  app.addHook('preClose', async () => clearInterval(timer));
}
