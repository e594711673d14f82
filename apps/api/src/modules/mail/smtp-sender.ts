import { connect } from 'node:net';
import nodemailer from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';

/** A mail as it leaves: the rendered parts and the headers the outbox row gives. */
export interface OutgoingMail {
  from: { name: string; address: string };
  to: string;
  replyTo: string | null;
  messageID: string;
  subject: string;
  text: string;
  html: string;
  /** Further headers (the unsubscribe headers of a notification mail). */
  headers?: Record<string, string>;
}

/** Sends one mail now; rejects when the mail server refuses it or cannot be reached. */
export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** How long a connection may stay silent: well within a claim's lease, so that a send ends before its row is free. */
const SOCKET_TIMEOUT_MS = 60_000;

/**
 * Each pooled connection opened here with Nagle's algorithm off: nodemailer writes a message's last line (`.`) apart
 * from its body, and that small write otherwise waits for the server's delayed acknowledgement, 40 ms a mail on Linux
 * (measured: 55 ms a mail in turn over one connection with it, 15 ms without). TLS, for smtps, is begun on it by
 * nodemailer. When this connection fails, nodemailer is left to connect itself, so that it reports the failure as it
 * does its own (its pool hung on a failure handed back from here).
 */
const getSocket: NonNullable<SMTPPool.Options['getSocket']> = ({ host, port }, callback) => {
  let answered = false;
  const answer = (socketOptions: object) => {
    if (answered) return;
    answered = true;
    callback(null, socketOptions);
  };
  const socket = connect({ host: host ?? 'localhost', port: port ?? 587, noDelay: true });
  // Until nodemailer listens (it does once it has the socket), an error is its to report, not this process's to crash on.
  socket.on('error', () => answer({}));
  socket.setTimeout(SOCKET_TIMEOUT_MS, () => {
    socket.destroy();
    answer({});
  });
  socket.once('connect', () => {
    socket.setTimeout(0);
    answer({ connection: socket });
  });
};

/**
 * The transport's settings from `url` (`smtp://` or `smtps://`, credentials in the address). Given apart, not as
 * nodemailer's `url` option: with that option its pool opened a new connection for every mail (nodemailer 8).
 */
function poolOptions(url: string, connections: number): SMTPPool.Options {
  const address = new URL(url);
  const secure = address.protocol === 'smtps:';
  return {
    host: address.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: Number(address.port) || (secure ? 465 : 587),
    secure,
    ...(address.username
      ? { auth: { user: decodeURIComponent(address.username), pass: decodeURIComponent(address.password) } }
      : {}),
    pool: true,
    maxConnections: connections,
    maxMessages: Infinity,
    connectionTimeout: SOCKET_TIMEOUT_MS,
    greetingTimeout: SOCKET_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
    getSocket,
  };
}

/** Mail through the SMTP server at `url`, over up to `connections` pooled connections, each kept for the next mail. */
export function smtpSender(url: string, connections: number): MailSender {
  const transport = nodemailer.createTransport(poolOptions(url, connections));
  return {
    async send({ from, to, replyTo, messageID, subject, text, html, headers }) {
      await transport.sendMail({
        from,
        to,
        ...(replyTo ? { replyTo } : {}),
        messageId: messageID,
        subject,
        text,
        html,
        ...(headers ? { headers } : {}),
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
