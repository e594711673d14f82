import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businesses, businessMembers } from '../../schema/businesses.ts';
import { products } from '../../schema/products.ts';
import { comments, follows, reactions } from '../../schema/social.ts';
import { demoBusinessID } from './demo-reference.ts';
import { socialStep } from './social.ts';
import { useDemoDatabase } from './test-context.ts';

const { database, context } = await useDemoDatabase('products');

const count = async (table: typeof reactions | typeof follows | typeof comments) =>
  (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe('social demo step', () => {
  it('likes businesses and products, follows businesses and comments, with replies', async () => {
    const { db } = database;
    expect(await socialStep.hasData(db)).toBe(false);
    const made = await socialStep.run(context(2003));
    expect(await socialStep.hasData(db)).toBe(true);
    expect(made).toBe((await count(reactions)) + (await count(follows)) + (await count(comments)));

    const likes = await db.select().from(reactions);
    const businessIds = new Set((await db.select({ id: businesses.id }).from(businesses)).map((b) => b.id));
    const productIds = new Set((await db.select({ id: products.id }).from(products)).map((p) => p.id));
    const onBusinesses = likes.filter((r) => r.resourceType === 'business');
    const onProducts = likes.filter((r) => r.resourceType === 'product');
    expect(onBusinesses.length).toBeGreaterThan(100);
    expect(onProducts.length).toBeGreaterThan(300);
    expect(onBusinesses.every((r) => businessIds.has(r.resourceID))).toBe(true);
    expect(onProducts.every((r) => productIds.has(r.resourceID))).toBe(true);
    for (const r of likes) {
      expect(r.reactionType).toBe('like');
      // The actor is the person, or the business they acted as.
      expect(r.actorID).toBe(r.businessID ?? r.userID);
    }
    expect(likes.some((r) => r.businessID)).toBe(true);

    // Businesses are liked and followed by people outside them.
    const members = await db.select().from(businessMembers);
    const isMember = (businessID: string, userID: string) =>
      members.some((m) => m.businessID === businessID && m.userID === userID);
    expect(onBusinesses.filter((r) => !r.businessID).some((r) => isMember(r.resourceID, r.userID))).toBe(
      false,
    );
    const followRows = await db.select().from(follows);
    expect(followRows.length).toBeGreaterThan(100);
    expect(followRows.some((f) => isMember(f.resourceID, f.userID))).toBe(false);
  });

  it('writes plain-text comments on products and businesses, and replies from the business as itself', async () => {
    const rows = await database.db.select().from(comments);
    const byID = new Map(rows.map((c) => [c.id, c]));
    const replies = rows.filter((c) => c.resourceType === 'comment');
    expect(rows.filter((c) => c.resourceType === 'product').length).toBeGreaterThan(30);
    expect(rows.some((c) => c.resourceType === 'business')).toBe(true);
    expect(replies.length).toBeGreaterThan(10);
    for (const c of rows) {
      expect(c.content.length).toBeGreaterThan(10);
      expect(c.content.length).toBeLessThanOrEqual(512);
      expect(c.content).not.toMatch(/[<>{}]|undefined/);
    }
    const owners = await database.db
      .select()
      .from(businessMembers)
      .where(eq(businessMembers.access, 'owner'));
    for (const reply of replies) {
      const parent = byID.get(reply.resourceID);
      expect(parent?.resourceType).toBe('product');
      expect(reply.createdAt.getTime()).toBeGreaterThanOrEqual(parent!.createdAt.getTime());
      expect(owners.some((o) => o.businessID === reply.businessID && o.userID === reply.userID)).toBe(true);
    }
  });

  it("gives the demo account's gold business a lively page", async () => {
    const { db } = database;
    const id = demoBusinessID(0);
    const [followers] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(follows)
      .where(eq(follows.resourceID, id));
    const [businessComments] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(comments)
      .where(eq(comments.resourceID, id));
    expect(followers?.n).toBe(7);
    expect(businessComments?.n).toBe(2);
  });

  it('adds nothing when run again, whatever the seed', async () => {
    expect(await socialStep.run(context(2003))).toBe(0);
    expect(await socialStep.run(context(5))).toBe(0);
  });

  it('leaves a business alone when only its products have likes or comments', async () => {
    const { db } = database;
    const id = demoBusinessID(1);
    for (const table of [reactions, follows, comments]) {
      await db.delete(table).where(eq(table.resourceID, id));
    }
    const [liked] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(reactions)
      .innerJoin(products, eq(products.id, reactions.resourceID))
      .where(eq(products.businessID, id));
    expect(liked?.n).toBeGreaterThan(0);
    expect(await socialStep.run(context(11))).toBe(0);
  });
});
