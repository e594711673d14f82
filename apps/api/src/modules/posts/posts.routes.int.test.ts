import {
  BUSINESS_FORBIDDEN_MESSAGES,
  businessSlug,
  LIMITS,
  NO_TIMELINE_MESSAGE,
  NOT_AUTHOR_MESSAGE,
  POST_MAX,
  type ErrorEnvelope,
  type Post,
  type ReactionSummary,
} from '@b2b/contracts';
import { eq, inArray, or, tables } from '@b2b/db';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, createBusiness } from '../../test/business-factory.ts';
import { uploadPicture } from '../../test/uploads.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import type { TestUser } from '../../test/test-tokens.ts';
import { OWN_TIMELINE_MESSAGE, TIMELINE_TYPE_MESSAGE } from './posts.service.ts';

const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';
const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const { app, database, visitor: person } = await useTestApp();

let owner: TestUser;
let admin: TestUser;
let member: TestUser;
let outsider: TestUser;
let businessID: string;

beforeAll(async () => {
  [owner, admin, member, outsider] = await Promise.all([
    person({ firstName: 'Olga', lastName: 'Owner' }),
    person(),
    person({ firstName: 'Mia', lastName: 'Member' }),
    person(),
  ]);
  ({ businessID } = await createBusiness(app, owner, { companyName: 'Feed Valves Ltd' }));
  await addMember(app, owner, businessID, admin, 'admin');
  await addMember(app, owner, businessID, member, 'member');
});

type Answer = Awaited<ReturnType<typeof app.inject>>;

const send = (method: 'GET' | 'POST' | 'DELETE', url: string, user: TestUser | null, payload?: unknown) =>
  app.inject({
    method,
    url: `/api/${url}`,
    ...(user ? { headers: user.headers } : {}),
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });

function ok<T>(response: Answer, status = 200): T {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<{ success: true; data: T }>();
  expect(body.success).toBe(true);
  return body.data;
}

function refused(response: Answer, status: number, name: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<ErrorEnvelope>();
  expect(body).toMatchObject({ success: false, name });
  return body;
}

const asUser = (user: TestUser, content: string) => ({
  content,
  timelineID: user.userID,
  timelineType: 'user',
});
const asBusiness = (id: string, content: string) => ({
  content,
  timelineID: id,
  timelineType: 'business',
  businessID: id,
});

const makePost = (user: TestUser | null, body: unknown) => send('POST', 'social/posts/make-post', user, body);
async function post(user: TestUser, body: unknown): Promise<string> {
  return ok<{ postID: string }>(await makePost(user, body), 201).postID;
}
const readPost = async (postID: string) => ok<Post>(await send('GET', `social/posts/${postID}`, null));
const removePost = (user: TestUser | null, postID: unknown) =>
  send('DELETE', 'social/posts/remove-post', user, { postID });

async function feedPage(user: TestUser, nextID?: string | null) {
  return ok<{ posts: Post[]; nextID: string | null }>(
    await send('GET', `newsfeed/load${nextID ? `?nextID=${nextID}` : ''}`, user),
  );
}
async function timeline(timelineID: string, query = '') {
  return ok<{ posts: Post[] }>(await send('GET', `timeline/load/${timelineID}${query}`, null)).posts;
}
const follow = async (user: TestUser, id: string) =>
  ok(await send('POST', 'social/follow/business', user, { resourceID: id }));

