import type { AddressInfo } from 'node:net';
import {
  businessPath,
  INQUIRY_SUBJECTS,
  LIVE_READY_EVENT,
  NOTIFICATION_EXCERPT_MAX,
  NOTIFICATION_PAGE_SIZE,
  productPath,
  type ErrorEnvelope,
  type Notification,
  type NotificationLiveEventData,
  type UnreadCounts,
} from '@b2b/contracts';
import { eq, tables } from '@b2b/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, createBusiness } from '../../test/business-factory.ts';
import { openEventStream } from '../../test/event-stream.ts';
import { createProduct } from '../../test/product-factory.ts';
import type { TestUser } from '../../test/test-tokens.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const { app, database, visitor: person } = await useTestApp();

const COMPANY = 'Notify Valves';
const PRODUCT = 'Gate valve';
let owner: TestUser;
let member: TestUser;
let fan: TestUser;
let businessID: string;
let productID: string;

beforeAll(async () => {
  [owner, member, fan] = await Promise.all([person(), person(), person()]);
  ({ businessID } = await createBusiness(app, owner, { companyName: COMPANY }));
  await addMember(app, owner, businessID, member, 'member');
  productID = await createProduct(app, owner, businessID, { name: PRODUCT });
});

async function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  user: TestUser | null,
  payload?: Record<string, unknown>,
  status = 200,
) {
  const response = await app.inject({
    method,
    url: `/api${url}`,
    ...(user ? { headers: user.headers } : {}),
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
  return response.json<{ success: boolean; data?: unknown }>();
}

const like = (user: TestUser, type: string, resourceID: string, asBusiness?: string) =>
  call('POST', `/social/reaction/react/${type}`, user, {
    resourceID,
    ...(asBusiness ? { businessID: asBusiness } : {}),
  });
const unlike = (user: TestUser, type: string, resourceID: string, asBusiness?: string) =>
  call('DELETE', `/social/reaction/react/${type}`, user, {
    resourceID,
    ...(asBusiness ? { businessID: asBusiness } : {}),
  });
async function comment(
  user: TestUser,
  resourceType: string,
  resourceID: string,
  content: string,
  asBusiness?: string,
) {
  const body = await call(
    'POST',
    '/social/comments/make-comment',
    user,
    { resourceType, resourceID, content, ...(asBusiness ? { businessID: asBusiness } : {}) },
    201,
  );
  return (body.data as { commentID: string }).commentID;
}
const follow = (user: TestUser) => call('POST', '/social/follow/business', user, { resourceID: businessID });
const unfollow = (user: TestUser) => call('DELETE', `/social/follow/${businessID}`, user);

async function page(user: TestUser, before?: number) {
  const body = await call('GET', `/notifications${before ? `?before=${before}` : ''}`, user);
  return body.data as { notifications: Notification[]; next: number | null };
}
const listOf = async (user: TestUser) => (await page(user)).notifications;
const unreadOf = async (user: TestUser) =>
  ((await call('GET', '/notifications/unread', user)).data as UnreadCounts).total;
const markRead = (user: TestUser, upTo?: number) =>
  call('POST', '/notifications/read', user, upTo === undefined ? {} : { upTo });

/** A post on the person's timeline, or on a business's when posted as it. */
async function makePost(author: TestUser, content: string, asBusiness?: string) {
  const body = await call(
    'POST',
    '/social/posts/make-post',
    author,
    {
      content,
      timelineID: asBusiness ?? author.userID,
      timelineType: asBusiness ? 'business' : 'user',
      ...(asBusiness ? { businessID: asBusiness } : {}),
    },
    201,
  );
  return (body.data as { postID: string }).postID;
}

describe('the routes', () => {
  it('need a session, whatever the query or body', async () => {
    for (const [method, url] of [
      ['GET', '/notifications?before=oops'],
      ['GET', '/notifications/unread'],
      ['POST', '/notifications/read'],
    ] as const) {
      const body = await call(method, url, null, method === 'POST' ? { upTo: 'x' } : undefined, 401);
      expect(body).toMatchObject({ success: false });
    }
  });

  it('refuse a `before` or `upTo` that is not a notification id', async () => {
    const bad = await call('GET', '/notifications?before=-3', fan, undefined, 400);
    expect((bad as unknown as ErrorEnvelope).name).toBe('ValidationError');
    await call('POST', '/notifications/read', fan, { upTo: 'all' }, 400);
  });
});

describe('what makes a notification', () => {
  it('a follow tells every person of the business, and an unfollow takes it back', async () => {
    await follow(fan);
    for (const user of [owner, member]) {
      const [first] = await listOf(user);
      expect(first).toMatchObject({
        type: 'business.followed',
        read: false,
        actor: { userID: fan.userID, firstName: fan.firstName, lastName: fan.lastName },
        recipient: { identityID: businessID, type: 'business', name: COMPANY },
        link: businessPath(COMPANY, businessID),
        subject: COMPANY,
        excerpt: null,
      });
      expect(first!.actor!.businessID).toBeUndefined();
    }
    const followsOf = async () =>
      (await listOf(owner)).filter((n) => n.type === 'business.followed' && n.actor?.userID === fan.userID);
    expect(await followsOf()).toHaveLength(1);
    // Following again, or unfollowing and following again, leaves one notification.
    await follow(fan);
    await unfollow(fan);
    expect(await followsOf()).toHaveLength(0);
    await follow(fan);
    expect(await followsOf()).toHaveLength(1);
  });

  it('a comment on the business or on its product tells the business, with the comment’s start', async () => {
    const long = `Do you ship to Rotterdam?${' And to Hamburg as well, by sea freight or by rail?'.repeat(4)}`;
    const onBusiness = await comment(fan, 'business', businessID, long);
    const onProduct = await comment(fan, 'product', productID, 'Which  sizes\nare in stock?');
    const [productNote, businessNote] = await listOf(member);
    expect(businessNote).toMatchObject({
      type: 'business.commented',
      link: businessPath(COMPANY, businessID),
      subject: COMPANY,
    });
    expect(businessNote!.excerpt!.length).toBeLessThanOrEqual(NOTIFICATION_EXCERPT_MAX + 1);
    expect(businessNote!.excerpt).toMatch(/^Do you ship to Rotterdam\? And to Hamburg.*\S…$/);
    expect(productNote).toMatchObject({
      type: 'product.commented',
      link: productPath(COMPANY, PRODUCT, productID),
      subject: PRODUCT,
      excerpt: 'Which sizes are in stock?',
    });
    expect(onBusiness).not.toBe(onProduct);
  });

  it('a reply tells the comment’s author, and a like of a comment its author identity', async () => {
    const question = await comment(fan, 'product', productID, 'Is it rated PN16?');
    await comment(owner, 'comment', question, 'Yes, PN16 and PN25.', businessID);
    const [reply] = await listOf(fan);
    expect(reply).toMatchObject({
      type: 'comment.replied',
      actor: { userID: owner.userID, businessID, companyName: COMPANY },
      recipient: { identityID: fan.userID, type: 'user', name: `${fan.firstName} ${fan.lastName}` },
      link: productPath(COMPANY, PRODUCT, productID),
      subject: 'Is it rated PN16?',
      excerpt: 'Yes, PN16 and PN25.',
    });
    // A comment written as the business is the business's: liking it tells the business's people.
    const answer = await comment(member, 'comment', question, 'Drawings on request.', businessID);
    await like(fan, 'comment', answer);
    expect((await listOf(owner))[0]).toMatchObject({
      type: 'comment.liked',
      actor: { userID: fan.userID },
      recipient: { identityID: businessID },
      subject: 'Drawings on request.',
      link: productPath(COMPANY, PRODUCT, productID),
    });
  });

  it('a like taken back takes its notification back: like, unlike, like leaves one', async () => {
    const other = await person();
    const text = await comment(fan, 'business', businessID, 'Great service.');
    const likesOf = async () =>
      (await listOf(fan)).filter((n) => n.type === 'comment.liked' && n.subject === 'Great service.');
    await like(other, 'comment', text);
    expect(await likesOf()).toHaveLength(1);
    await unlike(other, 'comment', text);
    expect(await likesOf()).toHaveLength(0);
    await like(other, 'comment', text);
    await like(other, 'comment', text);
    expect(await likesOf()).toHaveLength(1);
    // A like as a business is the business's: another of its people may take it back.
    await like(owner, 'comment', text, businessID);
    expect(await likesOf()).toHaveLength(2);
    await unlike(member, 'comment', text, businessID);
    const left = await likesOf();
    expect(left).toHaveLength(1);
    expect(left[0]!.actor!.userID).toBe(other.userID);
  });

  it('a like or a comment on a post tells its timeline: the person, or the business it was posted as', async () => {
    const reader = await person();
    const own = await makePost(fan, 'Our new line of pumps is out.');
    await like(reader, 'post', own);
    await comment(reader, 'post', own, 'Congratulations!');
    const [commented, liked] = await listOf(fan);
    expect(liked).toMatchObject({
      type: 'post.liked',
      link: `/timeline/${fan.userID}`,
      subject: 'Our new line of pumps is out.',
      excerpt: null,
    });
    expect(commented).toMatchObject({ type: 'post.commented', excerpt: 'Congratulations!' });
    const asBusiness = await makePost(owner, 'We are hiring.', businessID);
    await like(reader, 'post', asBusiness);
    expect((await listOf(member))[0]).toMatchObject({
      type: 'post.liked',
      recipient: { identityID: businessID },
      link: `/timeline/${businessID}`,
    });
    // A removed post takes its notifications with it.
    await call('DELETE', '/social/posts/remove-post', fan, { postID: own });
    expect((await listOf(fan)).some((n) => n.type.startsWith('post.'))).toBe(false);
  });

  it('a request and each message tell the other side, linking to the thread in its message center', async () => {
    const sent = await call(
      'POST',
      '/business/request',
      fan,
      { to: businessID, subject: INQUIRY_SUBJECTS[1], message: 'Please send a quote.' },
      201,
    );
    const requestID = (sent.data as { requestID: string }).requestID;
    expect((await listOf(member))[0]).toMatchObject({
      type: 'request.received',
      actor: { userID: fan.userID },
      recipient: { identityID: businessID },
      link: `/business/${businessID}/requests/${requestID}`,
      subject: INQUIRY_SUBJECTS[1],
      excerpt: 'Please send a quote.',
    });
    const reply = (user: TestUser, content: string) =>
      call('POST', `/business/request/${requestID}/send-message`, user, { content }, 201);
    await reply(member, 'Quote attached.');
    expect((await listOf(fan))[0]).toMatchObject({
      type: 'request.message',
      actor: { userID: member.userID, businessID, companyName: COMPANY },
      recipient: { identityID: fan.userID, type: 'user' },
      link: `/my-messages?thread=${requestID}`,
      excerpt: 'Quote attached.',
    });
    await reply(fan, 'Thanks!');
    expect((await listOf(owner))[0]).toMatchObject({ type: 'request.message', excerpt: 'Thanks!' });
  });
});

describe('nobody hears of their own doing', () => {
  it('not of their own likes, comments and follows, nor of acting on their own business’s things', async () => {
    const own = await comment(fan, 'product', productID, 'Me again.');
    const before = await Promise.all([unreadOf(owner), unreadOf(fan)]);
    await like(fan, 'comment', own);
    await comment(fan, 'comment', own, 'Answering myself.');
    // The owner, as themself or as the business, on the business's own things, and the business on itself.
    await comment(owner, 'product', productID, 'Now with a 5-year warranty.');
    await comment(owner, 'business', businessID, 'Closed on Monday.', businessID);
    await follow(member);
    const ownAnswer = await comment(member, 'comment', own, 'Noted.', businessID);
    await like(owner, 'comment', ownAnswer, businessID);
    const post = await makePost(fan, 'My own post.');
    await like(fan, 'post', post);
    // The fan heard of the business's reply only; the business of nothing.
    expect(await Promise.all([unreadOf(owner), unreadOf(fan)])).toEqual([before[0], before[1]! + 1]);
    expect((await listOf(fan))[0]).toMatchObject({ type: 'comment.replied', excerpt: 'Noted.' });
  });
});

describe('reading them', () => {
  it('a person sees their own and their businesses’ notifications, and nobody else’s', async () => {
    const stranger = await person();
    expect(await listOf(stranger)).toEqual([]);
    expect(await unreadOf(stranger)).toBe(0);
    const seen = await listOf(fan);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((n) => n.recipient.identityID === fan.userID)).toBe(true);
    const counts = (await call('GET', '/notifications/unread', owner)).data as UnreadCounts;
    expect(counts.identities.map((row) => row.identityID)).toEqual([owner.userID, businessID]);
    expect(counts.total).toBe(counts.identities[1]!.unread);
    expect(counts.total).toBeGreaterThan(0);
  });

  it('pages newest first by `before`, without gaps or repeats', async () => {
    const reader = await person();
    const liker = await person();
    await database.db.insert(tables.notifications).values(
      Array.from({ length: NOTIFICATION_PAGE_SIZE + 5 }, () => ({
        recipientID: reader.userID,
        type: 'business.followed' as const,
        actorUserID: liker.userID,
        subjectID: businessID,
      })),
    );
    const first = await page(reader);
    expect(first.notifications).toHaveLength(NOTIFICATION_PAGE_SIZE);
    expect(first.next).toBe(first.notifications.at(-1)!.id);
    const second = await page(reader, first.next!);
    expect(second.notifications).toHaveLength(5);
    expect(second.next).toBeNull();
    const ids = [...first.notifications, ...second.notifications].map((n) => n.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(NOTIFICATION_PAGE_SIZE + 5);
  });

  it('marks read up to a notification, then all, for every person of the business', async () => {
    const buyer = await person();
    for (const text of ['One', 'Two', 'Three']) await comment(buyer, 'business', businessID, text);
    const [three, two] = await listOf(member);
    expect(three).toMatchObject({ excerpt: 'Three', read: false });
    await markRead(member, two!.id);
    const after = await listOf(owner);
    expect(after.find((n) => n.id === three!.id)?.read).toBe(false);
    expect(after.find((n) => n.id === two!.id)?.read).toBe(true);
    expect(after.slice(1).every((n) => n.read)).toBe(true);
    expect(await unreadOf(owner)).toBe(1);
    await markRead(owner);
    expect(await unreadOf(member)).toBe(0);
    expect((await listOf(member)).every((n) => n.read)).toBe(true);
  });

  it('go when their subject is removed: a product with its comments, replies and their likes', async () => {
    const doomed = await createProduct(app, owner, businessID, { name: 'Old valve' });
    const question = await comment(fan, 'product', doomed, 'Still sold?');
    await comment(owner, 'comment', question, 'Not for long.', businessID);
    await like(member, 'comment', question);
    expect((await listOf(owner)).some((n) => n.subject === 'Old valve')).toBe(true);
    expect((await listOf(fan)).filter((n) => n.subject === 'Still sold?')).toHaveLength(2);
    await call('DELETE', `/product/${doomed}`, owner);
    expect((await listOf(owner)).some((n) => n.subject === 'Old valve')).toBe(false);
    expect((await listOf(fan)).some((n) => n.subject === 'Still sold?')).toBe(false);
    const left = await database.db
      .select({ id: tables.notifications.id })
      .from(tables.notifications)
      .where(eq(tables.notifications.subjectID, doomed));
    expect(left).toEqual([]);
  });
});

describe('live', () => {
  it('tells the recipient’s people as a notification arrives, is read or is taken back, with the unread count', async () => {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
    const ticket = async (user: TestUser) =>
      ((await call('POST', '/live/ticket', user)).data as { ticket: string }).ticket;
    const notificationsOnly = (event: { event: string }) =>
      event.event === LIVE_READY_EVENT || event.event.startsWith('notification.');
    const stream = await openEventStream(
      `${base}/live/stream?ticket=${await ticket(member)}`,
      {},
      notificationsOnly,
    );
    const onlooker = await openEventStream(
      `${base}/live/stream?ticket=${await ticket(fan)}`,
      {},
      notificationsOnly,
    );
    try {
      expect((await stream.next()).event).toBe(LIVE_READY_EVENT);
      expect((await onlooker.next()).event).toBe(LIVE_READY_EVENT);
      await markRead(member);
      const newcomer = await person();
      await follow(newcomer);
      expect(await stream.next()).toMatchObject({
        event: 'notification.created',
        data: { identityID: businessID, unread: 1 } satisfies NotificationLiveEventData,
      });
      await unfollow(newcomer);
      expect(await stream.next()).toMatchObject({
        event: 'notification.removed',
        data: { identityID: businessID, unread: 0 },
      });
      await follow(newcomer);
      expect((await stream.next()).event).toBe('notification.created');
      await markRead(owner);
      expect(await stream.next()).toMatchObject({
        event: 'notification.read',
        data: { identityID: businessID, unread: 0 },
      });
      // The fan's own notification is the first they hear of: the business's passed them by.
      await like(newcomer, 'post', await makePost(fan, 'Hello'));
      expect(await onlooker.next()).toMatchObject({
        event: 'notification.created',
        data: { identityID: fan.userID },
      });
    } finally {
      stream.close();
      onlooker.close();
    }
  });
});
