import { z } from 'zod';
import { LIMITS } from './limits.ts';
import {
  IMAGE_CONTENT_TYPES,
  PHOTO_TOO_LARGE_MESSAGE,
  UNSUPPORTED_IMAGE_MESSAGE,
  UPLOAD_EXTRAS_MAX,
  UPLOAD_TARGETS,
} from './images-values.ts';

export const ImageSchema = z.object({
  url: z.string(),
  versions: z.array(z.object({ url: z.string(), width: z.number().int() })),
});
export type Image = z.infer<typeof ImageSchema>;

export const UploadTargetParamsSchema = z.object({ target: z.enum(UPLOAD_TARGETS) });

const extras = z
  .record(z.string().max(50), z.string().max(200))
  .refine((e) => Object.keys(e).length <= UPLOAD_EXTRAS_MAX, `At most ${UPLOAD_EXTRAS_MAX} extras`);

/** The upload request as the web form checks it before asking. */
export const UploadRequestBodySchema = z.object({
  contentType: z.enum(IMAGE_CONTENT_TYPES, UNSUPPORTED_IMAGE_MESSAGE),
  fileSize: z.number().int().min(1).max(LIMITS.photoMaxBytes, PHOTO_TOO_LARGE_MESSAGE),
  /** Free context the client wants back (e.g. which photo of the profile). */
  extras: extras.optional(),
});
export type UploadRequestBody = z.infer<typeof UploadRequestBodySchema>;

/**
 * The same request as the API route reads it: a type or size that is not allowed is answered 415 or 413 (the contract's
 * names for them), not 400, so the route leaves those two checks to the server's rules.
 */
export const UploadRequestInputSchema = UploadRequestBodySchema.extend({
  contentType: z.string().min(1).max(255),
  fileSize: z.number().int().min(1),
});

export const UploadRequestAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({
    signedPost: z.object({ url: z.string(), fields: z.record(z.string(), z.string()) }),
    token: z.string(),
  }),
});

export const UploadResultAnswerSchema = z.object({ success: z.literal(true), data: ImageSchema });
