import type { InterfaceLanguage } from '@b2b/contracts';
import type { z } from 'zod';
import type { Html } from './markup.ts';
import type { MailWords } from './words.ts';

/** What a template knows of where its mail goes: the recipient's language, its words, the portal's brand and links. */
export interface MailContext {
  language: InterfaceLanguage;
  words: MailWords;
  /** An absolute address of the portal's, in the mail's language, from a path of the web app. */
  link(path: string): string;
}

/** A template's part of a mail: the subject, the lines of the text part and the content of the HTML part. */
export interface MailContent {
  subject: string;
  text: string[];
  html: Html;
}

/**
 * One kind of mail: the shape of its data, checked when the mail is rendered (a row's data comes back from the
 * database untyped), and how it reads.
 */
export interface MailTemplate<Schema extends z.ZodType> {
  schema: Schema;
  render(data: z.output<Schema>, context: MailContext): MailContent;
}

export const mailTemplate = <Schema extends z.ZodType>(template: MailTemplate<Schema>) => template;
