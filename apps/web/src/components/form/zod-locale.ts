import type { InterfaceLanguage } from '@b2b/contracts';
import { z } from 'zod';

type ZodLocale = () => Promise<{ default: () => Parameters<typeof z.config>[0] }>;

/** Zod's own messages per language, each a chunk of its own loaded with the forms; English is Zod's. */
const LOCALES: Partial<Record<InterfaceLanguage, ZodLocale>> = {
  es: () => import('zod/v4/locales/es.js'),
  it: () => import('zod/v4/locales/it.js'),
  zh: () => import('zod/v4/locales/zh-CN.js'),
};

/** Makes Zod say its messages in `language`. */
export async function setZodLanguage(language: string) {
  const load = LOCALES[language as InterfaceLanguage];
  if (load) z.config((await load()).default());
}
