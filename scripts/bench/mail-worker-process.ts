/**
 * One portal process of the mailer benchmark (`bench/mailer.ts`): the API built on the PostgreSQL at DATABASE_URL with
 * its mail worker on (SMTP_URL), serving no address, as a deployment's process that sends mail runs it. It says
 * `ready` once its worker listens, and closes (the worker finishing its mails) when it is told `stop`.
 */
import { buildApp, loadPortalEnv } from '@b2b/api';
import { openDatabase } from '@b2b/db';

const env = loadPortalEnv({ ...process.env, MAIL_WORKER: 'true' });
const handle = await openDatabase({ url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE });
const app = await buildApp({ env, database: handle });
await app.ready();
process.on('message', (message) => {
  if (message !== 'stop') return;
  void app
    .close()
    .then(() => handle.close())
    .then(() => process.exit(0));
});
process.send?.('ready');