describe('POST social/posts/make-post', () => {
  it('posts as the person on their own timeline, with a time-ordered id; the post reads back with its author', async () => {
    const postID = await post(owner, asUser(owner, '  Our new valve line ships in May.  '));
    expect(postID).toMatch(UUID_V7);
    const read = await readPost(postID);
    expect(read).toMatchObject({
      postID,
      content: 'Our new valve line ships in May.',
      timelineID: owner.userID,
      timelineType: 'user',
      author: { userID: owner.userID, firstName: 'Olga', lastName: 'Owner', profilePhoto: null },
      header: { metadata: { resourceID: postID, datetime: read.createdAt } },
      body: { text: 'Our new valve line ships in May.', picture: null },
    });
    expect(read.author.companyName).toBeUndefined();
    expect(read.header.author).toEqual(read.author);
    expect(Math.abs(Date.parse(read.createdAt) - Date.now())).toBeLessThan(60_000);
  });

  it("posts as a business any of its people belong to, on the business's timeline, by its name", async () => {
    const postID = await post(member, asBusiness(businessID, 'Visit our stand at the fair.'));
    const read = await readPost(postID);
    expect(read).toMatchObject({
      timelineID: businessID,
      timelineType: 'business',
      author: {
        userID: member.userID,
        firstName: 'Mia',
        businessID,
        companyName: 'Feed Valves Ltd',
        businessPhoto: null,
        businessKey: businessSlug('Feed Valves Ltd', businessID),
      },
    });
    const [row] = await database.db.select().from(tables.posts).where(eq(tables.posts.id, postID));
    expect(row).toMatchObject({ userID: member.userID, businessID, timelineID: businessID });
  });

  it('refuses to post as a business the person does not belong to (403), as likes do, or one that does not exist (404)', async () => {
    const body = refused(await makePost(outsider, asBusiness(businessID, 'Hijack')), 403, 'Forbidden');
    expect(body.message).toBe(BUSINESS_FORBIDDEN_MESSAGES.act);
    refused(await makePost(outsider, asBusiness(UNKNOWN_UUID, 'Nobody')), 404, 'NotFound');
    expect(await timeline(businessID)).not.toContainEqual(expect.objectContaining({ content: 'Hijack' }));
  });

  it("refuses a timeline that is not the writer's own (400), naming the field", async () => {
    const cases = [
      {
        body: { ...asUser(owner, 'x'), timelineID: outsider.userID },
        path: 'timelineID',
        message: OWN_TIMELINE_MESSAGE,
      },
      {
        body: { ...asUser(owner, 'x'), timelineID: businessID },
        path: 'timelineID',
        message: OWN_TIMELINE_MESSAGE,
      },
      {
        body: { ...asUser(owner, 'x'), timelineType: 'business' },
        path: 'timelineType',
        message: TIMELINE_TYPE_MESSAGE,
      },
      {
        body: { ...asBusiness(businessID, 'x'), timelineType: 'user' },
        path: 'timelineType',
        message: TIMELINE_TYPE_MESSAGE,
      },
      {
        body: { ...asBusiness(businessID, 'x'), timelineID: owner.userID },
        path: 'timelineID',
        message: OWN_TIMELINE_MESSAGE,
      },
      {
        body: { content: 'x', timelineID: businessID, timelineType: 'business' },
        path: 'timelineID',
        message: OWN_TIMELINE_MESSAGE,
      },
    ];
    for (const c of cases) {
      const body = refused(await makePost(owner, c.body), 400, 'ValidationError');
      expect(body.errors, JSON.stringify(c.body)).toContainEqual({ path: c.path, message: c.message });
    }
  });

  it('validates the text (1 to 512 characters after trimming), the ids and the type', async () => {
    for (const content of ['', '   ', 'x'.repeat(POST_MAX + 1)]) {
      const body = refused(await makePost(owner, asUser(owner, content)), 400, 'ValidationError');
      expect(body.errors?.[0]?.path).toBe('content');
    }
    await post(owner, asUser(owner, 'y'.repeat(POST_MAX)));
    refused(await makePost(owner, { ...asUser(owner, 'x'), timelineID: 'me' }), 400, 'ValidationError');
    refused(await makePost(owner, { ...asUser(owner, 'x'), timelineType: 'group' }), 400, 'ValidationError');
    refused(
      await makePost(owner, { ...asBusiness(businessID, 'x'), businessID: '1' }),
      400,
      'ValidationError',
    );
    refused(await makePost(owner, { timelineID: owner.userID }), 400, 'ValidationError');
  });

  it('answers 401 to a visitor whatever the body', async () => {
    for (const body of [asUser(owner, 'Hi'), { content: '' }, 'not json', undefined]) {
      refused(await makePost(null, body), 401, 'TokenNotFound');
    }
  });

  it('keeps the text as typed: markup is plain text', async () => {
    const text = '<script>alert(1)</script> & <b>bold</b>';
    expect((await readPost(await post(owner, asUser(owner, text)))).body.text).toBe(text);
  });

  it('takes a picture the person uploaded, as recorded, and refuses one somebody else uploaded', async () => {
    const picture = await uploadPicture(app, owner, 'user');
    const postID = await post(owner, { ...asUser(owner, 'With a picture'), picture });
    expect((await readPost(postID)).body.picture).toEqual(picture);

    const body = refused(
      await makePost(outsider, { ...asUser(outsider, 'Borrowed'), picture }),
      403,
      'Forbidden',
    );
    expect(body.message).toBe('You can only use a picture you uploaded yourself.');
    const forged = { url: `${picture.url}x`, versions: [] };
    refused(await makePost(owner, { ...asUser(owner, 'Forged'), picture: forged }), 403, 'Forbidden');
  });
});

