import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@b2b/contracts';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../lib/i18n.ts';

const localesDir = fileURLToPath(new URL('.', import.meta.url));
const sourceDir = fileURLToPath(new URL('..', import.meta.url));

type Tree = { [key: string]: string | Tree };

const readNamespace = (language: string, namespace: string) =>
  JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')) as Tree;

/** Every key of a file in i18next's dotted form, with its text. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [name, value] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') keys.set(key, value);
    else for (const [inner, text] of flatten(value, key)) keys.set(inner, text);
  }
  return keys;
}

/**
 * A text's interpolations (`{{brand}}`) and the elements `RichText` draws in it (`<home>`, `</home>`). The country's
 * demonym and its name count as one: languages whose adjectives agree with the noun say "of {{country}}".
 */
const placeholders = (text: string) =>
  [
    ...new Set(
      [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<\/?\w+>/g)].map((m) =>
        m[0].replaceAll(' ', '').replace('{{demonym}}', '{{country}}'),
      ),
    ),
  ].sort();

/** i18next's plural keys: `results_one`, `results_other`, chosen by `count` with the language's plural rules. */
const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * The keys a language must have for the English ones: a plural key in every form of that language's plural rules
 * (English one and other; Spanish and Italian also many, for a million; Chinese other alone), the rest as they are.
 */
function keysFor(language: string, englishKeys: Iterable<string>): string[] {
  const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of englishKeys) {
    if (PLURAL.test(key)) for (const form of forms) keys.add(key.replace(PLURAL, `_${form}`));
    else keys.add(key);
  }
  return [...keys].sort();
}

/** The English text a translated key renders: a plural form English lacks (many) translates the English other. */
const englishText = (source: Map<string, string>, key: string) =>
  source.get(key) ?? source.get(key.replace(PLURAL, '_other')) ?? '';

const english = new Map(NAMESPACES.map((namespace) => [namespace, flatten(readNamespace('en', namespace))]));

describe('translation files', () => {
  it('are the namespaces the app loads, in every language', () => {
    for (const { code } of LANGUAGES) {
      const files = readdirSync(join(localesDir, code)).filter((file) => file.endsWith('.json'));
      expect(files.map((file) => file.replace(/\.json$/, '')).sort(), code).toEqual([...NAMESPACES].sort());
    }
  });

  for (const { code } of LANGUAGES.filter((language) => language.code !== 'en')) {
    it(`have in ${code} every English key and no other, none empty, with the same placeholders and elements`, () => {
      for (const namespace of NAMESPACES) {
        const source = english.get(namespace) ?? new Map<string, string>();
        const translated = flatten(readNamespace(code, namespace));
        expect([...translated.keys()].sort(), `${code}/${namespace}.json keys`).toEqual(
          keysFor(code, source.keys()),
        );
        for (const [key, text] of translated) {
          expect(text.trim(), `${code} ${namespace}:${key} is empty`).not.toBe('');
          expect(placeholders(text), `${code} ${namespace}:${key} placeholders`).toEqual(
            placeholders(englishText(source, key)),
          );
        }
      }
    });
  }

  it('have in English the plural forms of English', () => {
    for (const [namespace, keys] of english) {
      expect([...keys.keys()].sort(), namespace).toEqual(keysFor('en', keys.keys()));
    }
  });

  it('have no empty English text', () => {
    for (const [namespace, keys] of english) {
      for (const [key, text] of keys) expect(text.trim(), `${namespace}:${key}`).not.toBe('');
    }
  });
});

/** The app's source files, where every key is written out whole (`t('footer.aboutUs')`, `text: 'footer.aboutUs'`). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === localesDir ? [] : sourceFiles(path);
    return ['.ts', '.tsx'].includes(extname(entry.name)) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('English keys', () => {
  const source = sourceFiles(sourceDir)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const quoted = (text: string) =>
    ['"', "'", '`'].some((quote) => source.includes(`${quote}${text}${quote}`));

  it('are each used somewhere in the app', () => {
    const unused = [...english].flatMap(([namespace, keys]) =>
      [...keys.keys()]
        // A plural key is used by its name without the form: `t('heading.count', { count })`.
        .map((key) => key.replace(PLURAL, ''))
        .filter((key, i, all) => all.indexOf(key) === i)
        .filter((key) => !quoted(key) && !quoted(`${namespace}:${key}`))
        .map((key) => `${namespace}:${key}`),
    );
    expect(unused).toEqual([]);
  });
});
