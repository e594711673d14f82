import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.ts';
import styles from './buyer-view-bar.module.css';

/**
 * The one bar over a business page that its own people opened as a buyer sees it (`?view=buyer`): it says so and leads
 * back. Loaded, with its words (the My Business screens'), only on that view: the page is at its JavaScript budget.
 */
export default function BuyerViewBar({ backTo, owner }: { backTo: string; owner: boolean }) {
  const { t } = useTranslation('businessEditor');
  return (
    <section className={styles.bar} aria-label={t('buyerView.label')}>
      <p>{t('buyerView.text')}</p>
      <Link to={backTo} className={buttonClass('primary', { size: 'sm' })}>
        {owner ? t('buyerView.backToManage') : t('buyerView.back')}
      </Link>
    </section>
  );
}
