import type { Subscription } from '@b2b/contracts';
import { useTranslation } from 'react-i18next';
import { LEVEL_NAMES } from '../membership/packages.ts';

/** A business's membership as the administration tags it, in capitals where the language has them: `GOLD`. */
export function useLevelLabel() {
  const { t, i18n } = useTranslation('membership');
  return (level: Subscription | null | undefined) =>
    t(LEVEL_NAMES[level ?? 'standard']).toLocaleUpperCase(i18n.language);
}
