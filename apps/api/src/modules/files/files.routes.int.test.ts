import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  LIMITS,
  PHOTO_TOO_LARGE_MESSAGE,
  UNSUPPORTED_IMAGE_MESSAGE,
  type ErrorEnvelope,
  type Image,
  type UserProfile,
} from '@b2b/contracts';
import { eq, tables } from '@b2b/db';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { portalConfigOf } from '../../config.ts';
import { buildTestApp, testPortalEnv } from '../../test/build-test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import type { TestUser } from '../../test/test-tokens.ts';
import { animatedGif } from '../../test/hostile-images.ts';
import { multipart } from '../../test/uploads.ts';
import { signUploadPolicy, type UploadPolicy } from './upload-policy.ts';

const FILES_URL = 'http://localhost:3000/files';

const filesDir = await mkdtemp(join(tmpdir(), 'b2b-upload-test-'));
afterAll(() => rm(filesDir, { recursive: true, force: true }));
const { app, database, tokens } = await useTestApp({ env: { FILES_DIR: filesDir } });

/** A plain picture: it compresses to almost nothing. */
function picture(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });
}

/** A picture of noise: it does not compress, so its size follows its pixel count. */
function noise(width: number, height: number) {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });
}

function requestUpload(user: TestUser | null, body: Record<string, unknown>, target = 'user') {
  return app.inject({
    method: 'POST',
    url: `/api/files/upload-request/${target}`,
    ...(user ? { headers: user.headers } : {}),
    payload: body,
  });
}

async function grant(user: TestUser, body: Record<string, unknown>, target = 'user') {
  const response = await requestUpload(user, body, target);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    success: true;
    data: { signedPost: { url: string; fields: Record<string, string> }; token: string };
  }>().data;
}

function postFile(fields: Record<string, string>, file?: { name: string; type: string; body: Buffer }) {
  const { payload, headers } = multipart(fields, file);
  return app.inject({ method: 'POST', url: '/files/upload', payload, headers });
}

/** Grants and posts in one go, as the web client does. */
async function upload(user: TestUser, body: Buffer, type: string, name = 'picture') {
  const { signedPost } = await grant(user, { contentType: type, fileSize: body.length });
  return postFile(signedPost.fields, { name, type, body });
}

const pathOf = (url: string) => new URL(url).pathname;

