/**
 * Two portal processes and the account service behind nginx behave as one portal: everything here goes through the
 * proxy, over TLS, as a browser's requests would, and each answer names the process that gave it (`X-Served-By`).
 */
import { connect } from 'node:http2';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import sharp from 'sharp';
import { FormData } from 'undici';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAIL_CHANNEL } from '@b2b/db';
import { openEventStream } from '../../apps/api/src/test/event-stream.ts';
import { startSmtpServer, type TestSmtpServer } from '../../apps/api/src/test/smtp-server.ts';
import { DEPLOYMENT_LIMITS, startDeployment, type Deployment, type ProcessName } from './deployment.ts';

let deployment: Deployment;
let smtp: TestSmtpServer;
let database: pg.Pool;

beforeAll(async () => {
  smtp = await startSmtpServer();
  deployment = await startDeployment({ smtpUrl: smtp.url });
  database = new pg.Pool({ connectionString: deployment.databaseUrl, max: 2 });
}, 240_000);

afterAll(async () => {
  await database?.end();
  await deployment?.stop();
});

interface Answer<T = unknown> {
  status: number;
  servedBy: string | null;
  body: T;
}

/**
 * Each test calls from a loopback address of its own (the per-address limit of the processes is low, so that a test
 * can reach it, and is counted for every process together).
 */
let ownAddress = 10;
beforeEach(() => {
  ownAddress += 1;
});
const address = () => `127.0.0.${ownAddress}`;

/** A call of the portal's API through the proxy, as `token`'s person (or a visitor), from the address `from`. */
async function api<T = { data?: unknown }>(
  method: string,
  path: string,
  { token, body, from = address() }: { token?: string; body?: unknown; from?: string } = {},
): Promise<Answer<T>> {
  const response = await deployment.fetch(`${deployment.portal}/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    from,
  });
  const text = await response.text();
  return {
    status: response.status,
    servedBy: response.headers.get('x-served-by'),
    body: (text ? JSON.parse(text) : null) as T,
  };
}

interface Person {
  userID: string;
  email: string;
  token: string;
}

/**
 * Registers a person at the account service through the proxy, redeems the hand-off as the portal's page does, opens
 * the link the verification mail brought (sent by one of the portals' mailers) and refreshes the session so that its
 * token says the address is verified.
 */
async function signUp(): Promise<Person> {
  const email = `deployed-${randomUUID()}@example.com`;
  const state = randomUUID().replaceAll('-', '');
  const registered = await deployment.fetch(`${deployment.accounts}/register`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: deployment.accounts },
    body: new URLSearchParams({
      firstName: 'Lin',
      lastName: 'Deploy',
      email,
      password: 'a long enough passphrase 42',
      country: 'CN',
      businessType: 'MA',
      continue: `${deployment.portal}/newsfeed`,
      state,
    }).toString(),
  });
  expect(registered.status, await registered.text()).toBe(303);
  const handoff = new URL(String(registered.headers.get('location')));
  expect(handoff.origin).toBe(deployment.portal);
  const session = await deployment.fetch(`${deployment.accounts}/get-session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: deployment.portal },
    body: JSON.stringify({
      token: handoff.searchParams.get('token'),
      state: handoff.searchParams.get('state'),
    }),
  });
  expect(session.status).toBe(200);
  const { data } = (await session.json()) as { data: { userID: string; refreshToken: string } };
  const [mail] = await smtp.mailsTo(email, 1);
  const link = /https:\/\/[^\s"<>]+\/verify-email\?[^\s"<>]+/.exec(mail!.parsed.text ?? '')?.[0];
  expect(link, 'the verification mail carries its link').toBeTruthy();
  const opened = await deployment.fetch(link!.replaceAll('&amp;', '&'));
  expect(opened.status).toBe(200);
  const refreshed = await deployment.fetch(`${deployment.accounts}/refresh-token`, {
    method: 'POST',
    headers: { origin: deployment.portal, 'x-refresh-token': data.refreshToken },
  });
  expect(refreshed.status).toBe(200);
  const { token } = ((await refreshed.json()) as { data: { token: string } }).data;
  return { userID: data.userID, email, token };
}

/**
 * Repeats `call` until both portal processes have answered it (for up to 15 s: nginx leaves a process it saw fail
 * aside for a few seconds); answers every answer.
 */