describe('GET social/posts/{postID}', () => {
  it('answers 404 for an unknown post and 400 for a bad id', async () => {
    const body = refused(await send('GET', `social/posts/${UNKNOWN_UUID}`, null), 404, 'NotFound');
    expect(body.message).toBe('There is no post with this id.');
    refused(await send('GET', 'social/posts/not-an-id', null), 400, 'ValidationError');
  });
});

describe('likes and comments on posts', () => {
  it('likes and comments on a post (and replies), and removing the post removes them all', async () => {
    const postID = await post(owner, asUser(owner, 'Like and comment me'));
    const fan = await person();
    ok(await send('POST', 'social/reaction/react/post', fan, { resourceID: postID, reactionType: 'like' }));
    ok(
      await send('POST', 'social/reaction/react/post', member, {
        resourceID: postID,
        reactionType: 'like',
        businessID,
      }),
    );
    const { commentID } = ok<{ commentID: string }>(
      await send('POST', 'social/comments/make-comment', fan, { resourceID: postID, content: 'Nice post' }),
      201,
    );
    const { commentID: replyID } = ok<{ commentID: string }>(
      await send('POST', 'social/comments/make-comment', owner, {
        resourceID: commentID,
        resourceType: 'comment',
        content: 'Thanks',
      }),
      201,
    );
    ok(
      await send('POST', 'social/reaction/react/comment', owner, {
        resourceID: commentID,
        reactionType: 'like',
      }),
    );
    ok(
      await send('POST', 'social/reaction/react/comment', fan, { resourceID: replyID, reactionType: 'like' }),
    );
    expect(ok<ReactionSummary>(await send('GET', `social/reaction/summary/${postID}`, fan))).toMatchObject({
      reactionCount: { like: 2 },
      commentsCount: 1,
      liked: true,
    });

    ok(await removePost(owner, postID));
    refused(await send('GET', `social/posts/${postID}`, null), 404, 'NotFound');
    const ids = [postID, commentID, replyID];
    const { reactions, comments } = tables;
    expect(await database.db.select().from(reactions).where(inArray(reactions.resourceID, ids))).toEqual([]);
    expect(
      await database.db
        .select()
        .from(comments)
        .where(or(inArray(comments.resourceID, ids), inArray(comments.id, ids))),
    ).toEqual([]);
    const like = await send('POST', 'social/reaction/react/post', fan, {
      resourceID: postID,
      reactionType: 'like',
    });
    expect(refused(like, 404, 'NotFound').message).toBe('There is no post with this id.');
  });
});

describe('DELETE social/posts/remove-post', () => {
  it("lets only the person who wrote it remove a person's post", async () => {
    const postID = await post(member, asUser(member, 'Mine alone'));
    for (const other of [owner, outsider]) {
      const body = refused(await removePost(other, postID), 403, 'Forbidden');
      expect(body.message).toBe(NOT_AUTHOR_MESSAGE);
    }
    ok(await removePost(member, postID));
    refused(await removePost(member, postID), 404, 'NotFound');
  });

  it("lets the writer and the business's owner and admins remove a business's post, not its other members", async () => {
    const other = await person();
    await addMember(app, owner, businessID, other, 'member');
    const byMember = await post(member, asBusiness(businessID, 'By a member'));
    refused(await removePost(other, byMember), 403, 'Forbidden');
    refused(await removePost(outsider, byMember), 403, 'Forbidden');
    ok(await removePost(member, byMember));

    for (const remover of [owner, admin]) {
      const postID = await post(member, asBusiness(businessID, 'Removed by the management'));
      ok(await removePost(remover, postID));
      refused(await send('GET', `social/posts/${postID}`, null), 404, 'NotFound');
    }
  });

  it('answers 404 for an unknown post, 400 for a bad id and 401 to a visitor whatever the body', async () => {
    refused(await removePost(owner, UNKNOWN_UUID), 404, 'NotFound');
    refused(await removePost(owner, 'x'), 400, 'ValidationError');
    refused(await removePost(null, UNKNOWN_UUID), 401, 'TokenNotFound');
    refused(await removePost(null, 'x'), 401, 'TokenNotFound');
  });
});

