import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll } from 'vitest';
import { listenSmtp } from './smtp-listener.ts';

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
  const { url, close } = await listenSmtp(async (raw, session) => {
    const mail: ReceivedMail = {
      from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
      to: session.envelope.rcptTo.map((r) => r.address),
      raw,
      parsed: await simpleParser(raw),
    };
    const reply = await answer(mail);
    if (!reply.accept) {
      refused.push(mail);
      throw Object.assign(new Error(reply.message), { responseCode: reply.code });
    }
    received.push(mail);
  });
  afterAll(close);

  return {
    url,
    received,
    refused,
    close,
    /** The mails accepted for `address` once `count` of them have arrived; rejects after 10 s. */
    async mailsTo(address: string, count: number): Promise<ReceivedMail[]> {
      const until = Date.now() + 10_000;
      for (;;) {
        const mails = received.filter((mail) => mail.to.includes(address));
        if (mails.length >= count) return mails;
        if (Date.now() > until) throw new Error(`${mails.length} of ${count} mails reached ${address}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
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

/** A header of a mail as it arrived (unfolded), or undefined; mailparser regroups the `List-*` headers. */
export function headerOf(mail: ReceivedMail, name: string): string | undefined {
  const head = mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  const line = head.split('\r\n').find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The one-click unsubscribe link of a notification mail (`List-Unsubscribe`), or '' for none. */
export const unsubscribeLinkOf = (mail: ReceivedMail): string =>
  /^<(https:[^>]+)>$/.exec(headerOf(mail, 'List-Unsubscribe') ?? '')?.[1] ?? '';