async function fromBothProcesses<A extends { servedBy: string | null }>(
  call: () => Promise<A>,
): Promise<A[]> {
  const answers: A[] = [];
  const until = Date.now() + 15_000;
  while (new Set(answers.map((a) => a.servedBy)).size < 2 && Date.now() < until) {
    answers.push(await call());
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(new Set(answers.map((a) => a.servedBy))).toEqual(new Set(['portal-a', 'portal-b']));
  return answers;
}

interface LiveEvent {
  id: number;
  type: string;
}

/** A live stream opened through the proxy: the process holding it, and the events it received so far. */
async function openStream(person: Person, lastEventId?: number) {
  const ticket = await api<{ data: { ticket: string } }>('POST', '/live/ticket', { token: person.token });
  expect(ticket.status).toBe(200);
  const query = new URLSearchParams({
    ticket: ticket.body.data.ticket,
    ...(lastEventId === undefined ? {} : { lastEventId: String(lastEventId) }),
  });
  const stream = await openEventStream(
    `${deployment.portal}/api/live/stream?${query}`,
    {},
    () => true,
    (url, init) => deployment.fetch(url, init as never) as unknown as Promise<Response>,
  );
  expect(stream.status).toBe(200);
  // A resumed stream first replays what it missed, then says it is ready.
  const events: LiveEvent[] = [];
  let ready = false;
  let closedBecause: string | undefined;
  void (async () => {
    for (;;) {
      const event = await stream.next(120_000).catch(() => null);
      if (!event) return;
      if (event.event === 'ready') ready = true;
      else if (event.event === 'closed') closedBecause = (event.data as { reason: string }).reason;
      else events.push({ id: Number(event.id), type: event.event });
    }
  })();
  await expect.poll(() => ready, { timeout: 10_000 }).toBe(true);
  return {
    servedBy: stream.headers.get('x-served-by') as ProcessName,
    events,
    /** Why the server closed the stream, as its last event said. */
    closedBecause: () => closedBecause,
    close: () => stream.close(),
  };
}

/** The newest live event recorded for a person: what a stream must deliver next. */
async function newestEventOf(userID: string): Promise<number> {
  const { rows } = await database.query<{ id: string }>(
    'select max(id)::text as id from live_events where identity_id = $1',
    [userID],
  );
  return Number(rows[0]?.id ?? 0);
}

const otherThan = (name: string) => (name === 'portal-a' ? 'portal-b' : 'portal-a');

describe('several portal processes behind nginx', () => {
  it('answers browsers over HTTP/2 with the certificate nginx was given', async () => {
    const session = connect(deployment.portal, { ca: deployment.certificate });
    try {
      const status = await new Promise<number>((resolve, reject) => {
        const request = session.request({ ':path': '/api/health' });
        request.on('response', (headers) => resolve(Number(headers[':status'])));
        request.on('error', reject);
        request.resume();
        request.end();
      });
      expect(status).toBe(200);
      expect(session.alpnProtocol).toBe('h2');
    } finally {
      session.close();
    }
  });

  it('tells the proxy each process is ready, and keeps the metrics off the public address', async () => {
    const ready = await fromBothProcesses(() => api('GET', '/health/ready'));
    expect(ready.every((answer) => answer.status === 200)).toBe(true);
    for (const path of ['/metrics', '/api/metrics']) {
      const refused = await deployment.fetch(`${deployment.portal}${path}`, { from: address() });
      expect(refused.status, path).toBe(404);
      expect(await refused.text()).not.toContain('http_requests_total');
    }
    const scraped = await fetch(deployment.metricsUrl);
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toMatch(/^http_requests_total\{.*service="portal".*\} \d+/m);
  });

  it('takes a session from the account service on both processes', async () => {
    const person = await signUp();
    const answers = await fromBothProcesses(() => api('GET', '/user/profile', { token: person.token }));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
  });

  it('delivers an event written through one process to a stream held on the other, and replays what a reconnect to the other missed', async () => {
    const [author, reader] = [await signUp(), await signUp()];
    const posts: string[] = [];
    for (const content of ['First', 'Second']) {
      const made = await api<{ data: { postID: string } }>('POST', '/social/posts/make-post', {
        token: author.token,
        body: { content, timelineID: author.userID, timelineType: 'user' },
      });
      expect(made.status).toBe(201);
      posts.push(made.body.data.postID);
    }
    const stream = await openStream(author);
    // A like through the other process: the author is told of it, on the stream this one holds.
    let liked: Answer | undefined;
    for (let i = 0; i < 6 && liked?.servedBy !== otherThan(stream.servedBy); i++) {
      if (liked)
        await api('DELETE', '/social/reaction/react/post', {
          token: reader.token,
          body: { resourceID: posts[0] },
        });
      liked = await api('POST', '/social/reaction/react/post', {
        token: reader.token,
        body: { resourceID: posts[0] },
      });
      expect(liked.status).toBe(200);
    }
    expect(liked?.servedBy).toBe(otherThan(stream.servedBy));
    const written = await newestEventOf(author.userID);
    await expect.poll(() => stream.events.map((event) => event.id), { timeout: 10_000 }).toContain(written);
    stream.close();

    // While no stream is open, two more events; then a stream on the other process resumes from the last one seen.
    const seen = Math.max(...stream.events.map((event) => event.id));
    const missed: number[] = [];
    for (const postID of [posts[1], posts[0]]) {
      const method = postID === posts[0] ? 'DELETE' : 'POST';
      expect(
        (
          await api(method, '/social/reaction/react/post', {
            token: reader.token,
            body: { resourceID: postID },
          })
        ).status,
      ).toBe(200);
      missed.push(await newestEventOf(author.userID));
    }
    let resumed = await openStream(author, seen);
    for (let i = 0; i < 6 && resumed.servedBy === stream.servedBy; i++) {
      resumed.close();
      resumed = await openStream(author, seen);
    }
    expect(resumed.servedBy).toBe(otherThan(stream.servedBy));
    await expect.poll(() => resumed.events.map((event) => event.id), { timeout: 10_000 }).toEqual(missed);
    resumed.close();
  });

  it('counts the per-address limit once for both processes, in Redis', async () => {
    // An address of its own on the loopback network: nothing else of the suite counts against it.
    const from = '127.0.0.77';
    const limit = DEPLOYMENT_LIMITS.perAddressPerMinute;
    const answers: Answer[] = [];
    for (let batch = 0; batch < limit + 10; batch += 10) {
      answers.push(
        ...(await Promise.all(Array.from({ length: 10 }, () => api('GET', '/ref-data/gender', { from })))),
      );
    }
    expect(new Set(answers.map((answer) => answer.servedBy))).toEqual(new Set(['portal-a', 'portal-b']));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(limit);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(10);
  });

  it('counts a per-person limit once for both processes, in the database', async () => {
    const person = await signUp();
    const answers: Answer[] = [];
    for (let i = 0; i <= DEPLOYMENT_LIMITS.postsPerHour; i++) {
      answers.push(
        await api('POST', '/social/posts/make-post', {
          token: person.token,
          body: { content: `Post ${i}`, timelineID: person.userID, timelineType: 'user' },
        }),
      );
    }
    expect(new Set(answers.map((answer) => answer.servedBy))).toEqual(new Set(['portal-a', 'portal-b']));
    expect(answers.map((answer) => answer.status)).toEqual([
      ...Array.from({ length: DEPLOYMENT_LIMITS.postsPerHour }, () => 201),
      429,
    ]);
  });

  it('shows a change to a business on the next page from either process, and the session works on both', async () => {
    const owner = await signUp();
    const tree = await api<{ data: { id: string; categories: { id: string }[] }[] }>(
      'GET',
      '/catsys/industry/full-tree',
    );
    const industry = tree.body.data[0]!;
    const states = await api<{ data: { stateID: string }[] }>('GET', '/ref-data/country/CN/state');
    const created = await api<{ data: { businessID: string } }>('POST', '/business/profile/create', {
      token: owner.token,
      body: {
        companyName: 'Suzhou Deployed Valves',
        categories: [`${industry.id}.${industry.categories[0]!.id}`],
        businessType: 'MA',
        shortDescription: 'Gate valves for water works.',
        country: 'CN',
        state: states.body.data[0]!.stateID,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { businessID } = created.body.data;
    const pageOf = async () => {
      const response = await deployment.fetch(`${deployment.portal}/business/${businessID}`, {
        from: address(),
      });
      return { servedBy: response.headers.get('x-served-by'), html: await response.text() };
    };
    // Both processes render the page and keep it for visitors.
    const before = await fromBothProcesses(pageOf);
    expect(before.every((answer) => answer.html.includes('Gate valves for water works.'))).toBe(true);

    const edited = await api('PUT', `/business/profile/${businessID}`, {
      token: owner.token,
      body: { general: { shortDescription: 'Gate and globe valves for water works.' } },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const after = await fromBothProcesses(pageOf);
    expect(after.every((answer) => answer.html.includes('Gate and globe valves for water works.'))).toBe(
      true,
    );
  });

  it('sends each mail of the outbox once, with a mailer running on both processes', async () => {
    const recipients = Array.from({ length: 40 }, (_, i) => `outbox-${i}-${randomUUID()}@example.com`);
    await database.query(
      `insert into email_outbox (id, to_address, template, data, message_id)
       select gen_random_uuid(), address, 'account.verify-email',
              jsonb_build_object('firstName', 'Outbox', 'url', $2::text), '<' || gen_random_uuid() || '@deployment>'
       from unnest($1::text[]) as address`,
      [recipients, `${deployment.accounts}/verify-email?token=x`],
    );
    // As the product does after queueing mail: every process's mailer wakes at once and they race for the rows.
    await database.query(`select pg_notify($1, '')`, [MAIL_CHANNEL]);
    await expect
      .poll(() => smtp.received.filter((mail) => recipients.includes(mail.to[0]!)).length, {
        timeout: 30_000,
      })
      .toBe(recipients.length);
    // A little longer: a second sending of any of them would arrive now.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const delivered = smtp.received
      .filter((mail) => recipients.includes(mail.to[0]!))
      .map((mail) => mail.to[0]);
    expect(delivered.sort()).toEqual([...recipients].sort());
  });

  it('keeps pictures in the S3 bucket: uploaded through one process, with its versions, named by the other', async () => {
    const person = await signUp();
    const picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const granted = await api<{ data: { signedPost: { url: string; fields: Record<string, string> } } }>(
      'POST',
      '/files/upload-request/user',
      { token: person.token, body: { contentType: 'image/png', fileSize: picture.length } },
    );
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    const form = new FormData();
    for (const [name, value] of Object.entries(granted.body.data.signedPost.fields)) form.append(name, value);
    form.append('file', new Blob([picture], { type: 'image/png' }), 'picture.png');
    const uploaded = await deployment.fetch(granted.body.data.signedPost.url, { method: 'POST', body: form });
    expect(uploaded.status).toBe(200);
    const uploadedBy = uploaded.headers.get('x-served-by');
    const image = ((await uploaded.json()) as { data: { url: string; versions: { url: string }[] } }).data;
    expect(image.url.startsWith(deployment.bucketUrl)).toBe(true);
    expect(image.versions.length).toBeGreaterThan(0);
    // The other process takes the picture as the person's own (it reads the upload's record) and names it.
    let saved: Answer | undefined;
    for (let i = 0; i < 4 && saved?.servedBy !== otherThan(String(uploadedBy)); i++) {
      saved = await api('PUT', '/user/profile', { token: person.token, body: { profilePhoto: image } });
    }
    expect(saved?.status, JSON.stringify(saved?.body)).toBe(200);
    expect(saved?.servedBy).toBe(otherThan(String(uploadedBy)));
    for (const url of [image.url, ...image.versions.map((version) => version.url)]) {
      const stored = await deployment.fetch(url);
      expect(stored.status, url).toBe(200);
      expect((await stored.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
  });

  it('stops a process on SIGTERM without a failed request: the other one carries on', async () => {
    const person = await signUp();
    let running = true;
    const failures: string[] = [];
    const servedBy: string[] = [];
    const load = Promise.all(
      Array.from({ length: 8 }, async (_, worker) => {
        while (running) {
          const from = `127.0.1.${worker + 1}`;
          const answer = await api('GET', '/user/profile', { token: person.token, from }).catch(
            (error: unknown) => ({
              status: 0,
              servedBy: String(error),
              body: null,
            }),
          );
          if (answer.status !== 200) failures.push(`${answer.status} ${answer.servedBy}`);
          else servedBy.push(String(answer.servedBy));
          // Below the per-address limit of each worker's address.
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }),
    );
    // A stream held by the process that will stop.
    let stream = await openStream(person);
    for (let i = 0; i < 6 && stream.servedBy !== 'portal-b'; i++) {
      stream.close();
      stream = await openStream(person);
    }
    expect(stream.servedBy).toBe('portal-b');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await deployment.signal('portal-b', 'SIGTERM')).toBe(0);
    // Its last words told the page to come back at once, to another process.
    expect(stream.closedBecause()).toBe('restarting');
    // The last answers of the stopped process may still be on their way to the clients.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const afterStop = servedBy.length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    running = false;
    await load;
    expect(failures).toEqual([]);
    expect(servedBy.slice(afterStop).every((name) => name === 'portal-a')).toBe(true);
    expect(servedBy.length - afterStop).toBeGreaterThan(10);
    await deployment.restart('portal-b');
    await fromBothProcesses(() => api('GET', '/user/profile', { token: person.token }));
  });
});
