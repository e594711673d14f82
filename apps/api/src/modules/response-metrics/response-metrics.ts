import { RESPONSE_METRICS, type ResponseMetrics } from '@b2b/contracts';
import { tables } from '@b2b/db';

const { businessResponseMetrics: metrics } = tables;

/** The stored figures a read joins (by the business's id: one row of the primary key). */
export const responseMetricsColumns = {
  cases: metrics.cases,
  repliedWithin48h: metrics.repliedWithin48h,
  medianFirstReplySeconds: metrics.medianFirstReplySeconds,
};

export interface StoredResponseMetrics {
  cases: number;
  repliedWithin48h: number;
  medianFirstReplySeconds: number | null;
}

/** The figures as answers carry them: none under 5 cases (a new supplier), none for a business never computed. */
export function toResponseMetrics(stored: StoredResponseMetrics | null | undefined): ResponseMetrics {
  const cases = stored?.cases ?? 0;
  if (!stored || cases < RESPONSE_METRICS.minimumCases) {
    return { cases, replyRate: null, medianFirstReplySeconds: null };
  }
  return {
    cases,
    replyRate: stored.repliedWithin48h / cases,
    medianFirstReplySeconds: stored.medianFirstReplySeconds,
  };
}
