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

/**
 * A plural form's key (`like_one`, `like_other`): i18next picks the form of the count by the language's plural rules
 * (`t('reactions.like', { count })`), so each language has the forms its rules name, its `other` at least (Chinese has
 * only that one), and the source names the key without the form.
 */
const PLURAL_KEY = /^(.+)_(zero|one|two|few|many|other)$/;
const pluralBase = (key: string) => PLURAL_KEY.exec(key)?.[1];
const withoutPluralForms = (keys: Iterable<string>) => [...keys].filter((key) => !pluralBase(key));
const pluralBases = (keys: Iterable<string>) =>
  [...new Set([...keys].flatMap((key) => pluralBase(key) ?? []))].sort();

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
        expect(withoutPluralForms(translated.keys()).sort(), `${code}/${namespace}.json keys`).toEqual(
          withoutPluralForms(source.keys()).sort(),
        );
        expect(pluralBases(translated.keys()), `${code}/${namespace}.json plural keys`).toEqual(
          pluralBases(source.keys()),
        );
        const forms = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
        for (const base of pluralBases(source.keys())) {
          expect(translated.has(`${base}_other`), `${code} ${namespace}:${base}_other`).toBe(true);
        }
        for (const [key, text] of translated) {
          const base = pluralBase(key);
          if (base) {
            const form = key.slice(base.length + 1) as Intl.LDMLPluralRule;
            expect(forms, `${code} ${namespace}:${key} is not a plural form of ${code}`).toContain(form);
          }
          expect(text.trim(), `${code} ${namespace}:${key} is empty`).not.toBe('');
          expect(placeholders(text), `${code} ${namespace}:${key} placeholders`).toEqual(
            placeholders(source.get(key) ?? source.get(`${base}_other`) ?? ''),
          );
        }
      }
    });
  }

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
      [...new Set([...keys.keys()].map((key) => pluralBase(key) ?? key))]
        .filter((key) => !quoted(key) && !quoted(`${namespace}:${key}`))
        .map((key) => `${namespace}:${key}`),
    );
    expect(unused).toEqual([]);
  });
});
