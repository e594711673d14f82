import { describe, expect, it } from 'vitest';
import { businessMembers } from '../../schema/businesses.ts';
import { inquiries, inquiryMessages, inquiryParticipants } from '../../schema/inquiries.ts';
import { demoBusinessID } from './demo-reference.ts';
import { busiestThreadCount, inquiriesStep, longestThreadLength } from './inquiries.ts';
import { useDemoDatabase } from './test-context.ts';

const { database, context } = await useDemoDatabase('products');

describe('inquiries demo step', () => {
  it('sends requests to businesses from people and businesses outside them, each with its conversation', async () => {
    const { db } = database;
    expect(await inquiriesStep.hasData(db)).toBe(false);
    const made = await inquiriesStep.run(context(2004));
    expect(await inquiriesStep.hasData(db)).toBe(true);
    const threads = await db.select().from(inquiries);
    expect(threads).toHaveLength(made);
    expect(made).toBeGreaterThan(20);
    expect(threads.some((t) => t.senderBusinessID)).toBe(true);
    expect(threads.some((t) => !t.senderBusinessID)).toBe(true);
    expect(threads.some((t) => t.status === 'closed' && t.closedBy && t.closedAt)).toBe(true);
    expect(threads.some((t) => t.productID)).toBe(true);
    const members = await db.select().from(businessMembers);
    for (const t of threads) {
      expect(t.senderID).toBe(t.senderBusinessID ?? t.senderUserID);
      expect(members.some((m) => m.businessID === t.receiverBusinessID && m.userID === t.senderUserID)).toBe(
        false,
      );
    }
    expect(threads.filter((t) => t.receiverBusinessID === demoBusinessID(0))).toHaveLength(
      busiestThreadCount(1),
    );

    const messages = await db.select().from(inquiryMessages);
    const lengths = new Map<string, number>();
    for (const m of messages) lengths.set(m.inquiryID, (lengths.get(m.inquiryID) ?? 0) + 1);
    expect(Math.max(...lengths.values())).toBe(longestThreadLength(1));
    for (const m of messages) expect(m.content).not.toMatch(/[<>{}]|undefined/);

    // Both sides see each thread once, at its last message, and the side that wrote last has read it.
    const sides = await db.select().from(inquiryParticipants);
    expect(sides).toHaveLength(2 * made);
    const lastOf = new Map<string, (typeof messages)[number]>();
    for (const m of messages) {
      const last = lastOf.get(m.inquiryID);
      if (!last || m.createdAt > last.createdAt || (+m.createdAt === +last.createdAt && m.id > last.id)) {
        lastOf.set(m.inquiryID, m);
      }
    }
    const byID = new Map(threads.map((t) => [t.id, t]));
    for (const p of sides) {
      const thread = byID.get(p.inquiryID)!;
      expect(p.identityID).toBe(p.side === 'S' ? thread.senderID : thread.receiverBusinessID);
      expect(p.lastActivityAt).toEqual(thread.lastMessageAt);
      expect(+thread.lastMessageAt).toBe(+lastOf.get(thread.id)!.createdAt);
      if (lastOf.get(thread.id)!.side === p.side) expect(p.unread).toBe(false);
    }
  });
});
