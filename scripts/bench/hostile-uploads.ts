/**
 * Twenty hostile uploads at once while a person signs in: the portal and the account service run in this one process,
 * as `npm start` runs them, so they share the event loop, libuv's thread pool (sharp's work and argon2's) and the CPU.
 * Sign-ins are timed one after another before the uploads (idle) and for as long as the uploads last (loaded).
 */
import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { animatedGif, flatPng } from '@b2b/api/testing/hostile-images';

interface Delay {
  p99: number;
  max: number;
}

/** Samples the event loop's delay while `run` runs. */
async function withEventLoopDelay<T>(run: () => Promise<T>): Promise<[T, Delay]> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  try {
    const result = await run();
    return [result, { p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 }];
  } finally {
    delay.disable();
  }
}

export interface HostileUploadsResult {
  idleLoginMs: number[];
  loadedLoginMs: number[];
  /** How many uploads got each status. */
  statuses: Record<number, number>;
  uploadsSeconds: number;
  /**
   * How late the event loop ran during the idle sign-ins and while the uploads lasted, in milliseconds: what a sign-in
   * waits for besides its hash.
   */
  eventLoopDelay: { idle: Delay; loaded: Delay };
}

const IDLE_LOGINS = 5;
const COPIES = 5;

/** Four kinds, five of each: the limits' near misses (processed) and their bombs (refused). */
async function hostileImages() {
  const kinds = [
    // 50 frames of 480 × 480: 11.5 megapixels, just within the limits, so every frame is decoded and resized.
    { name: 'near-limit.gif', type: 'image/gif', body: await animatedGif(50, 480, 480) },
    { name: 'frames.gif', type: 'image/gif', body: await animatedGif(51, 400, 400) },
    { name: 'pixels.gif', type: 'image/gif', body: await animatedGif(34, 600, 600) },
    // 36 megapixels of one colour in some 100 KB: within the limit of still pictures, decoded in full.
    { name: 'flat.png', type: 'image/png', body: await flatPng(6000, 6000) },
  ];
  return kinds.flatMap((kind) => Array.from({ length: COPIES }, () => kind));
}

async function expectStatus(response: Response, status: number, what: string) {
  if (response.status !== status) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response;
}

const json = { 'content-type': 'application/json' };

export async function hostileUploads(urls: { portal: string; auth: string }): Promise<HostileUploadsResult> {
  // The account service's forms, posted as a browser posts them from its own pages (it refuses any other origin).
  const formHeaders = { ...json, origin: new URL(urls.auth).origin };
  // The sign-in's state, which the portal makes before sending a browser to these forms and the hand-off is bound to.
  const state = randomBytes(24).toString('base64url');
  const email = `bench-${Date.now()}@example.com`;
  const password = 'Bench-uploads-2026';
  const registered = await expectStatus(
    await fetch(`${urls.auth}/register`, {
      method: 'POST',
      redirect: 'manual',
      headers: formHeaders,
      body: JSON.stringify({
        firstName: 'Bench',
        lastName: 'Uploader',
        email,
        password,
        country: 'CN',
        businessType: 'MA',
        continue: `${urls.portal}/`,
        state,
      }),
    }),
    303,
    'register',
  );
  const handoff = new URL(registered.headers.get('location')!).searchParams.get('token');
  const session = await expectStatus(
    await fetch(`${urls.auth}/get-session`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ token: handoff, state }),
    }),
    200,
    'get-session',
  );
  const { token } = ((await session.json()) as { data: { token: string } }).data;
  const authorization = { authorization: `Bearer ${token}` };

  async function login(): Promise<number> {
    const started = performance.now();
    await expectStatus(
      await fetch(`${urls.auth}/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: formHeaders,
        body: JSON.stringify({ email, password, continue: `${urls.portal}/`, state }),
      }),
      303,
      'login',
    );
    return performance.now() - started;
  }

  async function upload(image: { name: string; type: string; body: Buffer }): Promise<number> {
    const granted = await expectStatus(
      await fetch(`${urls.portal}/api/files/upload-request/user`, {
        method: 'POST',
        headers: { ...json, ...authorization },
        body: JSON.stringify({ contentType: image.type, fileSize: image.body.length }),
      }),
      200,
      'upload request',
    );
    const { url, fields } = (
      (await granted.json()) as {
        data: { signedPost: { url: string; fields: Record<string, string> } };
      }
    ).data.signedPost;
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', new Blob([image.body], { type: image.type }), image.name);
    // The form's address is the configured FILES_URL; the bench's server listens elsewhere.
    const response = await fetch(`${urls.portal}${new URL(url).pathname}`, { method: 'POST', body: form });
    await response.arrayBuffer();
    return response.status;
  }

  const [idleLoginMs, idleDelay] = await withEventLoopDelay(async () => {
    const times = [];
    for (let i = 0; i < IDLE_LOGINS; i++) times.push(await login());
    return times;
  });

  const images = await hostileImages();
  const started = performance.now();
  const [{ loadedLoginMs, uploaded }, loadedDelay] = await withEventLoopDelay(async () => {
    let uploading = true;
    const uploads = Promise.all(images.map(upload)).finally(() => {
      uploading = false;
    });
    const times = [];
    while (uploading) times.push(await login());
    return { loadedLoginMs: times, uploaded: await uploads };
  });
  const uploadsSeconds = (performance.now() - started) / 1000;
  const statuses: Record<number, number> = {};
  for (const status of uploaded) statuses[status] = (statuses[status] ?? 0) + 1;
  return {
    idleLoginMs,
    loadedLoginMs,
    statuses,
    uploadsSeconds,
    eventLoopDelay: { idle: idleDelay, loaded: loadedDelay },
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const delayText = (delay: Delay) => `p99 ${delay.p99.toFixed(0)} ms, max ${delay.max.toFixed(0)} ms`;

export function formatHostileUploads(result: HostileUploadsResult): string {
  const statuses = Object.entries(result.statuses)
    .map(([status, n]) => `${n} × ${status}`)
    .join(', ');
  return [
    `hostile uploads: 20 at once (${statuses}) took ${result.uploadsSeconds.toFixed(1)} s`,
    `  sign-in, idle: median ${median(result.idleLoginMs).toFixed(0)} ms, slowest ${Math.max(...result.idleLoginMs).toFixed(0)} ms`,
    `  sign-in during the uploads (${result.loadedLoginMs.length} in a row): median ${median(result.loadedLoginMs).toFixed(0)} ms, ` +
      `slowest ${Math.max(...result.loadedLoginMs).toFixed(0)} ms`,
    `  event loop delay, idle: ${delayText(result.eventLoopDelay.idle)}; during the uploads: ` +
      delayText(result.eventLoopDelay.loaded),
  ].join('\n');
}
