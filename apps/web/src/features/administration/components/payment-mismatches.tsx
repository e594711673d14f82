import type { PaymentMismatch } from '@b2b/contracts';
import { useTranslation } from 'react-i18next';
import { FactList, filledFacts } from '../../../components/ui/fact-list.tsx';
import { LoadError, Loading, NoContent } from '../../../components/ui/status.tsx';
import { formatDateTimeUTC } from '../../../lib/format-date.ts';
import { formatNumber } from '../../../lib/format-number.ts';
import { useLanguage } from '../../../lib/language.ts';
import { useLevelName } from '../../../lib/level-names.ts';
import { usePaymentMismatches } from '../api/queries.ts';
import styles from './administration.module.css';
import { ShowMoreButton } from './show-more-button.tsx';

type Language = ReturnType<typeof useLanguage>;

/** An amount in a currency's smallest unit, as money of that currency; a code that is no currency shows as it came. */
function money(cents: number, currency: string, language: Language): string {
  if (!/^[a-z]{3}$/i.test(currency)) return `${formatNumber(cents / 100, language)} ${currency}`;
  return formatNumber(cents / 100, language, { style: 'currency', currency: currency.toUpperCase() });
}

function Mismatch({ mismatch }: { mismatch: PaymentMismatch }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const levelName = useLevelName();
  const paid =
    mismatch.paidCents === null || mismatch.paidCurrency === null
      ? t('mismatches.noAmount')
      : money(mismatch.paidCents, mismatch.paidCurrency, language);
  return (
    <li className={styles.enquiry}>
      <h3 className={styles.enquiryTitle}>{mismatch.businessName ?? t('mismatches.businessGone')}</h3>
      <span className={styles.meta}>
        {t('mismatches.recorded', { date: formatDateTimeUTC(mismatch.recordedAt, language) })}
      </span>
      <FactList
        stacked
        facts={filledFacts([
          [t('mismatches.plan'), levelName(mismatch.subscription)],
          [t('mismatches.expected'), money(mismatch.expectedCents, mismatch.expectedCurrency, language)],
          [t('mismatches.paid'), paid],
          [t('mismatches.payment'), `${mismatch.provider} · ${mismatch.paymentID}`],
          [
            t('mismatches.email'),
            mismatch.email && <a href={`mailto:${mismatch.email}`}>{mismatch.email}</a>,
          ],
        ])}
      />
    </li>
  );
}

/**
 * Payments the card provider reported that did not pay their plan's price: the membership was not changed, and an
 * administrator settles each with the payer (a refund at the provider, or the level granted by hand).
 */
export function PaymentMismatches() {
  const { t } = useTranslation('admin');
  const mismatches = usePaymentMismatches();
  if (mismatches.isError) return <LoadError />;
  if (!mismatches.data) return <Loading />;
  const list = mismatches.data.pages.flatMap((page) => page.mismatches);
  return (
    <div className={styles.block}>
      <p>{t('mismatches.intro')}</p>
      {list.length === 0 ? (
        <NoContent message={t('mismatches.empty')} />
      ) : (
        <>
          <p className={styles.meta}>{t('mismatches.count', { count: mismatches.data.pages[0]!.total })}</p>
          <ul className={styles.queue}>
            {list.map((mismatch) => (
              <Mismatch key={mismatch.id} mismatch={mismatch} />
            ))}
          </ul>
          <ShowMoreButton list={mismatches} />
        </>
      )}
    </div>
  );
}
