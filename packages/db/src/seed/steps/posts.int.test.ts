import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businessMembers } from '../../schema/businesses.ts';
import { posts } from '../../schema/posts.ts';
import { follows } from '../../schema/social.ts';
import { DEMO_ACCOUNT_ID } from './accounts.ts';
import { demoBusinessID } from './demo-reference.ts';
import { postsStep } from './posts.ts';
import { useDemoDatabase } from './test-context.ts';

const { database, context } = await useDemoDatabase('products');

const postCount = async () => (await database.db.select({ n: sql<number>`count(*)::int` }).from(posts))[0]!.n;

describe('posts demo step', () => {
  it('posts as businesses, by their own people, and as people, with time-ordered ids of their times', async () => {
    const { db } = database;
    expect(await postsStep.hasData(db)).toBe(false);
    const made = await postsStep.run(context(2004));
    expect(await postsStep.hasData(db)).toBe(true);
    expect(made).toBe(await postCount());

    const rows = await db.select().from(posts);
    const members = await db.select().from(businessMembers);
    const byBusiness = rows.filter((p) => p.timelineType === 'business');
    expect(byBusiness.length).toBeGreaterThan(30);
    expect(rows.filter((p) => p.timelineType === 'user').length).toBeGreaterThan(10);
    for (const post of byBusiness) {
      expect(members.some((m) => m.businessID === post.businessID && m.userID === post.userID)).toBe(true);
    }
    const since = Date.now() - 61 * 86_400_000;
    for (const post of rows) {
      expect(post.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
      // A version 7 id starts with its time in milliseconds.
      expect(parseInt(post.id.replace(/-/g, '').slice(0, 12), 16)).toBe(post.createdAt.getTime());
      expect(post.createdAt.getTime()).toBeGreaterThan(since);
      expect(post.content.length).toBeLessThanOrEqual(512);
      expect(post.content).not.toMatch(/[<>{}]|undefined| {2}/);
    }
  });

  it("fills the demo account's newsfeed: its posts, its businesses' and those of businesses it follows", async () => {
    const { db } = database;
    const own = await db.select().from(posts).where(eq(posts.timelineID, DEMO_ACCOUNT_ID));
    expect(own).toHaveLength(2);
    const featured = await db
      .select()
      .from(posts)
      .where(eq(posts.timelineID, demoBusinessID(0)));
    expect(featured).toHaveLength(3);
    const followed = await db
      .select({ id: follows.resourceID, member: businessMembers.userID })
      .from(follows)
      .leftJoin(
        businessMembers,
        and(eq(businessMembers.businessID, follows.resourceID), eq(businessMembers.userID, follows.userID)),
      )
      .where(eq(follows.userID, DEMO_ACCOUNT_ID));
    expect(followed).toHaveLength(6);
    expect(followed.every((f) => f.member === null)).toBe(true);
  });

  it('adds nothing when run again, whatever the seed', async () => {
    const before = await postCount();
    expect(await postsStep.run(context(2004))).toBe(0);
    expect(await postsStep.run(context(7))).toBe(0);
    expect(await postCount()).toBe(before);
  });
});
