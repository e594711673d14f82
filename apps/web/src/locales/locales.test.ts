import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@b2b/contracts';
import { describe, expect, it } from 'vitest';
import { NAMESPACES as CATALOGUE, SELF_LOADED_NAMESPACES } from '../lib/i18n.ts';

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

const NAMESPACES = [...CATALOGUE, ...SELF_LOADED_NAMESPACES];
const english = new Map(NAMESPACES.map((namespace) => [namespace, flatten(readNamespace('en', namespace))]));

/**
 * i18next's plural forms (`hidden_one`, `hidden_other`, from a `count`): each language has those of its own grammar
 * (Chinese only `_other`), so a plural key is compared by its base, and its forms against the language's categories.
 */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const pluralBase = (key: string) => key.replace(PLURAL, '');
/** A language's keys, each plural key once under its base, with the forms it has. */
function pluralForms(keys: Iterable<string>): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  for (const key of keys) {
    const form = PLURAL.exec(key)?.[1];
    if (form) forms.set(pluralBase(key), [...(forms.get(pluralBase(key)) ?? []), form].sort());
  }
  return forms;
}
const keysWithoutPlurals = (keys: Iterable<string>) =>
  [...new Set([...keys].map((key) => (PLURAL.test(key) ? `${pluralBase(key)}_*` : key)))].sort();

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
        expect(keysWithoutPlurals(translated.keys()), `${code}/${namespace}.json keys`).toEqual(
          keysWithoutPlurals(source.keys()),
        );
        for (const [key, text] of translated) {
          expect(text.trim(), `${code} ${namespace}:${key} is empty`).not.toBe('');
          // A plural form is held to the English `_other`, whose placeholders every form shares.
          const original = source.get(key) ?? source.get(`${pluralBase(key)}_other`) ?? '';
          expect(placeholders(text), `${code} ${namespace}:${key} placeholders`).toEqual(
            placeholders(original),
          );
        }
      }
    });
  }

  for (const { code } of LANGUAGES) {
    it(`have in ${code} the plural forms of its grammar: always _other, _one where it has one`, () => {
      const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
      for (const namespace of NAMESPACES) {
        for (const [key, forms] of pluralForms(flatten(readNamespace(code, namespace)).keys())) {
          const name = `${code} ${namespace}:${key}`;
          expect(forms, name).toContain('other');
          if (categories.includes('one')) expect(forms, name).toContain('one');
          for (const form of forms) expect(categories, `${name}_${form}`).toContain(form);
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
  /** Objects read whole, `t('lists.markets', { returnObjects: true })`: their keys are used with them. */
  const readWhole = new Set(
    [...source.matchAll(/['"`]([\w.:]+)['"`],\s*\{\s*returnObjects: true\s*\}/g)].map((match) => match[1]!),
  );
  const inObjectReadWhole = (namespace: string, key: string) =>
    key
      .split('.')
      .slice(0, -1)
      .some((_, i, parts) => {
        const parent = parts.slice(0, i + 1).join('.');
        return readWhole.has(parent) || readWhole.has(`${namespace}:${parent}`);
      });

  it('are each used somewhere in the app', () => {
    const unused = [...english].flatMap(([namespace, keys]) =>
      [...keys.keys()]
        .map(pluralBase)
        .filter((key) => !quoted(key) && !quoted(`${namespace}:${key}`) && !inObjectReadWhole(namespace, key))
        .map((key) => `${namespace}:${key}`),
    );
    expect(unused).toEqual([]);
  });
});
