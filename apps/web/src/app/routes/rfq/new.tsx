import { LIMITS } from '@b2b/contracts';
import { useTranslation } from 'react-i18next';
import { LoadError, Loading } from '../../../components/ui/status.tsx';
import { useMyBusinesses } from '../../../features/businesses/api/queries.ts';
import { RfqForm } from '../../../features/rfq/components/rfq-form.tsx';
import styles from '../../../features/rfq/components/rfq.module.css';
import type { RouteHandle } from '../../../lib/meta.ts';
import { useSession } from '../../../lib/session.ts';
import { rfqPageMeta } from './meta.ts';

/** `/rfq/new`: a request for quotation, posted as the person or one of their businesses. */
export function Component() {
  const { t } = useTranslation('rfq');
  const session = useSession();
  const businesses = useMyBusinesses();
  if (!session) return null;
  if (businesses.isError) return <LoadError />;
  if (businesses.isPending) return <Loading />;
  const { profile, userID } = session;
  const posters = [
    {
      id: userID,
      name: profile
        ? t('form.you', { name: `${profile.firstName} ${profile.lastName}` })
        : t('form.yourself'),
    },
    ...businesses.data
      .slice(0, LIMITS.actingIdentityBusinesses)
      .map(({ businessID, business }) => ({ id: businessID, name: business.general.companyName })),
  ];
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('new.title')}</h1>
      <p className={styles.lead}>{t('new.lead')}</p>
      <RfqForm posters={posters} userID={userID} defaultCurrency="USD" />
    </div>
  );
}

export const handle = {
  meta: rfqPageMeta('meta.newTitle', 'meta.newDescription'),
  namespaces: ['rfq'],
} satisfies RouteHandle;
