import type { AddressInfo } from 'node:net';
import {
  INQUIRY_SUBJECTS,
  LIVE_CLOSED_EVENT,
  LIVE_READY_EVENT,
  LIVE_REPLACED_RETRY_SECONDS,
  type ErrorEnvelope,
  type RequestLiveEventData,
} from '@b2b/contracts';
import { eq, sql, tables } from '@b2b/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { addMember, createBusiness } from '../../test/business-factory.ts';
import { openEventStream, type EventStreamClient } from '../../test/event-stream.ts';
import type { TestUser } from '../../test/test-tokens.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { LIVE_CHANNEL } from './live-events.repository.ts';

// A heartbeat every second, so that a signed-out session's stream ends within the test's patience.
const { app, database, tokens, visitor: person } = await useTestApp({ env: { LIVE_HEARTBEAT_SECONDS: '1' } });
/** A second server on the same database, as behind a load balancer: events reach streams on either. */
const other: App = await buildTestApp({ database, authKeySet: tokens.keySet });
/** Servers of their own for the caps, each counting its own streams: one with the default caps, one with small ones. */
const capped: App = await buildTestApp({ database, authKeySet: tokens.keySet });
const addressCapped: App = await buildTestApp({
  database,
  authKeySet: tokens.keySet,
  env: { LIVE_STREAMS_PER_ADDRESS: '2' },
});
const ticketLimited: App = await buildTestApp({
  database,
  authKeySet: tokens.keySet,
  env: { USER_RATE_LIMIT_LIVE_TICKETS: '3/10m', LIVE_TICKET_RATE_LIMIT: '5/10m' },
});

let seller: TestUser;
let member: TestUser;
let buyer: TestUser;
let businessID: string;
const streams: EventStreamClient[] = [];

const baseOf = async (server: App) => {
  await server.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(server.server.address() as AddressInfo).port}/api`;
};
let base: string;
let otherBase: string;
let cappedBase: string;
let addressCappedBase: string;

beforeAll(async () => {
  [base, otherBase, cappedBase, addressCappedBase] = await Promise.all([
    baseOf(app),
    baseOf(other),
    baseOf(capped),
    baseOf(addressCapped),
  ]);
  [seller, member, buyer] = await Promise.all([person(), person(), person()]);
  ({ businessID } = await createBusiness(app, seller, { companyName: 'Live Fittings' }));
  await addMember(app, seller, businessID, member, 'member');
});

afterAll(async () => {
  streams.forEach((stream) => stream.close());
  await Promise.all([other.close(), capped.close(), addressCapped.close(), ticketLimited.close()]);
});

async function ticketOf(user: TestUser, server: App = app): Promise<string> {
  const response = await server.inject({ method: 'POST', url: '/api/live/ticket', headers: user.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { ticket: string } }>().data.ticket;
}

async function open(
  user: TestUser,
  options: { server?: string; lastEventId?: string; header?: string; ticketFrom?: App } = {},
) {
  const query = options.lastEventId ? `&lastEventId=${options.lastEventId}` : '';
  const stream = await openEventStream(
    `${options.server ?? base}/live/stream?ticket=${await ticketOf(user, options.ticketFrom)}${query}`,
    options.header ? { 'last-event-id': options.header } : {},
    // The requests' events; their notifications come on the same stream and are tested with the notifications.
    (event) => !event.event.startsWith('notification.'),
  );
  expect(stream.status).toBe(200);
  streams.push(stream);
  return stream;
}

async function sendRequest(from: TestUser): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/business/request',
    headers: from.headers,
    payload: { to: businessID, subject: INQUIRY_SUBJECTS[1], message: 'Live?' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { requestID: string } }>().data.requestID;
}

async function replyAs(user: TestUser, requestID: string, content: string) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/business/request/${requestID}/send-message`,
    headers: user.headers,
    payload: { content },
  });
  expect(response.statusCode, response.body).toBe(201);
}

