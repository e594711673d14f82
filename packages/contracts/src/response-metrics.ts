import { z } from 'zod';

/**
 * How a business answers what it is sent, over the last 90 days (`RESPONSE_METRICS`): `cases` are the requests and
 * matched RFQs that were answered or left unanswered for 48 hours; `replyRate` the share of them answered within 48
 * hours (0 to 1) and `medianFirstReplySeconds` the median time to the first reply of those answered. Both figures are
 * null under 5 cases (a new supplier), and the median also when none was answered.
 */
export const ResponseMetricsSchema = z.object({
  cases: z.number().int().min(0),
  replyRate: z.number().min(0).max(1).nullable(),
  medianFirstReplySeconds: z.number().int().min(0).nullable(),
});
export type ResponseMetrics = z.infer<typeof ResponseMetricsSchema>;
