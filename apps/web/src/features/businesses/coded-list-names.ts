import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * The names of the business forms' coded lists in the page's language, by code: each list is one object of the
 * `businesses` namespace, read whole (`returnObjects`), so the business page carries the page language's names and
 * neither the contracts' English lists nor a table of keys. `coded-list-names.test.ts` holds each object to its
 * list's codes.
 */
const LISTS = {
  contractManufacturing: (t: TFunction<'businesses'>) =>
    t('lists.contractManufacturing', { returnObjects: true }),
  markets: (t: TFunction<'businesses'>) => t('lists.markets', { returnObjects: true }),
  deliveryTerms: (t: TFunction<'businesses'>) => t('lists.deliveryTerms', { returnObjects: true }),
  packagingTypes: (t: TFunction<'businesses'>) => t('lists.packagingTypes', { returnObjects: true }),
  paymentTypes: (t: TFunction<'businesses'>) => t('lists.paymentTypes', { returnObjects: true }),
};

export type CodedList = keyof typeof LISTS;

function useNames(list: CodedList): Readonly<Record<string, string>> {
  const { t } = useTranslation('businesses');
  return LISTS[list](t);
}

/** A code's name in the page's language; a code its list no longer has shows as it is. */
export function useCodeName(list: CodedList): (code: string) => string {
  const names = useNames(list);
  return (code) => (Object.hasOwn(names, code) ? names[code]! : code);
}

/** A list's codes with their names in the page's language, in the list's order, for a form's choices. */
export function useCodeChoices(list: CodedList): { code: string; name: string }[] {
  return Object.entries(useNames(list)).map(([code, name]) => ({ code, name }));
}
