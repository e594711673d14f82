import nodemailer from 'nodemailer';

/** A mail as it leaves: the rendered parts and the headers the outbox row gives. */
export interface OutgoingMail {
  from: { name: string; address: string };
  to: string;
  replyTo: string | null;
  messageID: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends one mail now; rejects when the mail server refuses it or cannot be reached. */
export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** How long a connection may stay silent: well within a claim's lease, so that a send ends before its row is free. */
const SOCKET_TIMEOUT_MS = 60_000;

/**
 * Mail through the SMTP server at `url` (`smtp://` or `smtps://`, credentials in the address), over up to
 * `connections` pooled connections, each kept open for the next mail.
 */
export function smtpSender(url: string, connections: number): MailSender {
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: connections,
    maxMessages: Infinity,
    connectionTimeout: SOCKET_TIMEOUT_MS,
    greetingTimeout: SOCKET_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  });
  return {
    async send({ from, to, replyTo, messageID, subject, text, html }) {
      await transport.sendMail({
        from,
        to,
        ...(replyTo ? { replyTo } : {}),
        messageId: messageID,
        subject,
        text,
        html,
      });
    },
    close: () => transport.close(),
  };
}

/**
 * A refusal that no later try changes: the server answered 5xx (an unknown mailbox, a refused sender). A 4xx answer,
 * or no answer at all (a connection refused, dropped or timed out), is temporary.
 */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
