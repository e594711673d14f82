import './zod-jitless.ts';
import {
  IMAGE_CONTENT_TYPES,
  LIMITS,
  PHOTO_TOO_LARGE_MESSAGE,
  UNSUPPORTED_IMAGE_MESSAGE,
  UploadResultAnswerSchema,
  uploadEndpoints,
  type Image,
  type UPLOAD_TARGETS,
} from '@b2b/contracts';
import { api, ApiError } from './api-client.ts';

/** Why the browser refused a file before sending it; the server checks both again. */
export class UploadRejected extends Error {}

/** The browser's own checks (images only, at most 500 KB), so a wrong file costs no round trip. */
export function checkImageFile(file: File): void {
  if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type)) {
    throw new UploadRejected(UNSUPPORTED_IMAGE_MESSAGE);
  }
  if (file.size > LIMITS.photoMaxBytes) {
    throw new UploadRejected(PHOTO_TOO_LARGE_MESSAGE);
  }
}

/**
 * Uploads an image the contract's way: ask for a signed destination with the type and size, then post the signed fields
 * and the file (last) to it. Answers the stored image with its versions. `extras` tell the server what the picture is
 * for, e.g. `{businessID}` for a business upload, whose membership the server checks.
 */
export async function uploadImage(
  target: (typeof UPLOAD_TARGETS)[number],
  file: File,
  extras?: Record<string, string>,
): Promise<Image> {
  checkImageFile(file);
  const { data } = await api(uploadEndpoints.uploadRequest, {
    params: { target },
    body: { contentType: file.type, fileSize: file.size, ...(extras ? { extras } : {}) },
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(data.signedPost.fields)) form.append(name, value);
  form.append('file', file);
  let response: Response;
  try {
    // The signed form names its own address, the files host's upload (`filesEndpoints.fileUpload`).
    response = await fetch(data.signedPost.url, { method: 'POST', body: form });
  } catch {
    throw new ApiError(0, 'NetworkError', 'Network error');
  }
  const answer = UploadResultAnswerSchema.safeParse(await response.json().catch(() => null));
  if (!response.ok || !answer.success) {
    throw new ApiError(response.status, 'InternalError', 'The upload was not accepted.');
  }
  return answer.data.data;
}
