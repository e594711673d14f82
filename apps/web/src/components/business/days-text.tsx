import { countText } from '@b2b/contracts';
import { useTranslation } from 'react-i18next';

/** A number of days, the word in the page's language. */
export function DaysText({ days }: { days: number }) {
  const { t } = useTranslation('businesses');
  return days === 1 ? t('facts.day', { days: countText(days) }) : t('facts.days', { days: countText(days) });
}
