import { z } from 'zod';
import { LIMITS } from './limits.ts';

export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** Widths of the WebP versions made of every uploaded image. */
export const IMAGE_VERSION_WIDTHS = [160, 480, 1080] as const;

export const ImageSchema = z.object({
  url: z.string(),
  versions: z.array(z.object({ url: z.string(), width: z.number().int() })),
});
export type Image = z.infer<typeof ImageSchema>;

export const UPLOAD_TARGETS = ['user', 'business'] as const;
export const UploadTargetParamsSchema = z.object({ target: z.enum(UPLOAD_TARGETS) });

export const UploadRequestBodySchema = z.object({
  contentType: z.enum(IMAGE_CONTENT_TYPES, 'Only JPEG, PNG, WebP and GIF images can be uploaded'),
  fileSize: z
    .number()
    .int()
    .min(1)
    .max(LIMITS.photoMaxBytes, `Photos can be at most ${LIMITS.photoMaxBytes / 1024} KB`),
  /** Free context the client wants back (e.g. which photo of the profile). */
  extras: z.record(z.string(), z.string().max(200)).optional(),
});
export type UploadRequestBody = z.infer<typeof UploadRequestBodySchema>;

export const UploadRequestAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({
    signedPost: z.object({ url: z.string(), fields: z.record(z.string(), z.string()) }),
    token: z.string(),
  }),
});

export const UploadResultAnswerSchema = z.object({ success: z.literal(true), data: ImageSchema });