describe('GET newsfeed/load', () => {
  it("shows the person's own posts, their businesses' and the businesses they follow, newest first, and no others", async () => {
    const reader = await person();
    const { businessID: own } = await createBusiness(app, reader, { companyName: 'Reader Own Co' });
    const { businessID: followed } = await createBusiness(app, owner, { companyName: 'Followed Pumps' });
    const { businessID: unfollowed } = await createBusiness(app, owner, { companyName: 'Unfollowed Gears' });
    await follow(reader, followed);
    // Following one's own business changes nothing: each post comes once.
    await follow(reader, own);
    const stranger = await person();

    const mine = await post(reader, asUser(reader, 'mine'));
    const ofFollowed = await post(owner, asBusiness(followed, 'followed'));
    await post(stranger, asUser(stranger, 'a stranger'));
    await post(owner, asBusiness(unfollowed, 'not followed'));
    const ofOwn = await post(reader, asBusiness(own, 'my business'));
    await post(owner, asUser(owner, 'the owner of a followed business'));

    const page = await feedPage(reader);
    expect(page.posts.map((p) => p.postID)).toEqual([ofOwn, ofFollowed, mine]);
    expect(page.nextID).toBeNull();

    // Unfollowing takes the business's posts out of the feed.
    ok(await send('DELETE', `social/follow/${followed}`, reader));
    expect((await feedPage(reader)).posts.map((p) => p.content)).toEqual(['my business', 'mine']);
  });

  it('pages by nextID without duplicates or gaps while new posts arrive, and stops with nextID null', async () => {
    const reader = await person();
    const { businessID: a } = await createBusiness(app, owner, { companyName: 'Paging A' });
    const { businessID: b } = await createBusiness(app, owner, { companyName: 'Paging B' });
    await follow(reader, a);
    await follow(reader, b);
    const size = LIMITS.timelinePageSize;
    const written: string[] = [];
    for (let i = 0; i < 2 * size + 3; i += 1) {
      const author =
        i % 3 === 0 ? asUser(reader, `own ${i}`) : asBusiness(i % 3 === 1 ? a : b, `business ${i}`);
      written.push(await post(i % 3 === 0 ? reader : owner, author));
    }

    const seen: string[] = [];
    let page = await feedPage(reader);
    const arrived: string[] = [];
    for (;;) {
      expect(page.posts.length).toBeLessThanOrEqual(size);
      seen.push(...page.posts.map((p) => p.postID));
      if (!page.nextID) break;
      expect(page.posts).toHaveLength(size);
      expect(page.nextID).toBe(page.posts.at(-1)!.postID);
      // New posts arrive between pages: they are above the cursor and never push older ones into the next page.
      arrived.push(await post(owner, asBusiness(a, 'arrived meanwhile')));
      page = await feedPage(reader, page.nextID);
    }
    expect(seen).toEqual(written.toReversed());
    expect((await feedPage(reader)).posts.slice(0, arrived.length).map((p) => p.postID)).toEqual(
      arrived.toReversed(),
    );
  });

  it('finds a whole page of a quiet network below a thousand newer posts of others, on every page', async () => {
    const reader = await person();
    const stranger = await person();
    const { businessID: quiet } = await createBusiness(app, owner, { companyName: 'Quiet Castings' });
    await follow(reader, quiet);
    const size = LIMITS.timelinePageSize;
    const written: string[] = [];
    for (let i = 0; i < size + 3; i += 1) written.push(await post(owner, asBusiness(quiet, `quiet ${i}`)));
    // More posts of others than the newest-first window reads, all newer than the reader's.
    const others = Array.from({ length: 1_200 }, (_, i) => ({
      id: uuidv7(),
      userID: stranger.userID,
      timelineID: stranger.userID,
      timelineType: 'user' as const,
      content: `elsewhere ${i}`,
    }));
    await database.db.insert(tables.posts).values(others);

    const first = await feedPage(reader);
    expect(first.posts.map((p) => p.postID)).toEqual(written.toReversed().slice(0, size));
    const second = await feedPage(reader, first.nextID);
    expect(second.posts.map((p) => p.postID)).toEqual(written.toReversed().slice(size));
    expect(second.nextID).toBeNull();
  });

  it('goes on below a nextID whose post was removed meanwhile', async () => {
    const reader = await person();
    const ids: string[] = [];
    for (let i = 0; i < LIMITS.timelinePageSize + 2; i += 1)
      ids.push(await post(reader, asUser(reader, `n${i}`)));
    const first = await feedPage(reader);
    expect(first.nextID).toBe(ids[2]);
    ok(await removePost(reader, first.nextID));
    const rest = await feedPage(reader, first.nextID);
    expect(rest.posts.map((p) => p.postID)).toEqual([ids[1], ids[0]]);
    expect(rest.nextID).toBeNull();
  });

  it('is empty for a newcomer, needs a session and refuses a bad nextID', async () => {
    expect(await feedPage(await person())).toEqual({ posts: [], nextID: null });
    refused(await send('GET', 'newsfeed/load', null), 401, 'TokenNotFound');
    refused(await send('GET', 'newsfeed/load?nextID=x', null), 401, 'TokenNotFound');
    refused(await send('GET', 'newsfeed/load?nextID=x', owner), 400, 'ValidationError');
  });
});

