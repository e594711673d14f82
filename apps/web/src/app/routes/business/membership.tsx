import { idFromSlug, type BusinessProfile } from '@b2b/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Notice } from '../../../components/ui/notice.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { boostKeys } from '../../../features/boosts/api/queries.ts';
import { MembershipUsage } from '../../../features/boosts/components/membership-usage.tsx';
import { BusinessGate } from '../../../features/businesses/components/business-gate.tsx';
import { ManageHeader } from '../../../features/businesses/components/manage-header.tsx';
import { MembershipUpgrade } from '../../../features/membership/components/membership-upgrade.tsx';
import type { MetaFunction, RouteHandle } from '../../../lib/meta.ts';
import { paths } from '../../../lib/paths.ts';
import { portalWords } from '../../../lib/portal-words.ts';
import styles from './manage.module.css';

const meta: MetaFunction = ({ portal, language, pathname, t }) => {
  const words = portalWords(portal, language);
  return {
    title: t('membership:meta.businessTitle', words),
    description: t('membership:meta.businessDescription', words),
    canonicalPath: pathname,
  };
};

/**
 * `/business/{id}/membership`: the owner sees the business's membership, buys a higher one by card, and sees how much of
 * its boosts and support hours is used.
 */
export function Component() {
  const businessID = idFromSlug(useParams().businessID ?? '');
  const queryClient = useQueryClient();
  const { t } = useTranslation('membership');
  return (
    <BusinessGate businessID={businessID}>
      {(business, access) =>
        access === 'owner' ? (
          <div className={styles.page}>
            <ManageHeader
              business={business}
              access={access}
              title={t('manage.title')}
              current="membership"
            />
            <MembershipUpgrade
              businessID={business.businessID}
              // A new level brings its boosts and support hours at once.
              onUpgraded={() =>
                void queryClient.invalidateQueries({ queryKey: boostKeys.ofBusiness(business.businessID) })
              }
            />
            <MembershipUsage businessID={business.businessID} />
          </div>
        ) : (
          <NotOwner business={business} />
        )
      }
    </BusinessGate>
  );
}

function NotOwner({ business }: { business: BusinessProfile }) {
  const { t } = useTranslation('membership');
  const { companyName } = business.general;
  return (
    <Notice title={t('manage.notOwnerTitle')}>
      <RichText
        text={t('manage.notOwnerText', { company: companyName })}
        elements={{
          back: (words) => <Link to={paths.business.href(companyName, business.businessID)}>{words}</Link>,
        }}
      />
    </Notice>
  );
}

export const handle = { meta, namespaces: ['membership', 'businessEditor'] } satisfies RouteHandle;