async function storedFiles(): Promise<string[]> {
  return (await readdir(filesDir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

const recordsOf = (userID: string) =>
  database.db.select().from(tables.uploadedFiles).where(eq(tables.uploadedFiles.ownerUserID, userID));

describe('POST /api/files/upload-request/{target}', () => {
  it('signs a form for the upload endpoint, valid for five minutes', async () => {
    const user = await tokens.signIn();
    const before = Math.floor(Date.now() / 1000);
    const data = await grant(user, { contentType: 'image/png', fileSize: 1234 });
    expect(data.signedPost.url).toBe(`${FILES_URL}/upload`);
    const { fields } = data.signedPost;
    expect(fields).toMatchObject({
      contentType: 'image/png',
      maxBytes: '1234',
      owner: user.userID,
      target: 'user',
      signature: data.token,
    });
    expect(fields.key).toMatch(new RegExp(`^user/${user.userID}/[0-9a-f-]{36}$`));
    expect(Number(fields.expires) - before).toBeGreaterThanOrEqual(299);
    expect(Number(fields.expires) - before).toBeLessThanOrEqual(301);
  });

  it('refuses a type that is not an image (415) and a file over 500 KB (413) before any upload', async () => {
    const user = await tokens.signIn();
    const text = await requestUpload(user, { contentType: 'text/plain', fileSize: 100 });
    expect(text.statusCode).toBe(415);
    expect(text.json<ErrorEnvelope>()).toMatchObject({
      name: 'UnsupportedMediaType',
      message: UNSUPPORTED_IMAGE_MESSAGE,
    });
    const big = await requestUpload(user, { contentType: 'image/jpeg', fileSize: 512_001 });
    expect(big.statusCode).toBe(413);
    expect(big.json<ErrorEnvelope>()).toMatchObject({
      name: 'PayloadTooLarge',
      message: PHOTO_TOO_LARGE_MESSAGE,
    });
    expect((await requestUpload(user, { contentType: 'image/jpeg', fileSize: 512_000 })).statusCode).toBe(
      200,
    );
  });

  it('answers 401 to a visitor and 400 to an unknown target', async () => {
    const visitor = await requestUpload(null, { contentType: 'image/png', fileSize: 10 });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json<ErrorEnvelope>().name).toBe('TokenNotFound');
    const user = await tokens.signIn();
    expect(
      (await requestUpload(user, { contentType: 'image/png', fileSize: 10 }, 'product')).statusCode,
    ).toBe(400);
  });
});

describe('POST /files/upload', () => {
  it('stores a PNG with WebP versions no wider than it, records it, and serves every file', async () => {
    const user = await tokens.signIn();
    const png = await picture(800, 600).png().toBuffer();
    const response = await upload(user, png, 'image/png', 'photo.png');
    expect(response.statusCode, response.body).toBe(200);
    const image = response.json<{ success: true; data: Image }>().data;
    expect(image.url).toMatch(new RegExp(`^${FILES_URL}/user/${user.userID}/[0-9a-f-]{36}\\.png$`));
    expect(image.versions.map((v) => v.width)).toEqual([160, 480, 800]);

    const original = await app.inject({ method: 'GET', url: pathOf(image.url) });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const version of image.versions) {
      const served = await app.inject({ method: 'GET', url: pathOf(version.url) });
      expect(served.statusCode, version.url).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(version.width);
    }

    const records = await recordsOf(user.userID);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ target: 'user', contentType: 'image/png', bytes: png.length, image });
    expect(await storedFiles()).toHaveLength(4 * (await database.db.$count(tables.uploadedFiles)));
  });

  it('re-encodes a JPEG without its metadata and does not enlarge a small one', async () => {
    const user = await tokens.signIn();
    const jpeg = await noise(120, 90)
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-maker' } } })
      .toBuffer();
    expect(jpeg.includes('secret-maker')).toBe(true);
    const response = await upload(user, jpeg, 'image/jpeg', 'photo.jpg');
    expect(response.statusCode, response.body).toBe(200);
    const image = response.json<{ data: Image }>().data;
    expect(image.url).toMatch(/\.jpg$/);
    expect(image.versions).toEqual([{ url: expect.stringMatching(/-120\.webp$/), width: 120 }]);
    const stored = await app.inject({ method: 'GET', url: pathOf(image.url) });
    expect(stored.headers['content-type']).toBe('image/jpeg');
    expect(stored.rawPayload.includes('secret-maker')).toBe(false);
  });

  it('judges the type by the bytes: a text file named .png is refused and nothing is stored', async () => {
    const user = await tokens.signIn();
    const filesBefore = await storedFiles();
    const text = Buffer.from('This is not a picture at all, only text pretending to be one.\n'.repeat(20));
    const response = await upload(user, text, 'image/png', 'photo.png');
    expect(response.statusCode).toBe(415);
    expect(response.json<ErrorEnvelope>().name).toBe('UnsupportedMediaType');
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await recordsOf(user.userID)).toHaveLength(0);
  });

  it('refuses an animation over the frame or pixel limits with 400, and stores nothing', async () => {
    const user = await tokens.signIn();
    const filesBefore = await storedFiles();
    for (const [bomb, limit] of [
      [await animatedGif(51, 16, 16), 'at most 50 frames'],
      [await animatedGif(34, 600, 600), 'at most 12 megapixels in all its frames'],
    ] as const) {
      const response = await upload(user, bomb, 'image/gif', 'bomb.gif');
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<ErrorEnvelope>()).toMatchObject({
        success: false,
        name: 'ValidationError',
        message: expect.stringContaining(limit) as string,
        errors: [{ path: 'file' }],
      });
    }
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await recordsOf(user.userID)).toHaveLength(0);
  });

  it('refuses a real image over 500 KB while reading it, and stores nothing', async () => {
    const user = await tokens.signIn();
    const big = await noise(420, 420).png({ compressionLevel: 0 }).toBuffer();
    expect(big.length).toBeGreaterThan(501 * 1024);
    const filesBefore = await storedFiles();
    const { signedPost } = await grant(user, { contentType: 'image/png', fileSize: LIMITS.photoMaxBytes });
    const response = await postFile(signedPost.fields, { name: 'big.png', type: 'image/png', body: big });
    expect(response.statusCode).toBe(413);
    expect(response.json<ErrorEnvelope>()).toMatchObject({
      name: 'PayloadTooLarge',
      message: PHOTO_TOO_LARGE_MESSAGE,
    });
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await recordsOf(user.userID)).toHaveLength(0);
  });

  it('refuses a file larger than the size its form was granted for', async () => {
    const user = await tokens.signIn();
    const png = await noise(64, 64).png().toBuffer();
    const { signedPost } = await grant(user, { contentType: 'image/png', fileSize: png.length - 1 });
    const response = await postFile(signedPost.fields, { name: 'a.png', type: 'image/png', body: png });
    expect(response.statusCode).toBe(413);
    expect(await recordsOf(user.userID)).toHaveLength(0);
  });

  it('refuses an expired form with 403', async () => {
    const user = await tokens.signIn();
    const policy: UploadPolicy = {
      key: `user/${user.userID}/${randomUUID()}`,
      contentType: 'image/png',
      maxBytes: 10_000,
      expires: Math.floor(Date.now() / 1000) - 1,
      owner: user.userID,
      target: 'user',
    };
    const fields = signUploadPolicy(testPortalEnv().FILES_SIGNING_SECRET!, policy);
    const png = await noise(32, 32).png().toBuffer();
    const response = await postFile(fields, { name: 'a.png', type: 'image/png', body: png });
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorEnvelope>()).toMatchObject({
      name: 'Forbidden',
      message: expect.stringMatching(/expired/),
    });
    expect(await recordsOf(user.userID)).toHaveLength(0);
  });

  it('refuses a form with any signed field altered, with 403', async () => {
    const user = await tokens.signIn();
    const other = await tokens.signIn();
    const png = await noise(32, 32).png().toBuffer();
    const { signedPost } = await grant(user, { contentType: 'image/png', fileSize: png.length });
    const alterations: Record<string, string>[] = [
      { owner: other.userID },
      { maxBytes: String(LIMITS.photoMaxBytes) },
      { expires: String(Number(signedPost.fields.expires) + 3600) },
      { key: `user/${user.userID}/${randomUUID()}` },
      { target: 'business' },
      { signature: signedPost.fields.signature!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) },
      { extras: '{"slot":"cover"}' },
    ];
    for (const change of alterations) {
      const response = await postFile(
        { ...signedPost.fields, ...change },
        { name: 'a.png', type: 'image/png', body: png },
      );
      expect(response.statusCode, JSON.stringify(change)).toBe(403);
      expect(response.json<ErrorEnvelope>().name).toBe('Forbidden');
    }
    expect(await recordsOf(user.userID)).toHaveLength(0);
    expect(await recordsOf(other.userID)).toHaveLength(0);
  });

  it('takes one file per form: using it again is a conflict', async () => {
    const user = await tokens.signIn();
    const png = await noise(40, 40).png().toBuffer();
    const { signedPost } = await grant(user, { contentType: 'image/png', fileSize: png.length });
    const file = { name: 'a.png', type: 'image/png', body: png };
    expect((await postFile(signedPost.fields, file)).statusCode).toBe(200);
    const again = await postFile(signedPost.fields, file);
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorEnvelope>().name).toBe('Conflict');
    expect(await recordsOf(user.userID)).toHaveLength(1);
  });

  it('answers 400 when fields or the file are missing, and 415 to a body that is not multipart', async () => {
    const user = await tokens.signIn();
    const png = await noise(16, 16).png().toBuffer();
    const { signedPost } = await grant(user, { contentType: 'image/png', fileSize: png.length });
    const { signature: _signature, ...unsigned } = signedPost.fields;
    const noSignature = await postFile(unsigned, { name: 'a.png', type: 'image/png', body: png });
    expect(noSignature.statusCode).toBe(400);
    expect(noSignature.json<ErrorEnvelope>().errors).toEqual([{ path: 'signature', message: 'Required' }]);
    const noFile = await postFile(signedPost.fields);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json<ErrorEnvelope>().errors?.[0]?.path).toBe('file');
    const json = await app.inject({ method: 'POST', url: '/files/upload', payload: signedPost.fields });
    expect(json.statusCode).toBe(415);
  });

  it('keeps the extras of a business upload', async () => {
    const user = await tokens.signIn();
    const png = await noise(50, 50).png().toBuffer();
    const { signedPost } = await grant(
      user,
      { contentType: 'image/png', fileSize: png.length, extras: { slot: 'cover' } },
      'business',
    );
    expect(signedPost.fields.key).toMatch(new RegExp(`^business/${user.userID}/`));
    const response = await postFile(signedPost.fields, { name: 'a.png', type: 'image/png', body: png });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: Image }>().data.url).toContain(`/files/business/${user.userID}/`);
    const [record] = await recordsOf(user.userID);
    expect(record).toMatchObject({ target: 'business', extras: { slot: 'cover' } });
  });
});

