import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, type InterfaceLanguage } from '@b2b/contracts';
import { en } from './en.ts';
import { es } from './es.ts';
import { it } from './it.ts';
import type { PageTexts } from './page-texts.ts';
import { zh } from './zh.ts';

export type { PageTexts, ProfileBusinessTypeCode } from './page-texts.ts';

/** The pages' texts in each of the portal's languages: a language missing here fails the typecheck. */
export const PAGE_TEXTS: Record<InterfaceLanguage, PageTexts> = { en, es, it, zh };

/**
 * The language a page is drawn in: the `lang` parameter the portal's account links pass (the page the person comes
 * from), else the portal's `lang` cookie when this service sees it (a shared parent domain), else English.
 */
export function pageLanguage(query: unknown, cookies: Record<string, string | undefined>): InterfaceLanguage {
  const asked = (query as { lang?: unknown } | null | undefined)?.lang;
  if (isLanguage(asked)) return asked;
  const kept = cookies[LANGUAGE_COOKIE];
  return isLanguage(kept) ? kept : DEFAULT_LANGUAGE;
}

type ErrorKey = {
  [K in keyof PageTexts['errors']]: PageTexts['errors'][K] extends string ? K : never;
}[keyof PageTexts['errors']];

/** The English refusals (what the schemas and the service write) and their keys. */
const errorKeys = new Map(
  Object.entries(en.errors).flatMap(([key, text]) =>
    typeof text === 'string' ? [[text, key as ErrorKey] as const] : [],
  ),
);

/** A refusal's message in the page's language; a message the tables do not know stays as it came. */
export function translateMessage(texts: PageTexts, message: string): string {
  const key = errorKeys.get(message);
  return key ? texts.errors[key] : message;
}
