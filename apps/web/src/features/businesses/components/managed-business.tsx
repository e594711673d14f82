import { canEditBusiness, type BusinessProfile } from '@b2b/contracts';
import type { ReactNode } from 'react';
import { BusinessGate } from './business-gate.tsx';
import { Notice } from '../../../components/ui/notice.tsx';

/**
 * Draws `children` for the owner and admins of the business; anyone else is told they may not manage its products (the
 * server refuses their changes anyway).
 */
export function ManagedBusiness({
  businessID,
  children,
}: {
  businessID: string;
  children: (business: BusinessProfile) => ReactNode;
}) {
  return (
    <BusinessGate businessID={businessID}>
      {(business, access) =>
        canEditBusiness(access) ? (
          children(business)
        ) : (
          <Notice title={`Products of ${business.general.companyName}`}>
            You are not allowed to manage the products of this business: only its owner and admins can.
          </Notice>
        )
      }
    </BusinessGate>
  );
}
