import { randomUUID } from 'node:crypto';
import type { Image, UPLOAD_TARGETS } from '@b2b/contracts';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { App } from '../app.ts';
import type { TestUser } from './test-tokens.ts';

/** A multipart body as a browser sends a form: fields in order, then the file. */
export function multipart(
  fields: Record<string, string>,
  file?: { name: string; type: string; body: Buffer },
) {
  const boundary = `----b2b-${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.body,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * Uploads a small PNG as `user` the way the web client does (signed form, then the file) and answers the image
 * descriptor the server recorded, for tests of routes that take the caller's own pictures.
 */
export async function uploadPicture(
  app: App,
  user: TestUser,
  target: (typeof UPLOAD_TARGETS)[number] = 'business',
  extras?: Record<string, string>,
): Promise<Image> {
  const body = await sharp({ create: { width: 24, height: 24, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  const granted = await app.inject({
    method: 'POST',
    url: `/api/files/upload-request/${target}`,
    headers: user.headers,
    payload: { contentType: 'image/png', fileSize: body.length, ...(extras ? { extras } : {}) },
  });
  expect(granted.statusCode, granted.body).toBe(200);
  const { fields } = granted.json<{ data: { signedPost: { fields: Record<string, string> } } }>().data
    .signedPost;
  const form = multipart(fields, { name: 'picture.png', type: 'image/png', body });
  const posted = await app.inject({ method: 'POST', url: '/files/upload', ...form });
  expect(posted.statusCode, posted.body).toBe(200);
  return posted.json<{ data: Image }>().data;
}
