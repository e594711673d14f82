import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@b2b/contracts';
import { describe, expect, it } from 'vitest';
import { contentFilesOf, contentOf, loadContent, type ContentName } from './load-content.ts';

const contentDir = fileURLToPath(new URL('.', import.meta.url));

/** A language's content files, by their path under its folder (`about-us.ts`, `b2b-tips/index.ts`). */
function filesOf(language: string): string[] {
  const folder = join(contentDir, language);
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [relative(folder, join(dir, entry.name))],
    );
  return walk(folder).sort();
}

const importFile = (language: string, file: string) =>
  import(/* @vite-ignore */ `./${language}/${file}`) as Promise<Record<string, unknown>>;

/** Fields that name or date a thing rather than say something: the same in every language. */
const SAME_EVERYWHERE = new Set([
  'id',
  'illustration',
  'effectiveDate',
  'datePublished',
  'ordered',
  'number',
]);

/**
 * The portal's words content may hold, the `{name}` of a portal link's accessible name and the `{names}` of the portals'
 * countries that the world map's text alternative lists.
 */
const PLACEHOLDERS = new Set(['brand', 'country', 'demonym', 'product', 'phone', 'name', 'names']);

/**
 * Walks a translation beside its English: the same fields, lists of the same length (a paragraph or an item left out
 * fails), the same anchors and dates, no empty text, no placeholder but the portal's words.
 */
function compare(english: unknown, translated: unknown, where: string) {
  if (typeof english === 'string') {
    expect(typeof translated, where).toBe('string');
    expect((translated as string).trim(), `${where} is empty`).not.toBe('');
    for (const [, word] of (translated as string).matchAll(/\{(\w*)\}/g))
      expect(PLACEHOLDERS.has(word ?? ''), `${where}: {${word}}`).toBe(true);
    return;
  }
  if (Array.isArray(english)) {
    expect(Array.isArray(translated), where).toBe(true);
    expect((translated as unknown[]).length, `${where} length`).toBe(english.length);
    english.forEach((item, index) => compare(item, (translated as unknown[])[index], `${where}[${index}]`));
    return;
  }
  if (english && typeof english === 'object') {
    expect(translated, where).toBeTypeOf('object');
    const other = translated as Record<string, unknown>;
    expect(Object.keys(other).sort(), `${where} fields`).toEqual(Object.keys(english).sort());
    for (const [key, value] of Object.entries(english)) {
      if (SAME_EVERYWHERE.has(key)) expect(other[key], `${where}.${key}`).toEqual(value);
      else compare(value, other[key], `${where}.${key}`);
    }
    return;
  }
  expect(translated, where).toEqual(english);
}

const ENGLISH_FILES = filesOf('en');

describe('the content in every language', () => {
  for (const { code } of LANGUAGES.filter((language) => language.code !== 'en')) {
    it(`${code} has every content file English has, and no other`, () => {
      expect(filesOf(code)).toEqual(ENGLISH_FILES);
    });

    for (const file of ENGLISH_FILES) {
      it(`${code}/${file} has every export of English, shaped alike`, async () => {
        const english = await importFile('en', file);
        const translated = await importFile(code, file).catch(() => ({}));
        expect(Object.keys(translated).sort(), `${code}/${file} exports`).toEqual(
          Object.keys(english).sort(),
        );
        compare(english, translated, `${code}/${file}`);
      });
    }
  }

  it('a page loads its content in its language', async () => {
    const names = contentFilesOf('en') as ContentName[];
    expect(names).toContain('b2b-tips/index');
    for (const { code } of LANGUAGES) await loadContent(code, names);
    expect(contentOf('en', 'about-us').aboutUs.heading).toBe('About {brand}');
    expect(contentOf('es', 'about-us').aboutUs.heading).toBe('Acerca de {brand}');
    expect(contentOf('it', 'privacy-policy').privacyPolicy.heading).toBe('Informativa sulla privacy');
    expect(contentOf('zh', 'terms-and-conditions').termsAndConditions.heading).toBe('条款和条件');
    expect(contentOf('zh', 'b2b-tips/index')).not.toBe(contentOf('en', 'b2b-tips/index'));
  });
});
