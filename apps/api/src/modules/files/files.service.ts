import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import {
  IMAGE_CONTENT_TYPES,
  LIMITS,
  PHOTO_TOO_LARGE_MESSAGE,
  UNSUPPORTED_IMAGE_MESSAGE,
  type Image,
  type UPLOAD_TARGETS,
  UPLOAD_USED_MESSAGE,
} from '@b2b/contracts';
import { AppError, Conflict, ValidationError } from '@b2b/server-kit';
import type { FilesRepository } from './files.repository.ts';
import { detectImageType, ImageTooLarge, processImage } from './image-processing.ts';
import type { FileStorage } from './storage/file-storage.ts';
import { storedImage } from './stored-image.ts';
import { signUploadPolicy, UPLOAD_POLICY_TTL_SECONDS, verifyUploadPolicy } from './upload-policy.ts';

export type UploadTarget = (typeof UPLOAD_TARGETS)[number];

export interface UploadRequest {
  contentType: string;
  fileSize: number;
  extras?: Record<string, string> | undefined;
}

export interface SignedPost {
  signedPost: { url: string; fields: Record<string, string> };
  token: string;
}

export interface FilesServiceOptions {
  repo: FilesRepository;
  storage: FileStorage;
  /** The key of the upload forms' HMAC. */
  secret: string;
  /** Where the browser posts the form: `${FILES_URL}/upload`. */
  uploadUrl: string;
}

const unsupported = (message = UNSUPPORTED_IMAGE_MESSAGE) => new AppError('UnsupportedMediaType', message);
const tooLarge = (message = PHOTO_TOO_LARGE_MESSAGE) => new AppError('PayloadTooLarge', message);

/**
 * Reads a stream to its end but keeps at most `max` bytes: past that it only counts, so memory stays bounded while
 * the rest of the request is consumed and the answer can still be sent.
 */
function readAtMost(stream: Readable, max: number): Promise<{ bytes: Buffer | null; total: number }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    stream.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total <= max) chunks.push(chunk);
      else chunks.length = 0;
    });
    stream.once('end', () => resolve({ bytes: total <= max ? Buffer.concat(chunks) : null, total }));
    stream.once('error', reject);
  });
}

export function filesService({ repo, storage, secret, uploadUrl }: FilesServiceOptions) {
  return {
    /** Grants one upload: a form signed for this person, this destination and this size, for five minutes. */
    requestUpload(ownerUserID: string, target: UploadTarget, request: UploadRequest): SignedPost {
      if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(request.contentType)) throw unsupported();
      if (request.fileSize > LIMITS.photoMaxBytes) throw tooLarge();
      // Who may upload for a business is checked before this (`checkBusinessUpload`); the extras are kept beside the
      // file, and the picture is bound to its uploader either way.
      const fields = signUploadPolicy(secret, {
        key: `${target}/${ownerUserID}/${randomUUID()}`,
        contentType: request.contentType,
        maxBytes: request.fileSize,
        expires: Math.floor(Date.now() / 1000) + UPLOAD_POLICY_TTL_SECONDS,
        owner: ownerUserID,
        target,
        ...(request.extras && Object.keys(request.extras).length > 0
          ? { extras: JSON.stringify(request.extras) }
          : {}),
      });
      return { signedPost: { url: uploadUrl, fields }, token: fields.signature! };
    },

    /**
     * Takes the file of a signed form: checks the signature and expiry, the size against the grant while reading, and
     * the type by the bytes; stores the re-encoded original and its WebP versions and records them. Nothing is stored
     * unless every check passed.
     */
    async receiveUpload(fields: Record<string, string>, file: Readable): Promise<Image> {
      let policy: ReturnType<typeof verifyUploadPolicy>;
      try {
        policy = verifyUploadPolicy(secret, fields);
        if (await repo.exists(policy.fileID)) {
          throw new Conflict(UPLOAD_USED_MESSAGE);
        }
      } catch (error) {
        // The answer waits until the browser has sent the whole file: a connection left mid-body stays busy on the
        // server and the browser may never read the refusal.
        file.resume();
        await finished(file).catch(() => undefined);
        throw error;
      }
      const { bytes, total } = await readAtMost(file, policy.maxBytes);
      if (!bytes) {
        throw total > LIMITS.photoMaxBytes
          ? tooLarge()
          : tooLarge('The file is larger than the size given when the upload was requested.');
      }
      const contentType = await detectImageType(bytes);
      if (!contentType) throw unsupported();
      let processed: Awaited<ReturnType<typeof processImage>>;
      try {
        processed = await processImage(bytes, contentType);
      } catch (error) {
        if (error instanceof ImageTooLarge) {
          throw new ValidationError(error.message, [{ path: 'file', message: error.message }]);
        }
        throw unsupported('The image could not be read; it may be damaged.');
      }

      const {
        key: originalKey,
        files,
        image,
      } = storedImage(policy.key, processed, (key) => storage.urlOf(key));
      // The row comes first: of two uploads with one form only the one that records it writes files, so the other's
      // clean-up can never remove them.
      const recorded = await repo.insert({
        id: policy.fileID,
        key: originalKey,
        ownerUserID: policy.owner,
        target: policy.target,
        contentType,
        bytes: bytes.length,
        image,
        extras: policy.extras === undefined ? null : (JSON.parse(policy.extras) as Record<string, string>),
      });
      if (!recorded) throw new Conflict(UPLOAD_USED_MESSAGE);
      try {
        await Promise.all(files.map((f) => storage.put(f.key, f.body, f.contentType)));
      } catch (error) {
        await storage.remove(files.map((f) => f.key)).catch(() => undefined);
        await repo.remove(policy.fileID);
        throw error;
      }
      return image;
    },

    /** The recorded image at this url if this person uploaded it, so nobody can show another person's picture as theirs. */
    ownImage(userID: string, url: string): Promise<Image | null> {
      return repo.findImageOf(userID, url);
    },
  };
}

export type FilesService = ReturnType<typeof filesService>;
