import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/language.ts';
import { useLevelName } from '../../lib/level-names.ts';
import { formatPrice } from '../../lib/format-price.ts';
import type { MembershipTranslate } from './packages.ts';

/** The membership namespace's translator with the page's language, a level's name and a price in it. */
export function useMembershipWords() {
  const { t } = useTranslation('membership');
  const language = useLanguage();
  return {
    t,
    language,
    levelName: useLevelName(),
    price: (cents: number) => formatPrice(cents, language),
    /** `t` as `packageFeatures` takes it. */
    translate: ((key, values) => t(key, values ?? {})) satisfies MembershipTranslate,
  };
}
