import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFound } from '../../../components/ui/not-found.tsx';
import { LoadError, Loading } from '../../../components/ui/status.tsx';
import { useRfq } from '../api/queries.ts';
import { isMissing } from '../../../lib/missing.ts';

/** An RFQ as the caller sees it: with its quote count to the buyer, with its own quote to a supplier. */
export type RfqAnswer = NonNullable<ReturnType<typeof useRfq>['data']>;

/**
 * Loads the RFQ as its buyer (no `businessID`) or as a supplier it was sent to, and draws `children` with it; anyone
 * else, and an unknown id, get the not-found text, as the server answers 404 to them.
 */
export function RfqGate({
  rfqID,
  businessID,
  children,
}: {
  rfqID: string;
  businessID?: string | undefined;
  children: (rfq: RfqAnswer) => ReactNode;
}) {
  const { t } = useTranslation('rfq');
  const rfq = useRfq(rfqID, businessID);
  if (isMissing(rfq.error)) return <NotFound title={t('notFound.title')} text={t('notFound.text')} />;
  if (rfq.isError) return <LoadError />;
  if (!rfq.data) return <Loading />;
  return children(rfq.data);
}
