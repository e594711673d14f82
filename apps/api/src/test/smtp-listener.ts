import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

/**
 * A real mail server on a free loopback port, for the tests and the mailer's bench: `onMessage` gets each message as it
 * arrived (headers and all) with its envelope, and accepts it by resolving or refuses it by rejecting (an error with a
 * `responseCode`, 4xx temporary or 5xx permanent, is that reply).
 */
export async function listenSmtp(onMessage: (raw: string, session: SMTPServerSession) => Promise<void>) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    // The workers' pooled connections stay open between mails: closing the server must not wait for them.
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        onMessage(Buffer.concat(chunks).toString('utf8'), session).then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  let open = true;
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        if (!open) return resolve();
        open = false;
        server.close(() => resolve());
      }),
  };
}
