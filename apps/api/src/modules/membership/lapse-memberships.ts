import type { FastifyInstance } from 'fastify';

/**
 * Runs the lapse of ended memberships once the server is ready and then every `intervalMs`, until it closes. Every
 * server runs it: the statement is idempotent, so several at once only find nothing left to do.
 */
export function lapseMemberships(app: FastifyInstance, lapse: () => Promise<number>, intervalMs: number) {
  const run = () => {
    lapse().then(
      (count) => {
        if (count > 0) app.log.info({ count }, 'memberships lapsed to standard');
      },
      (error: unknown) => app.log.error({ err: error }, 'lapsing memberships failed'),
    );
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, intervalMs).unref();
  });
  app.addHook('preClose', async () => clearInterval(timer));
}