describe('GET /files/*', () => {
  it('serves no folder listing, nothing outside the folder and no dot files', async () => {
    for (const url of [
      '/files/',
      '/files/user/',
      '/files/../package.json',
      '/files/%2e%2e/%2e%2e/package.json',
      '/files/..%2f..%2fpackage.json',
      '/files/.hidden',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body, url).not.toContain('"workspaces"');
    }
  });
});

describe('GET /files/intro/*', () => {
  it("serves the shipped intro video at the portal's default address, with ranges for seeking, and its poster", async () => {
    const portal = portalConfigOf(testPortalEnv());
    const video = await app.inject({ method: 'GET', url: portal.introVideoUrl });
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/mp4');
    // An MP4 opens with its `ftyp` box; a real film of a few seconds, yet light enough for any page.
    expect(video.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(video.rawPayload.length).toBeGreaterThan(20_000);
    expect(video.rawPayload.length).toBeLessThan(300_000);
    const part = await app.inject({
      method: 'GET',
      url: portal.introVideoUrl,
      headers: { range: 'bytes=0-99' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(100);

    const poster = await app.inject({ method: 'GET', url: portal.introPosterUrl });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(poster.rawPayload).metadata()).toMatchObject({ width: 640, height: 360 });
  });

  it('serves nothing else from there', async () => {
    for (const url of ['/files/intro/', '/files/intro/../../package.json', '/files/intro/missing.mp4']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('"workspaces"');
    }
  });
});

describe('pictures of the profile', () => {
  it("refuses another person's upload (403) and saves one's own, with its recorded versions", async () => {
    const owner = await tokens.signIn();
    const other = await tokens.signIn();
    const png = await picture(600, 200).png().toBuffer();
    const theirs = (await upload(owner, png, 'image/png')).json<{ data: Image }>().data;

    const put = (user: TestUser, payload: Record<string, unknown>) =>
      app.inject({ method: 'PUT', url: '/api/user/profile', headers: user.headers, payload });
    const stolen = await put(other, { profilePhoto: theirs });
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json<ErrorEnvelope>().name).toBe('Forbidden');

    const mine = (await upload(other, png, 'image/png')).json<{ data: Image }>().data;
    const saved = await put(other, { profilePhoto: { url: mine.url, versions: [] }, coverPhoto: mine });
    expect(saved.statusCode, saved.body).toBe(200);
    const profile = (
      await app.inject({ method: 'GET', url: '/api/user/profile', headers: other.headers })
    ).json<{ data: UserProfile }>().data;
    expect(profile.profilePhoto).toEqual(mine);
    expect(profile.coverPhoto).toEqual(mine);
  });
});

describe('body limit', () => {
  it('lets an upload larger than BODY_LIMIT through: only the photo limit applies to it', async () => {
    const small = await buildTestApp({ authKeySet: tokens.keySet, env: { BODY_LIMIT: '1024' } });
    try {
      const user = await tokens.signIn();
      const png = await noise(64, 64).png().toBuffer();
      expect(png.length).toBeGreaterThan(4096);
      const granted = await small.inject({
        method: 'POST',
        url: '/api/files/upload-request/user',
        headers: user.headers,
        payload: { contentType: 'image/png', fileSize: png.length },
      });
      const { fields } = granted.json<{ data: { signedPost: { fields: Record<string, string> } } }>().data
        .signedPost;
      const { payload, headers } = multipart(fields, { name: 'a.png', type: 'image/png', body: png });
      const response = await small.inject({ method: 'POST', url: '/files/upload', payload, headers });
      expect(response.statusCode, response.body).toBe(200);
    } finally {
      await small.close();
    }
  });
});

describe('over a real connection', () => {
  it('answers an oversized or altered upload while the browser is still sending, without hanging', async () => {
    const served = await buildTestApp({ database, authKeySet: tokens.keySet });
    try {
      const address = await served.listen({ host: '127.0.0.1', port: 0 });
      const user = await tokens.signIn();
      const granted = await fetch(`${address}/api/files/upload-request/user`, {
        method: 'POST',
        headers: { ...user.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ contentType: 'image/png', fileSize: LIMITS.photoMaxBytes }),
      });
      const { fields } = (
        (await granted.json()) as { data: { signedPost: { fields: Record<string, string> } } }
      ).data.signedPost;
      const big = await noise(700, 700).png({ compressionLevel: 0 }).toBuffer();
      const send = async (formFields: Record<string, string>) => {
        const form = new FormData();
        for (const [name, value] of Object.entries(formFields)) form.append(name, value);
        form.append('file', new Blob([new Uint8Array(big)], { type: 'image/png' }), 'big.png');
        const response = await fetch(`${address}/files/upload`, { method: 'POST', body: form });
        return { status: response.status, body: (await response.json()) as ErrorEnvelope };
      };
      expect(await send(fields)).toMatchObject({ status: 413, body: { name: 'PayloadTooLarge' } });
      expect(await send({ ...fields, owner: randomUUID() })).toMatchObject({
        status: 403,
        body: { name: 'Forbidden' },
      });
    } finally {
      // With a connection still busy on the server, this would never return.
      await served.close();
    }
  });
});
