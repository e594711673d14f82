import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminGate } from '../../features/administration/components/admin-gate.tsx';
import { MailQueue } from '../../features/administration/components/mail-queue.tsx';
import { PaymentMismatches } from '../../features/administration/components/payment-mismatches.tsx';
import { NeedHelpEnquiries } from '../../features/administration/components/need-help-enquiries.tsx';
import { ExchangeRates } from '../../features/administration/components/exchange-rates.tsx';
import { SearchSynonyms } from '../../features/administration/components/search-synonyms.tsx';
import { SupportPanel } from '../../features/administration/components/support-panel.tsx';
import { VerificationQueue } from '../../features/administration/components/verification-queue.tsx';
import { Loading } from '../../components/ui/status.tsx';
import type { MetaFunction, RouteHandle } from '../../lib/meta.ts';
import { portalWords } from '../../lib/portal-words.ts';
import headingStyles from '../../components/ui/page-heading.module.css';
import styles from './business/manage.module.css';

/** Loaded apart: the route table lists each page's chunks, and every first load carries that table. */
const ReviewModeration = lazy(async () => ({
  default: (await import('../../features/reviews/components/review-moderation.tsx')).ReviewModeration,
}));

const meta: MetaFunction = ({ portal, language, pathname, t }) => {
  const words = portalWords(portal, language);
  return {
    title: t('admin:meta.title', words),
    description: t('admin:meta.description', words),
    canonicalPath: pathname,
  };
};

/**
 * `/admin`: the administrators' queue of verification requests, the reported reviews, the record of support given to businesses, the
 * need-help enquiries, the mail queue, the search's synonyms, the exchange rates and the payments that did not pay
 * their plan's price.
 */
export function Component() {
  const { t } = useTranslation('admin');
  return (
    <AdminGate>
      <div className={styles.page}>
        <h1 className={headingStyles.title}>{t('page.title')}</h1>
        <section className={styles.section} aria-labelledby="queue-title">
          <h2 id="queue-title" className={styles.sectionTitle}>
            {t('page.queue')}
          </h2>
          <VerificationQueue />
        </section>
        <section className={styles.section} aria-labelledby="reviews-title">
          <h2 id="reviews-title" className={styles.sectionTitle}>
            {t('page.reviews')}
          </h2>
          <Suspense fallback={<Loading />}>
            <ReviewModeration />
          </Suspense>
        </section>
        <section className={styles.section} aria-labelledby="support-title">
          <h2 id="support-title" className={styles.sectionTitle}>
            {t('page.support')}
          </h2>
          <SupportPanel />
        </section>
        <section className={styles.section} aria-labelledby="need-help-title">
          <h2 id="need-help-title" className={styles.sectionTitle}>
            {t('page.needHelp')}
          </h2>
          <NeedHelpEnquiries />
        </section>
        <section className={styles.section} aria-labelledby="mail-title">
          <h2 id="mail-title" className={styles.sectionTitle}>
            {t('page.mail')}
          </h2>
          <MailQueue />
        </section>
        <section className={styles.section} aria-labelledby="synonyms-title">
          <h2 id="synonyms-title" className={styles.sectionTitle}>
            {t('page.synonyms')}
          </h2>
          <SearchSynonyms />
        </section>
        <section className={styles.section} aria-labelledby="rates-title">
          <h2 id="rates-title" className={styles.sectionTitle}>
            {t('page.exchangeRates')}
          </h2>
          <ExchangeRates />
        </section>
        <section className={styles.section} aria-labelledby="mismatches-title">
          <h2 id="mismatches-title" className={styles.sectionTitle}>
            {t('page.paymentMismatches')}
          </h2>
          <PaymentMismatches />
        </section>
      </div>
    </AdminGate>
  );
}

export const handle = { meta, namespaces: ['admin', 'reviews'] } satisfies RouteHandle;
