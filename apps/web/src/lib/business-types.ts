import type { BusinessTypeCode } from '@b2b/contracts';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * The key of each business type's name (`BUSINESS_TYPES` of the contracts: the search bar's and the search tabs' lists,
 * a business's type), by its code; the English names are the contracts' own.
 */
export const BUSINESS_TYPE_KEYS = {
  PR: 'businessTypes.PR',
  UR: 'businessTypes.UR',
  MA: 'businessTypes.MA',
  DI: 'businessTypes.DI',
  WS: 'businessTypes.WS',
  IM: 'businessTypes.IM',
  EX: 'businessTypes.EX',
  RE: 'businessTypes.RE',
  IN: 'businessTypes.IN',
  CO: 'businessTypes.CO',
  GO: 'businessTypes.GO',
} as const satisfies Record<BusinessTypeCode, ParseKeys<'common'>>;

const isBusinessTypeCode = (code: string): code is BusinessTypeCode =>
  Object.hasOwn(BUSINESS_TYPE_KEYS, code);

/**
 * A business type's name in the page's language, from its code; a code the web does not know (none should come) shows
 * the name the API gave, if any.
 */
export function useBusinessTypeName(): (code: string, fallback?: string) => string {
  const { t } = useTranslation('common');
  return (code, fallback = code) => (isBusinessTypeCode(code) ? t(BUSINESS_TYPE_KEYS[code]) : fallback);
}
