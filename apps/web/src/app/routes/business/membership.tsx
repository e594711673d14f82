import { idFromSlug, type BusinessProfile } from '@b2b/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Notice } from '../../../components/ui/notice.tsx';
import { boostKeys } from '../../../features/boosts/api/queries.ts';
import { MembershipUsage } from '../../../features/boosts/components/membership-usage.tsx';
import { BusinessGate } from '../../../features/businesses/components/business-gate.tsx';
import { ManageHeader } from '../../../features/businesses/components/manage-header.tsx';
import { MembershipUpgrade } from '../../../features/membership/components/membership-upgrade.tsx';
import type { MetaFunction, RouteHandle } from '../../../lib/meta.ts';
import { paths } from '../../../lib/paths.ts';
import styles from './manage.module.css';

const meta: MetaFunction = ({ portal, pathname }) => ({
  title: `Business membership | ${portal.brandName} ${portal.countryName}`,
  description: `Upgrade the membership of your business on ${portal.brandName} ${portal.countryName}.`,
  canonicalPath: pathname,
});

/**
 * `/business/{id}/membership`: the owner sees the business's membership, buys a higher one by card, and sees how much of
 * its boosts and support hours is used.
 */
export function Component() {
  const businessID = idFromSlug(useParams().businessID ?? '');
  const queryClient = useQueryClient();
  return (
    <BusinessGate businessID={businessID}>
      {(business, access) =>
        access === 'owner' ? (
          <div className={styles.page}>
            <ManageHeader business={business} access={access} title="Membership" current="membership" />
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
  const { companyName } = business.general;
  return (
    <Notice title="You cannot manage this membership">
      Only the owner of {companyName} can see and upgrade its membership.{' '}
      <Link to={paths.business.href(companyName, business.businessID)}>Back to the business page</Link>
    </Notice>
  );
}

export const handle = { meta } satisfies RouteHandle;