describe('opening the stream', () => {
  it('needs a ticket asked for with a session, valid once', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/live/ticket' })).statusCode).toBe(401);
    const bad = await app.inject({ method: 'GET', url: '/api/live/stream?ticket=short' });
    expect(bad.statusCode).toBe(400);
    const ticket = await ticketOf(buyer);
    const first = await openEventStream(`${base}/live/stream?ticket=${ticket}`);
    streams.push(first);
    expect(first.status).toBe(200);
    expect((await first.next()).event).toBe(LIVE_READY_EVENT);
    const again = await app.inject({ method: 'GET', url: `/api/live/stream?ticket=${ticket}` });
    expect(again.statusCode).toBe(401);
    expect(again.json<ErrorEnvelope>().name).toBe('TokenExpiredError');
    first.close();
  });

  it('clears events older than a day as tickets are asked for', async () => {
    const [old] = await database.db
      .insert(tables.liveEvents)
      .values({
        identityID: buyer.userID,
        type: 'request.read',
        data: { identityID: buyer.userID, requestID: businessID, unread: 0 },
        createdAt: new Date(Date.now() - 25 * 3600_000),
      })
      .returning({ id: tables.liveEvents.id });
    await ticketOf(buyer);
    const left = await database.db.select().from(tables.liveEvents).where(eq(tables.liveEvents.id, old!.id));
    expect(left).toEqual([]);
  });
});

describe('live events', () => {
  it('reach the receiving business’s people on any server, with the unread count, and nobody else', async () => {
    const sellerStream = await open(seller, { server: otherBase });
    const memberStream = await open(member);
    const outsider = await person();
    const outsiderStream = await open(outsider);
    for (const stream of [sellerStream, memberStream, outsiderStream]) {
      const ready = await stream.next();
      expect(ready.event).toBe(LIVE_READY_EVENT);
      expect(ready.id).toMatch(/^\d+$/);
    }

    const requestID = await sendRequest(buyer);
    for (const stream of [sellerStream, memberStream]) {
      const event = await stream.next();
      expect(event.event).toBe('request.created');
      expect(event.data).toEqual({
        identityID: businessID,
        requestID,
        unread: 1,
      } satisfies RequestLiveEventData);
    }
    await replyAs(buyer, requestID, 'Any news?');
    const message = await sellerStream.next();
    expect(message).toMatchObject({ event: 'request.message', data: { requestID, unread: 1 } });

    // The outsider's first event is about their own request, not the seller's.
    const ownID = await sendRequest(outsider);
    expect((await outsiderStream.next()).data).toMatchObject({ requestID: ownID });
  });

  it('reach a person who joins the business while their stream is open, and stop once they leave it', async () => {
    const joiner = await person();
    const stream = await open(joiner);
    expect((await stream.next()).event).toBe(LIVE_READY_EVENT);
    await addMember(app, seller, businessID, joiner, 'member');
    const requestID = await sendRequest(buyer);
    expect(await stream.next()).toMatchObject({
      event: 'request.created',
      data: { identityID: businessID, requestID },
    });

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/business/${businessID}/members/${joiner.userID}`,
      headers: seller.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await sendRequest(buyer);
    // Their own request is the next thing they hear: the business's new one passed them by.
    const ownID = await sendRequest(joiner);
    expect((await stream.next()).data).toMatchObject({ identityID: joiner.userID, requestID: ownID });
  });

  it('resumes after the last event seen with everything that arrived meanwhile (query or Last-Event-ID header)', async () => {
    const stream = await open(seller);
    const ready = await stream.next();
    stream.close();

    const missed = await sendRequest(buyer);
    await replyAs(seller, missed, 'Seen from another tab');
    const resumed = await open(seller, { lastEventId: ready.id! });
    const created = await resumed.next();
    expect(created).toMatchObject({ event: 'request.created', data: { requestID: missed } });
    const reply = await resumed.next();
    expect(reply).toMatchObject({ event: 'request.message', data: { requestID: missed } });
    // The business replied, so the thread no longer counts as unread for it.
    const unreadOf = (event: typeof reply) => (event.data as RequestLiveEventData).unread;
    expect(unreadOf(reply)).toBe(unreadOf(created) - 1);
    expect(Number(reply.id)).toBeGreaterThan(Number(created.id));
    // Then it says it is ready, without moving the client's last id, and goes live.
    expect(await resumed.next()).toMatchObject({ event: LIVE_READY_EVENT, id: undefined });
    // The notifications of what it caught up on may reach this server only now, routing being slow: not sent twice.
    for (const { id, event, data } of [created, reply]) {
      const payload = JSON.stringify({ id: Number(id), type: event, data });
      await database.db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`);
    }
    await replyAs(buyer, missed, 'Live again');
    const live = await resumed.next();
    expect(live).toMatchObject({ event: 'request.message', data: { requestID: missed } });
    expect(Number(live.id)).toBeGreaterThan(Number(reply.id));
    resumed.close();

    const byHeader = await open(seller, { header: created.id! });
    expect(await byHeader.next()).toMatchObject({ id: reply.id });
    byHeader.close();
  });

  it('stays open past the access token’s expiry', async () => {
    const shortLived = { ...seller, ...(await tokens.signIn({ ...seller, expiresInSeconds: 2 })) };
    const stream = await open(shortLived);
    await stream.next();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const expired = await app.inject({
      method: 'GET',
      url: '/api/business/request',
      headers: shortLived.headers,
    });
    expect(expired.statusCode).toBe(401);
    const requestID = await sendRequest(buyer);
    expect((await stream.next()).data).toMatchObject({ requestID });
  });

  it('ends when its session is signed out', async () => {
    const signedIn = { ...seller, ...(await tokens.signIn({ ...seller })) };
    const stream = await open(signedIn);
    await stream.next();
    await database.db
      .insert(tables.sessionRevocations)
      .values({ sessionID: signedIn.sessionID, expiresAt: new Date(Date.now() + 60_000) });
    await expect(stream.next(4000)).rejects.toThrow('the stream ended');
  });
});

