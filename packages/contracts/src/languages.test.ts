import { describe, expect, it } from 'vitest';
import { languageOfCookie, languageOfPath, localizePath } from './languages.ts';

describe('languageOfPath', () => {
  it('reads the prefix of a language and the address without it', () => {
    expect(languageOfPath('/es/industries?page=2')).toEqual({ language: 'es', rest: '/industries?page=2' });
    expect(languageOfPath('/zh/')).toEqual({ language: 'zh', rest: '/' });
    expect(languageOfPath('/zh')).toEqual({ language: 'zh', rest: '/' });
    expect(languageOfPath('/it?x=1')).toEqual({ language: 'it', rest: '/?x=1' });
  });

  it('takes anything else for English: no prefix, its own prefix, a word starting like one', () => {
    expect(languageOfPath('/industries')).toEqual({ language: 'en', rest: '/industries' });
    expect(languageOfPath('/en/industries')).toEqual({ language: 'en', rest: '/en/industries' });
    expect(languageOfPath('/estate')).toEqual({ language: 'en', rest: '/estate' });
    expect(languageOfPath('/fr/industries')).toEqual({ language: 'en', rest: '/fr/industries' });
  });
});

describe('localizePath', () => {
  it('adds the prefix of every language but English', () => {
    expect(localizePath('/', 'zh')).toBe('/zh/');
    expect(localizePath('/industries', 'es')).toBe('/es/industries');
    expect(localizePath('/industries', 'en')).toBe('/industries');
  });
});

describe('languageOfCookie', () => {
  it('finds the language cookie among others, and only a language of the interface', () => {
    expect(languageOfCookie('theme=dark; lang=it')).toBe('it');
    expect(languageOfCookie('lang=en')).toBe('en');
    expect(languageOfCookie('lang=fr')).toBeUndefined();
    expect(languageOfCookie('xlang=zh')).toBeUndefined();
    expect(languageOfCookie(undefined)).toBeUndefined();
  });
});
