import { z } from 'zod';
import { ERROR_NAMES } from './envelope-values.ts';

export const FieldErrorSchema = z.object({
  /** Dotted path of the failing field, e.g. `general.companyName`. */
  path: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof FieldErrorSchema>;

export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  name: z.enum(ERROR_NAMES),
  /** One sentence a person can read. */
  message: z.string(),
  /** Only for ValidationError: every failing field. */
  errors: z.array(FieldErrorSchema).optional(),
  /** Only for InternalError: the id under which the server logged it. */
  requestId: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

/** `{success: true, data}`: the shape of most answers. */
export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

export const SuccessSchema = z.object({ success: z.literal(true) });
