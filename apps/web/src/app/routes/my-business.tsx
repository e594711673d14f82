import { NO_BUSINESS_YET } from '@b2b/contracts';
import { Info, Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../components/ui/button.ts';
import { LoadError, Loading } from '../../components/ui/status.tsx';
import type { MetaFunction, RouteHandle } from '../../lib/meta.ts';
import { useMyBusinesses } from '../../features/businesses/api/queries.ts';
import { MyBusinessCard } from '../../features/businesses/components/my-business-card.tsx';
import { MyInvitations } from '../../features/businesses/components/my-invitations.tsx';
import styles from './my-business.module.css';
import { paths } from '../../lib/paths.ts';

const meta: MetaFunction = ({ portal }) => ({
  title: `My Business | ${portal.brandName} ${portal.countryName}`,
  description: `Your business profiles on ${portal.brandName} ${portal.countryName}.`,
  canonicalPath: paths.myBusiness.href(),
});

/**
 * The person's businesses (section 2 of 02-) and the invitations to join others; the membership pages send buyers here
 * to choose which one to upgrade.
 */
export function Component() {
  const { data: items, isError } = useMyBusinesses();
  const [params] = useSearchParams();
  const choosing = params.get('membership') === 'choose-business';

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>My Business</h1>
        {items && (
          <Link to={paths.businessCreate.href()} className={buttonClass('accent')}>
            <Plus aria-hidden size={16} />
            {items.length ? 'Create another Business profile' : 'Create your Business profile'}
          </Link>
        )}
      </div>
      {choosing && (
        <p className={styles.hint} role="note">
          <Info aria-hidden size={18} />
          Choose the business whose membership you want: open its Manage Business, then the Membership tab.
        </p>
      )}
      <MyInvitations />
      {isError ? (
        <LoadError />
      ) : !items ? (
        <Loading />
      ) : items.length === 0 ? (
        <p className={styles.empty}>{NO_BUSINESS_YET}</p>
      ) : (
        <div className={styles.list}>
          {items.map((item) => (
            <MyBusinessCard key={item.businessID} item={item} />
          ))}
        </div>
      )}
    </div>
  );
}

export const handle = { meta } satisfies RouteHandle;
