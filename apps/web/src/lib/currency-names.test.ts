import { PAYMENT_CURRENCIES } from '@b2b/contracts';
import { describe, expect, it } from 'vitest';
import { currenciesIn } from './currency-names.ts';

describe('currenciesIn', () => {
  it("keeps the list's English names", () => {
    expect(currenciesIn('en')).toBe(PAYMENT_CURRENCIES);
  });

  it("names every currency in the page's language, capitalised, in the list's order", () => {
    const nameOf = (language: 'es' | 'it' | 'zh', code: string) =>
      currenciesIn(language).find((currency) => currency.code === code)?.name;
    expect(nameOf('es', 'USD')).toBe('Dólar estadounidense');
    expect(nameOf('it', 'CHF')).toBe('Franco svizzero');
    expect(nameOf('zh', 'CNY')).toBe('人民币');
    for (const language of ['es', 'it', 'zh'] as const) {
      expect(currenciesIn(language).map((currency) => currency.code)).toEqual(
        PAYMENT_CURRENCIES.map((currency) => currency.code),
      );
    }
    // Chinese shares no name with English (Spanish and Italian say Euro too).
    for (const [i, currency] of currenciesIn('zh').entries())
      expect(currency.name).not.toBe(PAYMENT_CURRENCIES[i]?.name);
  });
});
