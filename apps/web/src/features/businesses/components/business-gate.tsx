import type { BusinessAccess, BusinessProfile } from '@b2b/contracts';
import type { ReactNode } from 'react';
import { isMissing } from '../../../lib/missing.ts';
import { NotFound } from '../../../components/ui/not-found.tsx';
import { LoadError, Loading } from '../../../components/ui/status.tsx';
import { useBusinessProfile } from '../api/queries.ts';
import { useTranslation } from 'react-i18next';

/**
 * Loads the business as the signed-in person sees it and draws `children` with their access (null when they have none);
 * an unknown business gets the not-found text.
 */
export function BusinessGate({
  businessID,
  children,
}: {
  businessID: string;
  children: (business: BusinessProfile, access: BusinessAccess | null) => ReactNode;
}) {
  const business = useBusinessProfile(businessID);
  const { error } = business;
  if (isMissing(error)) return <BusinessNotFound />;
  if (business.isError) return <LoadError />;
  // A visitor's answer may stand in while the person's own loads: it carries no access, so it must not decide.
  if (!business.data || business.isPlaceholderData) return <Loading />;
  return children(business.data.data, business.data.session?.access ?? null);
}

/** A business's page whose business does not exist, or no longer does. */
export function BusinessNotFound() {
  const { t } = useTranslation('businesses');
  return <NotFound title={t('notFound.title')} text={t('notFound.text')} />;
}