describe('GET timeline/load/{timelineID}', () => {
  it('pages a timeline by skip and size, newest first, for anyone; an empty page ends it', async () => {
    const writer = await person();
    const ids: string[] = [];
    for (let i = 0; i < LIMITS.timelinePageSize + 3; i += 1)
      ids.push(await post(writer, asUser(writer, `t${i}`)));
    const newestFirst = ids.toReversed();

    const first = await timeline(writer.userID);
    expect(first.map((p) => p.postID)).toEqual(newestFirst.slice(0, LIMITS.timelinePageSize));
    const second = await timeline(writer.userID, `?skip=${LIMITS.timelinePageSize}&size=10`);
    expect(second.map((p) => p.postID)).toEqual(newestFirst.slice(LIMITS.timelinePageSize));
    expect(await timeline(writer.userID, '?skip=20&size=10')).toEqual([]);
    expect((await timeline(writer.userID, '?skip=1&size=2')).map((p) => p.postID)).toEqual(
      newestFirst.slice(1, 3),
    );
    expect((await timeline(writer.userID, '?size=1000')).length).toBe(ids.length);
  });

  it("shows a business's posts on its timeline, by whichever of its people wrote them", async () => {
    const { businessID: id } = await createBusiness(app, owner, { companyName: 'Timeline Co' });
    await addMember(app, owner, id, member, 'member');
    await post(owner, asBusiness(id, 'from the owner'));
    await post(member, asBusiness(id, 'from a member'));
    const posts = await timeline(id);
    expect(posts.map((p) => [p.content, p.author.userID, p.author.companyName])).toEqual([
      ['from a member', member.userID, 'Timeline Co'],
      ['from the owner', owner.userID, 'Timeline Co'],
    ]);
  });

  it('is empty for a person or business with no posts yet, and not found for an id that is neither', async () => {
    const quiet = await person();
    const { businessID: newBusiness } = await createBusiness(app, quiet, { companyName: 'Quiet Works' });
    expect(await timeline(quiet.userID)).toEqual([]);
    expect(await timeline(newBusiness)).toEqual([]);
    expect(refused(await send('GET', `timeline/load/${UNKNOWN_UUID}`, null), 404, 'NotFound').message).toBe(
      NO_TIMELINE_MESSAGE,
    );
  });

  it('refuses bad ids and paging', async () => {
    refused(await send('GET', 'timeline/load/x', null), 400, 'ValidationError');
    refused(await send('GET', `timeline/load/${UNKNOWN_UUID}?skip=-1`, null), 400, 'ValidationError');
    refused(await send('GET', `timeline/load/${UNKNOWN_UUID}?size=0`, null), 400, 'ValidationError');
  });
});
