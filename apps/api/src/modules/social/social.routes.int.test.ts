import { randomUUID } from 'node:crypto';
import {
  businessSlug,
  COMMENT_MAX,
  LIMITS,
  NESTED_REPLY_MESSAGE,
  type Comment,
  type ErrorEnvelope,
  type ReactionSummary,
} from '@b2b/contracts';
import { eq, tables } from '@b2b/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, createBusiness } from '../../test/business-factory.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { createProduct, setSubscription } from '../../test/product-factory.ts';
import type { TestUser } from '../../test/test-tokens.ts';

const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

const { app, database, tokens, visitor: person } = await useTestApp();

let owner: TestUser;
let member: TestUser;
let outsider: TestUser;
let businessID: string;
let productID: string;

beforeAll(async () => {
  [owner, member, outsider] = await Promise.all([person(), person(), person()]);
  ({ businessID } = await createBusiness(app, owner, { companyName: 'Acme Valves Ltd' }));
  await addMember(app, owner, businessID, member, 'member');
  // Room for every product the tests below comment on.
  await setSubscription(database.db, businessID, 'platinum');
  productID = await createProduct(app, owner, businessID);
});

const send = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  user: TestUser | null,
  payload?: Record<string, unknown>,
) =>
  app.inject({
    method,
    url: `/api/social/${url}`,
    ...(user ? { headers: user.headers } : {}),
    ...(payload ? { payload } : {}),
  });

async function ok(response: Awaited<ReturnType<typeof send>>, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<{ success: true; data?: unknown }>();
}

async function refused(response: Awaited<ReturnType<typeof send>>, status: number, name: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<ErrorEnvelope>();
  expect(body).toMatchObject({ success: false, name });
  return body;
}

const like = (user: TestUser, type: string, resourceID: string, businessID?: string) =>
  send('POST', `reaction/react/${type}`, user, {
    resourceID,
    reactionType: 'like',
    ...(businessID ? { businessID } : {}),
  });
const unlike = (user: TestUser, type: string, resourceID: string, businessID?: string) =>
  send('DELETE', `reaction/react/${type}`, user, { resourceID, ...(businessID ? { businessID } : {}) });

async function summary(id: string, user: TestUser | null = null, businessID?: string) {
  const query = businessID ? `?businessID=${businessID}` : '';
  const body = await ok(await send('GET', `reaction/summary/${id}${query}`, user));
  return body.data as ReactionSummary;
}
async function check(user: TestUser, id: string, businessID?: string) {
  const query = businessID ? `?businessID=${businessID}` : '';
  const body = await ok(await send('GET', `reaction/check/${id}${query}`, user));
  return (body.data as { reactionType: 'like' | null }).reactionType;
}
async function comment(user: TestUser, payload: Record<string, unknown>) {
  const body = await ok(await send('POST', 'comments/make-comment', user, payload), 201);
  return (body.data as { commentID: string }).commentID;
}
async function commentsOf(resourceID: string, query = '') {
  const body = await ok(await send('GET', `comments/${resourceID}${query}`, null));
  return (body.data as { comments: Comment[] }).comments;
}

