import { z } from 'zod';
import { LIMITS } from './limits.ts';

/**
 * `skip` and `size` of every paged list; a larger `size` is lowered to the cap, a negative `skip` or one past
 * `LIMITS.maxSkip` is refused.
 */
export const pagingSchema = (defaultSize: number) =>
  z.object({
    skip: z.coerce
      .number()
      .int()
      .min(0, 'skip must be 0 or more')
      .max(LIMITS.maxSkip, `skip can be at most ${LIMITS.maxSkip}`)
      .default(0),
    size: z.coerce
      .number()
      .int()
      .min(1)
      .default(defaultSize)
      .transform((size) => Math.min(size, LIMITS.maxPageSize)),
  });
