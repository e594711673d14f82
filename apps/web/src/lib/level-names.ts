import type { Subscription } from '@b2b/contracts';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * The key of each membership level's name, in `common`: the package cards and pages, the administration's tags and the
 * showcase's cap say them alike. Brand names in Spanish and Italian, as the footer keeps them; Chinese translates them.
 */
export const LEVEL_NAMES = {
  standard: 'levels.standard',
  gold: 'levels.gold',
  premium: 'levels.premium',
  platinum: 'levels.platinum',
} as const satisfies Record<Subscription, ParseKeys<'common'>>;

/** A membership level's name in the page's language. */
export function useLevelName(): (level: Subscription) => string {
  const { t } = useTranslation('common');
  return (level) => t(LEVEL_NAMES[level]);
}

/** A business's membership as a tag shows it, in capitals where the language has them: `GOLD`, `黄金`. */
export function useLevelLabel(): (level: Subscription | null | undefined) => string {
  const { t, i18n } = useTranslation('common');
  return (level) => t(LEVEL_NAMES[level ?? 'standard']).toLocaleUpperCase(i18n.language);
}
