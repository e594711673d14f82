import type { InterfaceLanguage } from '@b2b/contracts';
import { useLanguage } from '../lib/language.ts';
import type * as AboutUs from './en/about-us.ts';
import type * as AdvertiseWithUs from './en/advertise-with-us.ts';
import type * as B2bTipsIndex from './en/b2b-tips/index.ts';
import type * as ContactUs from './en/contact-us.ts';
import type * as FreeMarketing from './en/free-marketing.ts';
import type * as MissionVision from './en/mission-vision.ts';
import type * as OurNetwork from './en/our-network.ts';
import type * as PrivacyPolicy from './en/privacy-policy.ts';
import type * as TermsAndConditions from './en/terms-and-conditions.ts';
import type * as Why from './en/why.ts';
import type * as WorkWith from './en/work-with.ts';

/**
 * The content files a page can load, by name, each with the exports of its English file: every language's file has
 * the same exports and types (`src/content/<language>/<name>.ts`; a unit test holds it).
 */
export interface ContentModules {
  'about-us': typeof AboutUs;
  'advertise-with-us': typeof AdvertiseWithUs;
  'b2b-tips/index': typeof B2bTipsIndex;
  'contact-us': typeof ContactUs;
  'free-marketing': typeof FreeMarketing;
  'mission-vision': typeof MissionVision;
  'our-network': typeof OurNetwork;
  'privacy-policy': typeof PrivacyPolicy;
  'terms-and-conditions': typeof TermsAndConditions;
  why: typeof Why;
  'work-with': typeof WorkWith;
}
export type ContentName = keyof ContentModules;

/**
 * Every language's content files, each a module of its own loaded when a page first asks for it: a page's first load
 * carries its own language's words and no other's. The tips' articles come with their index (each tip's footer lists
 * the others).
 */
const catalogue = import.meta.glob<unknown>(['./*/*.ts', './*/b2b-tips/index.ts', '!./*/*.test.ts']);

const fileOf = (language: InterfaceLanguage, name: ContentName) => `./${language}/${name}.ts`;

/** The content files loaded so far (shared by every request: they never change while the app runs). */
const loaded = new Map<string, unknown>();

/** Loads a page's content files in a language; the route's loader (and, before hydration, the browser) waits for it. */
export async function loadContent(language: InterfaceLanguage, names: readonly ContentName[]): Promise<void> {
  await Promise.all(
    names.map(async (name) => {
      const file = fileOf(language, name);
      if (loaded.has(file)) return;
      const load = catalogue[file];
      if (!load) throw new Error(`There is no ${name} content in ${language}`);
      loaded.set(file, await load());
    }),
  );
}

/** A loaded content file's exports (the route's loader has loaded it before the page or its meta asks). */
export function contentOf<Name extends ContentName>(
  language: InterfaceLanguage,
  name: Name,
): ContentModules[Name] {
  const content = loaded.get(fileOf(language, name));
  if (!content) throw new Error(`The ${name} content in ${language} has not loaded`);
  return content as ContentModules[Name];
}

/** A content file's exports in the page's language. */
export const useContent = <Name extends ContentName>(name: Name): ContentModules[Name] =>
  contentOf(useLanguage(), name);

/** The names of the content files there are in a language (for the test that every language has English's). */
export const contentFilesOf = (language: InterfaceLanguage): string[] =>
  Object.keys(catalogue)
    .filter((file) => file.startsWith(`./${language}/`))
    .map((file) => file.slice(`./${language}/`.length, -'.ts'.length))
    .sort();
