import type { Subscription } from '@b2b/contracts';
import { useTranslation } from 'react-i18next';

const LEVEL_NAMES = {
  standard: 'levels.standard',
  gold: 'levels.gold',
  premium: 'levels.premium',
  platinum: 'levels.platinum',
} as const satisfies Record<Subscription, string>;

/** A business's membership as the administration tags it, in capitals where the language has them: `GOLD`. */
export function useLevelLabel() {
  const { t, i18n } = useTranslation('admin');
  return (level: Subscription | null | undefined) =>
    t(LEVEL_NAMES[level ?? 'standard']).toLocaleUpperCase(i18n.language);
}
