import {
  rfqEndpoints,
  type QuoteCreateInput,
  type QuoteDeclineReason,
  type QuoteSort,
  type QuoteUpdate,
  type RfqCreateInput,
  type RfqMarketQuery,
  type RfqStatus,
  type RfqUpdate,
} from '@b2b/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { api } from '../../../lib/api-client.ts';
import { toastFailure } from '../../../lib/toast-failure.ts';
import { toast } from '../../../lib/toast.tsx';

/** Every query key of the domain; any decision or quote makes everything under `all` stale. */
export const rfqKeys = {
  all: ['rfq'] as const,
  mine: (status: RfqStatus | undefined) => ['rfq', 'mine', status ?? 'all'] as const,
  /** An RFQ as its buyer (no `bid`) or as one supplier sees it. */
  detail: (rfqID: string, businessID: string | undefined) =>
    ['rfq', 'detail', rfqID, businessID ?? ''] as const,
  quotes: (rfqID: string, sort: QuoteSort) => ['rfq', 'quotes', rfqID, sort] as const,
  market: (businessID: string, filters: MarketFilters) => ['rfq', 'market', businessID, filters] as const,
  businessQuotes: (businessID: string) => ['rfq', 'business-quotes', businessID] as const,
};

/** The market's filters as its address carries them. */
export type MarketFilters = Pick<RfqMarketQuery, 'categoryID' | 'country' | 'minQuantity' | 'maxQuantity'>;

/** `GET rfq?status`: the person's RFQs (as themself and their businesses), newest first. */
export const useMyRfqs = (status: RfqStatus | undefined) =>
  useQuery(
    queryOptions({
      queryKey: rfqKeys.mine(status),
      queryFn: async ({ signal }) =>
        (await api(rfqEndpoints.rfqMine, { query: status ? { status } : {}, signal })).data,
    }),
  );

/** `GET rfq/{rfqID}[?bid]`: as the buyer, or as `businessID`, a supplier it was sent to. */
export const useRfq = (rfqID: string, businessID?: string) =>
  useQuery(
    queryOptions({
      queryKey: rfqKeys.detail(rfqID, businessID),
      queryFn: async ({ signal }) =>
        (
          await api(rfqEndpoints.rfqGet, {
            params: { rfqID },
            query: businessID ? { bid: businessID } : {},
            signal,
          })
        ).data,
    }),
  );

/** `GET rfq/{rfqID}/quotes?sort`: the buyer's compare listing. */
export const useComparedQuotes = (rfqID: string, sort: QuoteSort) =>
  useQuery(
    queryOptions({
      queryKey: rfqKeys.quotes(rfqID, sort),
      queryFn: async ({ signal }) =>
        (await api(rfqEndpoints.quoteCompare, { params: { rfqID }, query: { sort }, signal })).data,
    }),
  );

/** `GET business/{id}/rfq`: the open RFQs sent to the business, and its quote rights of the month. */
export const useRfqMarket = (businessID: string, filters: MarketFilters) =>
  useQuery(
    queryOptions({
      queryKey: rfqKeys.market(businessID, filters),
      queryFn: async ({ signal }) =>
        (await api(rfqEndpoints.rfqMarket, { params: { id: businessID }, query: filters, signal })).data,
    }),
  );

/** `GET business/{id}/quotes`: the business's quotes, newest first. */
export const useBusinessQuotes = (businessID: string) =>
  useQuery(
    queryOptions({
      queryKey: rfqKeys.businessQuotes(businessID),
      queryFn: async ({ signal }) =>
        (await api(rfqEndpoints.businessQuotes, { params: { id: businessID }, signal })).data,
    }),
  );

/** A change of the domain: a toast of `done` (a key of the `rfq` namespace) and everything of RFQs made stale. */
function useRfqMutation<I, O>(mutationFn: (input: I) => Promise<O>, done?: () => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      if (done) toast.success(done());
      await queryClient.invalidateQueries({ queryKey: rfqKeys.all });
    },
    onError: (error) => toastFailure(error),
  });
}

export const usePostRfq = () =>
  useRfqMutation(
    async (body: RfqCreateInput) => (await api(rfqEndpoints.rfqCreate, { body })).data,
    () => i18next.t('rfq:toast.posted'),
  );

export const useUpdateRfq = (rfqID: string) =>
  useRfqMutation(
    async (body: RfqUpdate) => (await api(rfqEndpoints.rfqUpdate, { params: { rfqID }, body })).data,
    () => i18next.t('rfq:toast.saved'),
  );

export const useCloseRfq = (rfqID: string) =>
  useRfqMutation(
    async () => {
      await api(rfqEndpoints.rfqClose, { params: { rfqID } });
    },
    () => i18next.t('rfq:toast.closed'),
  );

export const useRevealRfq = (rfqID: string) =>
  useRfqMutation(
    async (businessID: string) => {
      await api(rfqEndpoints.rfqReveal, { params: { rfqID }, body: { businessID } });
    },
    () => i18next.t('rfq:toast.revealed'),
  );

export const useSendQuote = (rfqID: string) =>
  useRfqMutation(
    async (body: QuoteCreateInput) => (await api(rfqEndpoints.quoteCreate, { params: { rfqID }, body })).data,
    () => i18next.t('rfq:toast.quoteSent'),
  );

export const useUpdateQuote = (rfqID: string, quoteID: string) =>
  useRfqMutation(
    async (body: QuoteUpdate) =>
      (await api(rfqEndpoints.quoteUpdate, { params: { rfqID, quoteID }, body })).data,
    () => i18next.t('rfq:toast.quoteSaved'),
  );

export const useWithdrawQuote = (rfqID: string, quoteID: string) =>
  useRfqMutation(
    async () => (await api(rfqEndpoints.quoteWithdraw, { params: { rfqID, quoteID } })).data,
    () => i18next.t('rfq:toast.quoteWithdrawn'),
  );

/** The buyer's decisions on a quote of the compare table. */
export const useShortlistQuote = (rfqID: string) =>
  useRfqMutation(
    async (quoteID: string) => (await api(rfqEndpoints.quoteShortlist, { params: { rfqID, quoteID } })).data,
    () => i18next.t('rfq:toast.shortlisted'),
  );

export const useDeclineQuote = (rfqID: string) =>
  useRfqMutation(
    async ({ quoteID, reason }: { quoteID: string; reason: QuoteDeclineReason }) =>
      (await api(rfqEndpoints.quoteDecline, { params: { rfqID, quoteID }, body: { reason } })).data,
    () => i18next.t('rfq:toast.declined'),
  );

/** Awarding answers the message-center thread it opened with the supplier. */
export const useAwardQuote = (rfqID: string) =>
  useRfqMutation(
    async (quoteID: string) =>
      (await api(rfqEndpoints.quoteAward, { params: { rfqID, quoteID } })).data.requestID,
    () => i18next.t('rfq:toast.awarded'),
  );
