import { PAYMENT_CURRENCIES, type InterfaceLanguage } from '@b2b/contracts';
import { useLanguage } from './language.ts';

const currencyNames = new Map<InterfaceLanguage, Intl.DisplayNames>();

/**
 * The payment currencies a business accepts, named in a language: the runtime's currency names (Node's and Chromium's
 * agree on these fifteen, so the server's render and the browser's match), capitalised as a tag or a choice is (`Dólar
 * estadounidense`, `美元`). English keeps the list's names.
 */
export function currenciesIn(language: InterfaceLanguage): readonly { code: string; name: string }[] {
  if (language === 'en') return PAYMENT_CURRENCIES;
  let names = currencyNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'currency', fallback: 'none' });
    currencyNames.set(language, names);
  }
  const named = names;
  return PAYMENT_CURRENCIES.map(({ code, name }) => {
    const local = named.of(code);
    return { code, name: local ? local.charAt(0).toLocaleUpperCase(language) + local.slice(1) : name };
  });
}

/** The payment currencies in the page's language. */
export const usePaymentCurrencies = () => currenciesIn(useLanguage());
