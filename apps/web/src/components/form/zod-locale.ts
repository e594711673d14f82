import type { InterfaceLanguage } from '@b2b/contracts';
// Zod's core alone: the config is the same object the forms' Zod reads, and a page without a Zod form loads no more.
import { config } from 'zod/v4/core';

type ZodLocale = () => Promise<{ default: () => Parameters<typeof config>[0] }>;

/** Zod's own messages (a check without a message of its own) per language, each a chunk of its own; English is Zod's. */
const LOCALES: Partial<Record<InterfaceLanguage, ZodLocale>> = {
  es: () => import('zod/v4/locales/es.js'),
  it: () => import('zod/v4/locales/it.js'),
  zh: () => import('zod/v4/locales/zh-CN.js'),
};

/** Makes the browser's Zod speak the page's language (the server's stays English: its answers are the contract's). */
export async function setZodLanguage(language: string) {
  const load = LOCALES[language as InterfaceLanguage];
  if (load) config((await load()).default());
}
