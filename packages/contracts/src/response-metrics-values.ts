/**
 * How a business's response metrics are counted: the requests and matched RFQs of the last `windowDays` days, answered
 * within `replyWithinHours`; under `minimumCases` cases the business shows as a new supplier, without figures.
 */
export const RESPONSE_METRICS = { windowDays: 90, replyWithinHours: 48, minimumCases: 5 } as const;