describe('POST and DELETE social/reaction/react/{resourceType}', () => {
  it('likes a business once per person: a second like is still a success; unlike is idempotent', async () => {
    const user = await person();
    const { businessID: id } = await createBusiness(app, owner, { companyName: 'Like Me Co' });
    await ok(await like(user, 'business', id));
    await ok(await like(user, 'business', id));
    expect((await summary(id, user)).reactionCount.like).toBe(1);
    expect(await check(user, id)).toBe('like');

    await ok(await unlike(user, 'business', id));
    expect(await check(user, id)).toBeNull();
    expect((await summary(id)).reactionCount.like).toBe(0);
    await ok(await unlike(user, 'business', id));

    await ok(await like(user, 'business', id));
    expect(await summary(id, user)).toMatchObject({ reactionCount: { like: 1 }, liked: true });
    const [row] = await database.db
      .select()
      .from(tables.reactions)
      .where(eq(tables.reactions.resourceID, id));
    expect(row).toMatchObject({
      actorID: user.userID,
      userID: user.userID,
      businessID: null,
      resourceType: 'business',
    });
  });

  it('likes a product and a comment', async () => {
    const user = await person();
    await ok(await like(user, 'product', productID));
    const commentID = await comment(owner, {
      resourceID: productID,
      resourceType: 'product',
      content: 'Nice',
    });
    await ok(await like(user, 'comment', commentID));
    expect(await check(user, productID)).toBe('like');
    expect(await check(user, commentID)).toBe('like');
    expect((await summary(commentID)).reactionCount.like).toBe(1);
  });

  it('makes the portal profile of a person whose first call is a like', async () => {
    const newcomer = await tokens.signIn();
    await ok(await like(newcomer, 'business', businessID));
    const rows = await database.db.select().from(tables.users).where(eq(tables.users.id, newcomer.userID));
    expect(rows).toHaveLength(1);
  });

  it('likes as a business the person belongs to, apart from their own like', async () => {
    const target = await createProduct(app, owner, businessID);
    await ok(await like(member, 'product', target, businessID));
    expect(await check(member, target, businessID)).toBe('like');
    expect(await check(member, target)).toBeNull();
    expect(await summary(target, member, businessID)).toMatchObject({
      liked: true,
      reactionCount: { like: 1 },
    });
    expect((await summary(target, member)).liked).toBe(false);

    await ok(await like(member, 'product', target));
    expect((await summary(target)).reactionCount.like).toBe(2);
    const [asBusiness] = await database.db
      .select()
      .from(tables.reactions)
      .where(eq(tables.reactions.actorID, businessID));
    expect(asBusiness).toMatchObject({ userID: member.userID, businessID: businessID });

    // Any member may act for the business, and a like by one is the business's like for all of them.
    expect(await check(owner, target, businessID)).toBe('like');
    await ok(await unlike(owner, 'product', target, businessID));
    expect((await summary(target)).reactionCount.like).toBe(1);
  });

  it('refuses to act as a business the person does not belong to (403) or that does not exist (404)', async () => {
    await refused(await like(outsider, 'product', productID, businessID), 403, 'Forbidden');
    await refused(await unlike(outsider, 'product', productID, businessID), 403, 'Forbidden');
    await refused(await like(outsider, 'product', productID, UNKNOWN_UUID), 404, 'NotFound');
    expect(await check(outsider, productID)).toBeNull();
  });

  it('answers 404 for a resource that does not exist, by its type', async () => {
    const user = await person();
    for (const type of ['business', 'product', 'comment']) {
      const body = await refused(await like(user, type, UNKNOWN_UUID), 404, 'NotFound');
      expect(body.message).toBe(`There is no ${type} with this id.`);
    }
    // A product's id is no business.
    await refused(await like(user, 'business', productID), 404, 'NotFound');
    const post = await refused(await like(user, 'post', UNKNOWN_UUID), 404, 'NotFound');
    expect(post.message).toBe('There is no post with this id.');
  });

  it('refuses a bad type, id or reaction (400) and a visitor (401)', async () => {
    const user = await person();
    await refused(await like(user, 'photo', productID), 400, 'ValidationError');
    await refused(await like(user, 'product', 'not-a-uuid'), 400, 'ValidationError');
    await refused(
      await send('POST', 'reaction/react/product', user, { resourceID: productID, reactionType: 'love' }),
      400,
      'ValidationError',
    );
    await refused(
      await send('POST', 'reaction/react/product', null, { resourceID: productID }),
      401,
      'TokenNotFound',
    );
    await refused(
      await send('DELETE', 'reaction/react/product', null, { resourceID: productID }),
      401,
      'TokenNotFound',
    );
  });

  it('counts 20 simultaneous likes of one person once', async () => {
    const user = await person();
    const target = await createProduct(app, owner, businessID);
    const answers = await Promise.all(Array.from({ length: 20 }, () => like(user, 'product', target)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect((await summary(target)).reactionCount.like).toBe(1);
  });

  it('counts 15 people liking at once as 15', async () => {
    const people = await Promise.all(Array.from({ length: 15 }, () => tokens.signIn()));
    const target = await createProduct(app, owner, businessID);
    const answers = await Promise.all(people.map((p) => like(p, 'product', target)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect((await summary(target)).reactionCount.like).toBe(15);
  });
});

describe('GET social/reaction/check/{resourceID}', () => {
  it('needs a session and a UUID', async () => {
    await refused(await send('GET', `reaction/check/${productID}`, null), 401, 'TokenNotFound');
    await refused(await send('GET', 'reaction/check/nope', owner), 400, 'ValidationError');
  });

  it('refuses a business the caller does not belong to', async () => {
    await refused(
      await send('GET', `reaction/check/${productID}?businessID=${businessID}`, outsider),
      403,
      'Forbidden',
    );
  });
});

describe('GET social/reaction/summary/{id}', () => {
  it('gives visitors the counters with liked and following false, and nothing else', async () => {
    const { businessID: id } = await createBusiness(app, owner, { companyName: 'Counted Co' });
    const fan = await person();
    await ok(await like(fan, 'business', id));
    await ok(await send('POST', 'follow/business', fan, { resourceID: id }));
    await comment(fan, { resourceID: id, resourceType: 'business', content: 'Top supplier' });

    const response = await send('GET', `reaction/summary/${id}`, null);
    expect(response.json()).toEqual({
      success: true,
      data: {
        reactionCount: { like: 1 },
        followersCount: 1,
        commentsCount: 1,
        liked: false,
        following: false,
      },
    });
    expect(await summary(id, fan)).toMatchObject({ liked: true, following: true });
    expect(await summary(id, owner)).toMatchObject({ liked: false, following: false });
  });

  it('counts top-level comments only, and no followers for what is not a business', async () => {
    const target = await createProduct(app, owner, businessID);
    const top = await comment(owner, { resourceID: target, resourceType: 'product', content: 'First' });
    await comment(member, { resourceID: top, resourceType: 'comment', content: 'A reply' });
    expect(await summary(target)).toMatchObject({ commentsCount: 1, followersCount: 0 });
  });

  it('answers zeros for an id nobody reacted to, and checks an acting business', async () => {
    expect(await summary(UNKNOWN_UUID)).toEqual({
      reactionCount: { like: 0 },
      followersCount: 0,
      commentsCount: 0,
      liked: false,
      following: false,
    });
    await refused(
      await send('GET', `reaction/summary/${productID}?businessID=${businessID}`, outsider),
      403,
      'Forbidden',
    );
    await refused(await send('GET', 'reaction/summary/xyz', null), 400, 'ValidationError');
  });
});

describe('social/follow', () => {
  it('follows a business once, unfollows idempotently, and says who follows', async () => {
    const { businessID: id } = await createBusiness(app, owner, { companyName: 'Followed Co' });
    const fan = await tokens.signIn();
    await ok(await send('POST', 'follow/business', fan, { resourceID: id }));
    await ok(await send('POST', 'follow/business', fan, { resourceID: id }));
    const followSummary = async (user: TestUser | null) =>
      (await ok(await send('GET', `follow/${id}/summary`, user))).data;
    expect(await followSummary(fan)).toEqual({ followersCount: 1, following: true });
    expect(await followSummary(null)).toEqual({ followersCount: 1, following: false });
    expect(await followSummary(outsider)).toEqual({ followersCount: 1, following: false });
    expect((await summary(id, fan)).followersCount).toBe(1);

    await ok(await send('DELETE', `follow/${id}`, fan));
    expect(await followSummary(fan)).toEqual({ followersCount: 0, following: false });
    await ok(await send('DELETE', `follow/${id}`, fan));
  });

  it('counts simultaneous follows of one person once', async () => {
    const { businessID: id } = await createBusiness(app, owner, { companyName: 'Rushed Co' });
    const fan = await person();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => send('POST', 'follow/business', fan, { resourceID: id })),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect((await summary(id)).followersCount).toBe(1);
  });

  it('refuses an unknown business (404), a bad id (400) and visitors (401)', async () => {
    await refused(
      await send('POST', 'follow/business', owner, { resourceID: UNKNOWN_UUID }),
      404,
      'NotFound',
    );
    await refused(await send('POST', 'follow/business', owner, { resourceID: productID }), 404, 'NotFound');
    await refused(await send('POST', 'follow/business', owner, { resourceID: 'x' }), 400, 'ValidationError');
    await refused(await send('GET', 'follow/x/summary', null), 400, 'ValidationError');
    await refused(
      await send('POST', 'follow/business', null, { resourceID: businessID }),
      401,
      'TokenNotFound',
    );
    await refused(await send('DELETE', `follow/${businessID}`, null), 401, 'TokenNotFound');
  });
});

describe('POST social/comments/make-comment', () => {
  it('stores the text trimmed and otherwise exactly as given, markup included', async () => {
    const target = await createProduct(app, owner, businessID);
    const content = '<script>alert("x")</script> <b>bold</b> & <a href="javascript:1">link</a>';
    const commentID = await comment(outsider, {
      resourceID: target,
      resourceType: 'product',
      content: `  ${content}\n `,
    });
    const [row] = await database.db.select().from(tables.comments).where(eq(tables.comments.id, commentID));
    expect(row).toMatchObject({
      content,
      resourceID: target,
      resourceType: 'product',
      userID: outsider.userID,
    });
    const [listed] = await commentsOf(target);
    expect(listed).toMatchObject({ commentID, content });
  });

  it('comments as a business: the author is the business, with its key', async () => {
    const target = await createProduct(app, owner, businessID);
    const commentID = await comment(member, {
      resourceID: target,
      resourceType: 'product',
      content: 'We ship worldwide',
      businessID,
    });
    const [listed] = await commentsOf(target);
    expect(listed!.commentID).toBe(commentID);
    expect(listed!.whoComment).toEqual({
      userID: member.userID,
      firstName: member.firstName,
      lastName: member.lastName,
      profilePhoto: null,
      businessID,
      companyName: 'Acme Valves Ltd',
      businessPhoto: null,
      businessKey: businessSlug('Acme Valves Ltd', businessID),
    });
    await refused(
      await send('POST', 'comments/make-comment', outsider, {
        resourceID: target,
        resourceType: 'product',
        content: 'Pretending',
        businessID,
      }),
      403,
      'Forbidden',
    );
  });

  it('a person author has no business fields', async () => {
    const target = await createProduct(app, owner, businessID);
    await comment(outsider, { resourceID: target, resourceType: 'product', content: 'Hello' });
    const [listed] = await commentsOf(target);
    expect(listed!.whoComment).toEqual({
      userID: outsider.userID,
      firstName: outsider.firstName,
      lastName: outsider.lastName,
      profilePhoto: null,
    });
  });

  it('replies one level deep and counts the replies', async () => {
    const target = await createProduct(app, owner, businessID);
    const top = await comment(owner, { resourceID: target, resourceType: 'product', content: 'Question?' });
    const first = await comment(member, { resourceID: top, resourceType: 'comment', content: 'Answer one' });
    await comment(outsider, { resourceID: top, resourceType: 'comment', content: 'Answer two' });

    const [listed] = await commentsOf(target);
    expect(listed).toMatchObject({ commentID: top, repliesCount: 2 });
    const replies = await commentsOf(top);
    expect(replies.map((r) => r.content)).toEqual(['Answer two', 'Answer one']);
    expect(replies.every((r) => r.repliesCount === 0)).toBe(true);

    const nested = await refused(
      await send('POST', 'comments/make-comment', owner, {
        resourceID: first,
        resourceType: 'comment',
        content: 'Too deep',
      }),
      400,
      'ValidationError',
    );
    expect(nested.message).toBe(NESTED_REPLY_MESSAGE);
  });

  it('checks that the resource exists; a post by default, which a product id is not', async () => {
    const post = await refused(
      await send('POST', 'comments/make-comment', owner, { resourceID: productID, content: 'On a post' }),
      404,
      'NotFound',
    );
    expect(post.message).toBe('There is no post with this id.');
    for (const type of ['product', 'business', 'comment']) {
      await refused(
        await send('POST', 'comments/make-comment', owner, {
          resourceID: UNKNOWN_UUID,
          resourceType: type,
          content: 'Nobody home',
        }),
        404,
        'NotFound',
      );
    }
  });

  it('refuses an empty or too long text, a bad type (400) and visitors (401)', async () => {
    const base = { resourceID: productID, resourceType: 'product' };
    for (const content of ['', '   \n ', 'x'.repeat(COMMENT_MAX + 1)]) {
      await refused(
        await send('POST', 'comments/make-comment', owner, { ...base, content }),
        400,
        'ValidationError',
      );
    }
    await ok(
      await send('POST', 'comments/make-comment', owner, { ...base, content: 'y'.repeat(COMMENT_MAX) }),
      201,
    );
    await refused(
      await send('POST', 'comments/make-comment', owner, { ...base, resourceType: 'user', content: 'Hi' }),
      400,
      'ValidationError',
    );
    await refused(
      await send('POST', 'comments/make-comment', null, { ...base, content: 'Hi' }),
      401,
      'TokenNotFound',
    );
  });
});

describe('GET social/comments/{resourceID}', () => {
  it('pages newest first, five by default, until a page comes back empty', async () => {
    const target = await createProduct(app, owner, businessID);
    const written: string[] = [];
    for (let i = 1; i <= 12; i++) {
      written.push(
        await comment(owner, { resourceID: target, resourceType: 'product', content: `Comment ${i}` }),
      );
    }
    const newestFirst = written.toReversed();
    const pages: string[][] = [];
    for (let skip = 0; ; skip += LIMITS.commentPageSize) {
      const page = await commentsOf(target, `?skip=${skip}`);
      if (page.length === 0) break;
      pages.push(page.map((c) => c.commentID));
    }
    expect(pages.map((p) => p.length)).toEqual([5, 5, 2]);
    expect(pages.flat()).toEqual(newestFirst);
    expect((await commentsOf(target, '?skip=3&size=4')).map((c) => c.commentID)).toEqual(
      newestFirst.slice(3, 7),
    );
    const [first] = await commentsOf(target);
    expect(new Date(first!.createdAt).toISOString()).toBe(first!.createdAt);
  });

  it(`gives at most ${LIMITS.maxPageSize} comments however large the size`, async () => {
    const target = await createProduct(app, owner, businessID);
    await database.db.insert(tables.comments).values(
      Array.from({ length: LIMITS.maxPageSize + 3 }, (_, i) => ({
        id: randomUUID(),
        resourceID: target,
        resourceType: 'product' as const,
        content: `Bulk ${i}`,
        userID: owner.userID,
      })),
    );
    expect(await commentsOf(target, '?size=1000')).toHaveLength(LIMITS.maxPageSize);
  });

  it('refuses a negative skip or a bad id, and answers an empty list for a resource without comments', async () => {
    await refused(await send('GET', `comments/${productID}?skip=-5`, null), 400, 'ValidationError');
    await refused(await send('GET', `comments/${productID}?size=0`, null), 400, 'ValidationError');
    await refused(await send('GET', 'comments/abc', null), 400, 'ValidationError');
    expect(await commentsOf(UNKNOWN_UUID)).toEqual([]);
  });
});
