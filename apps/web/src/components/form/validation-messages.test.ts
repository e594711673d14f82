import {
  BusinessCreateSchema,
  BusinessUpdateSchema,
  CertificateInputSchema,
  ExchangeRateSchema,
  INVALID_DATE_MESSAGE,
  INVALID_PHONE_MESSAGE,
  INVALID_VALUE_MESSAGE,
  MemberAddSchema,
  QuoteCreateSchema,
  RfqCreateSchema,
  ReviewAnswerSchema,
  ReviewCreateSchema,
  ReviewReportSchema,
  AdminReviewHideSchema,
  UserProfileUpdateSchema,
} from '@b2b/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import validation from '../../locales/en/validation.json' with { type: 'json' };
import { VALIDATION_MESSAGES } from './validation-messages.ts';

/**
 * The schemas of the contracts whose messages the web's forms show (the server checks the same ones and answers their
 * messages). A form of another schema adds it here, and its messages to the table.
 */
const FORM_SCHEMAS = {
  BusinessCreateSchema,
  BusinessUpdateSchema,
  CertificateInputSchema,
  MemberAddSchema,
  ReviewAnswerSchema,
  ReviewCreateSchema,
  ReviewReportSchema,
  AdminReviewHideSchema,
  UserProfileUpdateSchema,
  RfqCreateSchema,
  QuoteCreateSchema,
  ExchangeRateSchema,
};
/**
 * Messages given in code (`ctx.addIssue`), which walking a schema does not find, the server's for a check without a
 * message, and the web forms' own.
 */
const OTHER_MESSAGES = [
  INVALID_DATE_MESSAGE,
  INVALID_PHONE_MESSAGE,
  INVALID_VALUE_MESSAGE,
  'Choose the state',
];

interface ZodInternals {
  _zod?: { def: Record<string, unknown> & { error?: (issue: unknown) => unknown; checks?: unknown[] } };
}

/** Every custom message of a schema, its checks', its refinements' and its inner schemas' (a string `error`). */
function messagesOf(schema: unknown, found = new Set<string>(), seen = new Set<unknown>()): Set<string> {
  const def = (schema as ZodInternals | null)?._zod?.def;
  if (!def || seen.has(schema)) return found;
  seen.add(schema);
  const own = (d: { error?: (issue: unknown) => unknown } | undefined) => {
    const message = d?.error?.({});
    if (typeof message === 'string') found.add(message);
  };
  own(def);
  for (const check of def.checks ?? []) own((check as ZodInternals)._zod?.def);
  for (const [name, value] of Object.entries(def)) {
    if (name === 'shape') for (const field of Object.values(value as object)) messagesOf(field, found, seen);
    else if (Array.isArray(value)) for (const item of value) messagesOf(item, found, seen);
    else messagesOf(value, found, seen);
  }
  return found;
}

describe('validation messages', () => {
  const table = new Map(VALIDATION_MESSAGES.map(([message, key, values]) => [message, { key, values }]));
  const english = i18next.createInstance();
  void english.init({
    lng: 'en',
    resources: { en: { validation } },
    defaultNS: 'validation',
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });

  it('finds the messages of the schemas', () => {
    expect(messagesOf(BusinessCreateSchema)).toContain('Enter the company name');
    expect(messagesOf(BusinessUpdateSchema)).toContain('The factory size cannot be negative');
    expect(messagesOf(CertificateInputSchema)).toContain('The expire date cannot be before the issue date');
  });

  it('has a key for every message the form schemas of the contracts can give', () => {
    const messages = new Set([
      ...Object.values(FORM_SCHEMAS).flatMap((schema) => [...messagesOf(schema)]),
      ...OTHER_MESSAGES,
    ]);
    expect([...messages].filter((message) => !table.has(message))).toEqual([]);
  });

  it('says in English exactly what the contracts say', () => {
    const t = english.getFixedT('en', 'validation');
    for (const [message, { key, values }] of table) expect(t(key, values ?? {})).toBe(message);
  });

  it('has each message and each key once', () => {
    expect(table.size).toBe(VALIDATION_MESSAGES.length);
    expect(new Set(VALIDATION_MESSAGES.map(([, key]) => key)).size).toBe(VALIDATION_MESSAGES.length);
  });
});
