import { z } from 'zod';
import { LIMITS } from './limits.ts';

/** `skip` and `size` of every paged list; the server caps `size` and rejects a negative `skip`. */
export const pagingSchema = (defaultSize: number) =>
  z.object({
    skip: z.coerce.number().int().min(0, 'skip must be 0 or more').default(0),
    size: z.coerce.number().int().min(1).max(LIMITS.maxPageSize).default(defaultSize),
  });
