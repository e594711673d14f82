import type { AddressInfo } from 'node:net';
import { buildApp, type PortalEnv } from '@b2b/api';
import { createTestTokens } from '@b2b/api/testing/tokens';
import { rowsOf, sql, type Database, type DatabaseHandle } from '@b2b/db';
import type { LiveFanoutInput } from './live-fanout.ts';
import type { Scenario } from './run-scenario.ts';

/** What the message-center scenarios are named by, so that `BENCH_ONLY=message center` picks all of them. */
const MESSAGE_CENTER = 'message center';
export const LIVE_FANOUT = `${MESSAGE_CENTER}: live fan-out`;

/** The deep page of the thread list: this many pages of `size` in, followed through each page's `next`. */
const DEEP_PAGE = 100;
const PAGE_SIZE = 20;
/** Open streams of the fan-out, and the replies whose delivery is timed. */
export const FANOUT_STREAMS = 1000;
const FANOUT_MESSAGES = 300;

/** The data set's busiest business (most threads received), its owner, and its longest thread. */
async function busiest(db: Database) {
  const [business] = await rowsOf<{ id: string; owner: string; threads: number }>(
    db,
    sql`SELECT p.identity_id AS id, m.user_id AS owner, count(*)::int AS threads
      FROM inquiry_participants p JOIN business_members m ON m.business_id = p.identity_id AND m.access = 'owner'
      WHERE p.side = 'R' GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 1`,
  );
  if (!business) throw new Error('The demo data has no requests to load-test: seed it anew.');
  const [longest] = await rowsOf<{ id: string; messages: number }>(
    db,
    sql`SELECT m.inquiry_id AS id, count(*)::int AS messages FROM inquiry_messages m
      JOIN inquiries i ON i.id = m.inquiry_id WHERE i.receiver_business_id = ${business.id}
      GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  );
  // A name in the middle of its list: a search the way a seller looks for one buyer.
  const [named] = await rowsOf<{ name: string }>(
    db,
    sql`SELECT coalesce(b.company_name, u.last_name) AS name FROM inquiry_participants p
      JOIN inquiries i ON i.id = p.inquiry_id JOIN users u ON u.id = i.sender_user_id
      LEFT JOIN businesses b ON b.id = i.sender_business_id
      WHERE p.identity_id = ${business.id} ORDER BY p.last_activity_at DESC, p.inquiry_id DESC
      OFFSET ${Math.floor(business.threads / 2)} LIMIT 1`,
  );
  return { business, longest: longest!, name: named?.name ?? 'Smith' };
}

/**
 * A portal API of its own for the message center, trusting tokens this benchmark signs as the account service signs
 * them (EdDSA, its issuer, the portal audience): signing in a thousand demo people through the account service's forms
 * would cost a thousand password hashes before anything is measured. Everything after the token's check is the
 * server's own path.
 */
export async function startMessageCenter(
  env: PortalEnv,
  database: Pick<DatabaseHandle, 'db' | 'driver' | 'listen'>,
) {
  const tokens = await createTestTokens();
  const app = await buildApp({
    // Replies are timed by the hundred from one seller; the per-person limit would turn them into 429s.
    env: { ...env, USER_RATE_LIMIT_MESSAGES: { max: 1_000_000_000, windowSeconds: 3600 } },
    database,
    authKeySet: tokens.keySet,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const issuer = new URL(env.AUTH_URL).origin;
  const tokenOf = (userID: string) => tokens.signAccessToken({ userID, issuer, expiresInSeconds: 3600 });
  return { base, tokenOf, close: () => app.close() };
}

/**
 * The busiest business's message center as its owner opens it: the first page of its thread list, a page a hundred
 * pages in (through the keyset cursors), a search by a buyer's name and one that matches nothing, and its longest
 * thread with every message.
 */
export async function messageCenterScenarios(
  db: Database,
  center: { base: string; tokenOf(userID: string): Promise<string> },
): Promise<Scenario[]> {
  const { business, longest, name } = await busiest(db);
  const headers = { authorization: `Bearer ${await center.tokenOf(business.owner)}` };
  const list = `/api/business/request?ubid=${business.id}&size=${PAGE_SIZE}`;
  let cursor: string | null = null;
  for (let page = 0; page < DEEP_PAGE; page++) {
    const response = await fetch(`${center.base}${list}${cursor ? `&cursor=${cursor}` : ''}`, { headers });
    if (!response.ok) throw new Error(`thread list: ${response.status} ${await response.text()}`);
    cursor = ((await response.json()) as { next: string | null }).next;
    if (!cursor) break;
  }
  const threads = `${business.threads.toLocaleString('en')} threads`;
  const scenarios: [string, string][] = [
    [`thread list of ${threads}, first page`, list],
    ...(cursor
      ? ([[`thread list, page ${DEEP_PAGE + 1}`, `${list}&cursor=${cursor}`]] as [string, string][])
      : []),
    [`thread list, search "${name}"`, `${list}&q=${encodeURIComponent(name)}`],
    ['thread list, search matching nothing', `${list}&q=zzqxv`],
    [
      `thread of ${longest.messages} messages`,
      `/api/business/request/${longest.id}/get-messages?bid=${business.id}`,
    ],
  ];
  return scenarios.map(([title, path]) => ({
    name: `${MESSAGE_CENTER}: ${title}`,
    method: 'GET',
    path,
    headers,
  }));
}

/**
 * The fan-out's parties: people who sent the busiest business a request (as themselves), each with the thread the
 * business replies in, and the business's owner who replies; when fewer than `shape.streams` people did (below the
 * large scale), other people's streams make up the number: open, and hearing nothing.
 */
export async function liveFanoutInput(
  db: Database,
  center: { base: string; tokenOf(userID: string): Promise<string> },
  shape = { streams: FANOUT_STREAMS, messages: FANOUT_MESSAGES, concurrency: 10 },
): Promise<LiveFanoutInput> {
  const { business } = await busiest(db);
  const people = await rowsOf<{ userID: string; requestID: string }>(
    db,
    sql`SELECT DISTINCT ON (i.sender_user_id) i.sender_user_id AS "userID", i.id AS "requestID"
      FROM inquiries i WHERE i.receiver_business_id = ${business.id} AND i.sender_business_id IS NULL
        AND i.status = 'open'
      ORDER BY i.sender_user_id, i.id LIMIT ${shape.streams}`,
  );
  const others = await rowsOf<{ userID: string }>(
    db,
    sql`SELECT u.id AS "userID" FROM users u
      WHERE NOT EXISTS (SELECT 1 FROM inquiries i WHERE i.receiver_business_id = ${business.id}
        AND i.sender_user_id = u.id)
      ORDER BY u.id LIMIT ${shape.streams - people.length}`,
  );
  return {
    base: center.base,
    receivers: await Promise.all(
      people.map(async (p) => ({ token: await center.tokenOf(p.userID), requestID: p.requestID })),
    ),
    bystanders: await Promise.all(others.map((p) => center.tokenOf(p.userID))),
    sender: { token: await center.tokenOf(business.owner), identityID: business.id },
    messages: shape.messages,
    concurrency: shape.concurrency,
  };
}
