import { canEditBusiness, type BusinessProfile } from '@b2b/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation('businessEditor');
  return (
    <BusinessGate businessID={businessID}>
      {(business, access) =>
        canEditBusiness(access) ? (
          children(business)
        ) : (
          <Notice title={t('manage.productsOf', { company: business.general.companyName })}>
            {t('manage.notAllowedProducts')}
          </Notice>
        )
      }
    </BusinessGate>
  );
}
