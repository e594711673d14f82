import { LANGUAGES, LoginFormSchema, RegisterFormSchema } from '@b2b/contracts';
import { describe, expect, it } from 'vitest';
import { LoginRateLimited } from '../../accounts/accounts.service.ts';
import { passwordProblem } from '../../accounts/password-rules.ts';
import { en } from './en.ts';
import { PAGE_TEXTS, pageLanguage, translateMessage } from './index.ts';

type Tree = { [key: string]: unknown };

/** Every text of a table by its dotted key; a function is called with a sample value. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [name, value] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') texts.set(key, value);
    else if (typeof value === 'function')
      texts.set(key, String((value as (...a: unknown[]) => unknown)('Ω', 'Ψ')));
    else for (const [inner, text] of flatten(value as Tree, key)) texts.set(inner, text);
  }
  return texts;
}

const english = flatten(en as unknown as Tree);

describe('the account pages’ texts', () => {
  it('exist for every language of the portal', () => {
    expect(Object.keys(PAGE_TEXTS).sort()).toEqual(LANGUAGES.map((language) => language.code).sort());
  });

  for (const [language, texts] of Object.entries(PAGE_TEXTS)) {
    it(`in ${language} have every key, none empty, and use the values they are given`, () => {
      const translated = flatten(texts as unknown as Tree);
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of translated) {
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        // A text that takes a value shows it (the sample values stand for the brand, a title, a number).
        for (const sample of ['Ω', 'Ψ']) {
          expect(text.includes(sample), `${language} ${key} shows ${sample}`).toBe(
            english.get(key)?.includes(sample),
          );
        }
      }
    });
  }

  it('know in English every refusal the forms can show, so each language translates it', () => {
    const register = RegisterFormSchema.safeParse({
      firstName: ' ',
      lastName: ' ',
      email: 'not-an-email',
      password: 'short',
      country: 'Germany',
      businessType: 'XX',
    });
    const login = LoginFormSchema.safeParse({ email: 'a@example.test', password: '' });
    const messages = [...(register.error?.issues ?? []), ...(login.error?.issues ?? [])].map(
      (issue) => issue.message,
    );
    messages.push(String(passwordProblem('x'.repeat(200))), String(passwordProblem('password123')));
    expect(messages).toHaveLength(9);
    for (const message of messages) {
      expect(translateMessage(PAGE_TEXTS.zh, message), message).not.toBe(message);
      expect(translateMessage(en, message)).toBe(message);
    }
    expect(translateMessage(PAGE_TEXTS.es, 'Something else')).toBe('Something else');
  });

  it('word the sign-in limit as the service does in English', () => {
    for (const seconds of [30, 60, 61, 900]) {
      const error = new LoginRateLimited(seconds);
      expect(en.errors.tooManyAttempts(Math.ceil(seconds / 60))).toBe(error.message);
    }
    expect(PAGE_TEXTS.es.errors.tooManyAttempts(1)).toContain('1 minuto.');
    expect(PAGE_TEXTS.it.errors.tooManyAttempts(5)).toContain('5 minuti.');
  });
});

describe('the page’s language', () => {
  it('is the lang parameter, else the portal’s lang cookie, else English', () => {
    expect(pageLanguage({ lang: 'zh' }, { lang: 'es' })).toBe('zh');
    expect(pageLanguage({ lang: 'fr' }, { lang: 'es' })).toBe('es');
    expect(pageLanguage({}, { lang: 'it' })).toBe('it');
    expect(pageLanguage({ lang: ['zh'] }, {})).toBe('en');
    expect(pageLanguage(undefined, { lang: 'xx' })).toBe('en');
  });
});
