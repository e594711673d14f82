import type { ErrorEnvelope } from '@b2b/contracts';
import { eq, sql, tables } from '@b2b/db';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { categoryRef, createBusiness } from '../../test/business-factory.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import type { TestUser } from '../../test/test-tokens.ts';

const {
  app,
  database,
  visitor: person,
} = await useTestApp({
  env: {
    USER_RATE_LIMIT_COMMENTS: '2/10m',
    USER_RATE_LIMIT_REACTIONS: '3/1h',
    USER_RATE_LIMIT_BUSINESSES: '1/1d',
    USER_RATE_LIMIT_UPLOADS: '2/1h',
    USER_RATE_LIMIT_POSTS: '2/1h',
  },
});

let businessID: string;

beforeAll(async () => {
  ({ businessID } = await createBusiness(app, await person(), { companyName: 'Target Pumps Ltd' }));
});

type Answer = Awaited<ReturnType<App['inject']>>;
type Write = (user: TestUser) => Promise<Answer>;

const comment: Write = (user) =>
  app.inject({
    method: 'POST',
    url: '/api/social/comments/make-comment',
    headers: user.headers,
    payload: { resourceID: businessID, resourceType: 'business', content: 'Do you ship to Europe?' },
  });
const post: Write = (user) =>
  app.inject({
    method: 'POST',
    url: '/api/social/posts/make-post',
    headers: user.headers,
    payload: { content: 'Our new catalogue is out.', timelineID: user.userID, timelineType: 'user' },
  });
const like: Write = (user) =>
  app.inject({
    method: 'POST',
    url: '/api/social/reaction/react/business',
    headers: user.headers,
    payload: { resourceID: businessID, reactionType: 'like' },
  });
const unlike: Write = (user) =>
  app.inject({
    method: 'DELETE',
    url: '/api/social/reaction/react/business',
    headers: user.headers,
    payload: { resourceID: businessID },
  });
const follow: Write = (user) =>
  app.inject({
    method: 'POST',
    url: '/api/social/follow/business',
    headers: user.headers,
    payload: { resourceID: businessID },
  });
const unfollow: Write = (user) =>
  app.inject({ method: 'DELETE', url: `/api/social/follow/${businessID}`, headers: user.headers });
const uploadForm: Write = (user) =>
  app.inject({
    method: 'POST',
    url: '/api/files/upload-request/user',
    headers: user.headers,
    payload: { contentType: 'image/png', fileSize: 1000 },
  });
const createOwnBusiness: Write = async (user) => {
  const states = await app.inject({ method: 'GET', url: '/api/ref-data/country/CN/state' });
  return app.inject({
    method: 'POST',
    url: '/api/business/profile/create',
    headers: user.headers,
    payload: {
      companyName: 'Flood Co',
      categories: [await categoryRef(app)],
      businessType: 'MA',
      shortDescription: 'One business too many.',
      country: 'CN',
      state: states.json<{ data: { stateID: string }[] }>().data[0]!.stateID,
    },
  });
};

async function expectRefused(response: Answer, maxWaitSeconds: number) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json<ErrorEnvelope>()).toMatchObject({ success: false, name: 'RateLimited' });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxWaitSeconds);
}

describe('per-person write limits', () => {
  it.each([
    { limit: 'comments', writes: [comment, comment], window: 600, status: 201 },
    { limit: 'likes and follows together', writes: [like, follow, unlike], window: 3600, status: 200 },
    { limit: 'posts', writes: [post, post], window: 3600, status: 201 },
    { limit: 'upload forms', writes: [uploadForm, uploadForm], window: 3600, status: 200 },
    { limit: 'business creation', writes: [createOwnBusiness], window: 86_400, status: 201 },
  ])('refuses the write past the limit of $limit with 429 and Retry-After, and spares others', async (c) => {
    const flooder = await person();
    for (const write of c.writes) {
      const response = await write(flooder);
      expect(response.statusCode, response.body).toBe(c.status);
    }
    const next = c.writes.at(-1)!;
    await expectRefused(await next(flooder), c.window);
    if (c.limit.startsWith('likes')) await expectRefused(await unfollow(flooder), c.window);

    const other = await person();
    expect((await next(other)).statusCode).toBe(c.status);
  });

  it('counts again from zero once the window has passed', async () => {
    const user = await person();
    await comment(user);
    await comment(user);
    await expectRefused(await comment(user), 600);
    await database.db
      .update(tables.userWriteCounters)
      .set({ windowEndsAt: sql`now() - interval '1 second'` })
      .where(eq(tables.userWriteCounters.userID, user.userID));
    expect((await comment(user)).statusCode).toBe(201);
  });
});
