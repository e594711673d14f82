import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll } from 'vitest';

export interface ReceivedMail {
  /** The envelope: who the server was told the mail is from and for (a Bcc would be among `to`). */
  from: string;
  to: string[];
  /** The message as it arrived, headers and all. */
  raw: string;
  parsed: ParsedMail;
}

/**
 * What the server answers a mail: accept it, or refuse it with an SMTP reply code (4xx temporary, 5xx permanent); a
 * promise that never settles leaves the client waiting for an answer.
 */
export type SmtpAnswer = { accept: true } | { accept: false; code: number; message: string };

/**
 * A real mail server in this process on a free loopback port, which parses what it receives with mailparser and
 * answers each mail as `answer` says (by default it accepts everything). Closed after the file's tests.
 */
export async function startSmtpServer(
  answer: (mail: ReceivedMail) => SmtpAnswer | Promise<SmtpAnswer> = () => ({ accept: true }),
) {
  const received: ReceivedMail[] = [];
  const refused: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // The workers' pooled connections stay open between mails: closing the server must not wait for them.
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw).then(
          async (parsed) => {
            const mail: ReceivedMail = {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              raw,
              parsed,
            };
            const reply = await answer(mail);
            if (reply.accept) {
              received.push(mail);
              callback();
            } else {
              refused.push(mail);
              callback(Object.assign(new Error(reply.message), { responseCode: reply.code }));
            }
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  let open = true;
  const close = () =>
    new Promise<void>((resolve) => {
      if (!open) return resolve();
      open = false;
      server.close(() => resolve());
    });
  afterAll(close);

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refused,
    close,
    /** Resolves once `count` mails were accepted; rejects after `timeoutMs`. */
    async waitFor(count: number, timeoutMs = 10_000): Promise<ReceivedMail[]> {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until)
          throw new Error(`${received.length} of ${count} mails arrived in ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
  };
}
export type TestSmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;
