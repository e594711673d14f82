import nodemailer from 'nodemailer';
import type { OutboxEmail } from '../inquiries/inquiries.repository.ts';

/** Sends one email now; rejects when the mail server refuses it or cannot be reached. */
export interface SupportMailer {
  send(email: OutboxEmail & { replyTo: string }): Promise<void>;
  close(): void;
}

/** Mail through the SMTP server at `url` (`smtp://` or `smtps://`, credentials in the address), from `from`. */
export function smtpMailer(url: string, from: string): SupportMailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send({ toAddress, replyTo, subject, body }) {
      await transport.sendMail({ from, to: toAddress, replyTo, subject, text: body });
    },
    close: () => transport.close(),
  };
}