describe('the caps of open streams', () => {
  /** Opens a stream on a capped server and waits for it to be ready. */
  async function openOn(server: App, serverBase: string, user: TestUser) {
    const stream = await open(user, { server: serverBase, ticketFrom: server });
    expect((await stream.next()).event).toBe(LIVE_READY_EVENT);
    return stream;
  }
  /** The stream was told it made way for newer ones, to come back no sooner than the server says, and it ended. */
  async function expectReplaced(stream: EventStreamClient) {
    expect(await stream.next()).toEqual({
      id: undefined,
      event: LIVE_CLOSED_EVENT,
      data: { reason: 'replaced', retryAfter: LIVE_REPLACED_RETRY_SECONDS },
      retry: String(LIVE_REPLACED_RETRY_SECONDS * 1000),
    });
    await expect(stream.next(2000)).rejects.toThrow('the stream ended');
  }

  it('keep at most ten per person: the twelfth tab works, the two oldest are closed with a retry hint', async () => {
    const flooder = await person();
    const opened: EventStreamClient[] = [];
    for (let i = 0; i < 12; i++) opened.push(await openOn(capped, cappedBase, flooder));
    await expectReplaced(opened[0]!);
    await expectReplaced(opened[1]!);
    // The ten newest all hear the person's next event, the newest tab among them.
    const requestID = await sendRequest(flooder);
    for (const stream of opened.slice(2)) {
      expect(await stream.next()).toMatchObject({ event: 'request.created', data: { requestID } });
    }
  });

  it('keep at most the configured number per client address, whoever holds them', async () => {
    const [first, second, third] = await Promise.all([person(), person(), person()]);
    const oldest = await openOn(addressCapped, addressCappedBase, first);
    const middle = await openOn(addressCapped, addressCappedBase, second);
    const newest = await openOn(addressCapped, addressCappedBase, third);
    await expectReplaced(oldest);
    for (const [user, stream] of [
      [second, middle],
      [third, newest],
    ] as const) {
      const requestID = await sendRequest(user);
      expect(await stream.next()).toMatchObject({ data: { requestID } });
    }
  });

  it('limit the tickets asked for, per person and per address, with 429 and Retry-After', async () => {
    const ask = async (user: TestUser) =>
      ticketLimited.inject({ method: 'POST', url: '/api/live/ticket', headers: user.headers });
    const [greedy, colleague] = await Promise.all([person(), person()]);
    for (let i = 0; i < 3; i++) expect((await ask(greedy)).statusCode).toBe(200);
    const refused = await ask(greedy);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorEnvelope>().name).toBe('RateLimited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The address asked four times; its fifth ticket is the last of its window, whoever asks.
    expect((await ask(colleague)).statusCode).toBe(200);
    const fromAddress = await ask(colleague);
    expect(fromAddress.statusCode).toBe(429);
    expect(fromAddress.headers['retry-after']).toBeDefined();
  });
});
