import { fileURLToPath } from 'node:url';
import multipart from '@fastify/multipart';
import { endpoints, filesEndpoints, LIMITS } from '@b2b/contracts';
import { AppError, ValidationError, route } from '@b2b/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BusinessAccessPolicy } from '../businesses/business-access.ts';
import { checkBusinessUpload } from './business-uploads.ts';
import type { FilesService } from './files.service.ts';
import { serveLocalFiles } from './storage/serve-local-files.ts';

export interface FileRoutesOptions {
  files: FilesService;
  /** Who may upload a picture for an existing business. */
  businessAccess: Pick<BusinessAccessPolicy, 'requireBusinessAccess'>;
}

/** `POST /api/files/upload-request/{target}`: the signed form for one upload. */
export const fileRoutes: FastifyPluginAsyncZod<FileRoutesOptions> = async (
  app,
  { files, businessAccess },
) => {
  route(app, endpoints.uploadRequest, {
    config: { userRateLimit: 'uploads' },
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      if (request.params.target === 'business') {
        await checkBusinessUpload(businessAccess, user.userID, request.body.extras);
      }
      return {
        success: true as const,
        data: files.requestUpload(user.userID, request.params.target, request.body),
      };
    },
  });
};

/**
 * The intro video and its poster that the portal ships for its default country (`scripts/make-intro-video.sh` makes
 * them), served at `{FILES_URL}/intro/` whatever the storage driver; a country's own film is set by INTRO_VIDEO_URL.
 */
const SHIPPED_INTRO_ROOT = fileURLToPath(new URL('../../../assets/intro', import.meta.url));
/** Their names stay when they are made again, so a day, not forever. */
const SHIPPED_CACHE_CONTROL = 'public, max-age=86400';

export interface FileHostOptions {
  files: FilesService;
  /** The local driver's folder, served here; absent when the files live in a bucket. */
  localRoot?: string | undefined;
}

/**
 * The FILES host on this server: `POST {FILES_URL}/upload` takes signed forms, and with the local driver
 * `GET {FILES_URL}/*` serves the files. Multipart is accepted here only.
 */
export const fileHostRoutes: FastifyPluginAsyncZod<FileHostOptions> = async (app, { files, localRoot }) => {
  // The file limit is one byte over the largest grant, so the service sees the overflow and answers it itself.
  // BODY_LIMIT does not apply: the multipart parser streams the body instead of buffering it.
  await app.register(multipart, {
    limits: { fileSize: LIMITS.photoMaxBytes + 1, files: 1, fields: 12, fieldSize: 4096, parts: 14 },
  });

  route(app, filesEndpoints.fileUpload, {
    handler: async (request) => {
      if (!request.isMultipart()) {
        throw new AppError('UnsupportedMediaType', 'Send the upload as multipart/form-data.');
      }
      const fields: Record<string, string> = Object.create(null) as Record<string, string>;
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (typeof part.value === 'string') fields[part.fieldname] = part.value;
          continue;
        }
        if (part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        return { success: true as const, data: await files.receiveUpload(fields, part.file) };
      }
      throw new ValidationError('The upload has no file; send it last, in a part named file.', [
        { path: 'file', message: 'Required' },
      ]);
    },
  });

  if (localRoot) await serveLocalFiles(app, { root: localRoot });
  await serveLocalFiles(app, {
    root: SHIPPED_INTRO_ROOT,
    prefix: '/intro/',
    cacheControl: SHIPPED_CACHE_CONTROL,
  });
};
