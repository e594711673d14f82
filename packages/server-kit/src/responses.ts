import { ErrorEnvelopeSchema } from '@b2b/contracts';

/** Declares the contract's error envelope for the given statuses, so the OpenAPI document lists a route's failures. */
export function errorResponses<const S extends readonly number[]>(...statuses: S) {
  return Object.fromEntries(statuses.map((s) => [s, ErrorEnvelopeSchema])) as {
    [K in S[number]]: typeof ErrorEnvelopeSchema;
  };
}
