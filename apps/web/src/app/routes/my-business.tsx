import { Info, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../components/ui/button.ts';
import { LoadError, Loading } from '../../components/ui/status.tsx';
import type { MetaFunction, RouteHandle } from '../../lib/meta.ts';
import { portalWords } from '../../lib/portal-words.ts';
import { useMyBusinesses } from '../../features/businesses/api/queries.ts';
import { MyBusinessCard } from '../../features/businesses/components/my-business-card.tsx';
import { MyInvitations } from '../../features/businesses/components/my-invitations.tsx';
import { cardGrid } from '../../components/ui/card-grid.ts';
import styles from './my-business.module.css';
import { paths } from '../../lib/paths.ts';

const meta: MetaFunction = ({ portal, language, t }) => {
  const words = portalWords(portal, language);
  return {
    title: t('businessEditor:meta.myBusinessTitle', words),
    description: t('businessEditor:meta.myBusinessDescription', words),
    canonicalPath: paths.myBusiness.href(),
  };
};

/**
 * The person's businesses and the invitations to join others; the membership pages send buyers here
 * to choose which one to upgrade.
 */
export function Component() {
  const { t } = useTranslation('businessEditor');
  const { data: items, isError } = useMyBusinesses();
  const [params] = useSearchParams();
  const choosing = params.get('membership') === 'choose-business';

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('myBusiness.title')}</h1>
        {items && (
          <Link to={paths.businessCreate.href()} className={buttonClass('accent')}>
            <Plus aria-hidden size={16} />
            {items.length ? t('myBusiness.createAnother') : t('myBusiness.createFirst')}
          </Link>
        )}
      </div>
      {choosing && (
        <p className={styles.hint} role="note">
          <Info aria-hidden size={18} />
          {t('myBusiness.chooseHint')}
        </p>
      )}
      <MyInvitations />
      {isError ? (
        <LoadError />
      ) : !items ? (
        <Loading />
      ) : items.length === 0 ? (
        <p className={styles.empty}>{t('myBusiness.empty')}</p>
      ) : (
        <div className={cardGrid({ md: 2 })}>
          {items.map((item) => (
            <MyBusinessCard key={item.businessID} item={item} />
          ))}
        </div>
      )}
    </div>
  );
}

export const handle = { meta, namespaces: ['businessEditor'] } satisfies RouteHandle;
