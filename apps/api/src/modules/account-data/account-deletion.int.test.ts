import {
  accountDeletionBlockedMessage,
  AccountDeletionStatusAnswerSchema,
  ACCOUNT_DELETED_CHANNEL,
  type ErrorEnvelope,
  type Thread,
} from '@b2b/contracts';
import { eq, or, outboxRow, outboxWriter, sql, tables } from '@b2b/db';
import { describe, expect, it } from 'vitest';
import { addMember, createBusiness } from '../../test/business-factory.ts';
import type { TestUser } from '../../test/test-tokens.ts';
import { uploadPicture } from '../../test/uploads.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { leaveTraces } from './account-data.fixtures.ts';
import { accountDeletionRepository, deletionTokenHash } from './account-deletion.repository.ts';

const { app, database, visitor } = await useTestApp();
const { db } = database;
const {
  accountDeletions,
  businessMembers,
  businesses,
  comments,
  emailOutbox,
  follows,
  favoriteBusinesses,
  users,
} = tables;
const { posts, reactions, inquiryMessages, membershipPayments, reviews, rfqQuotes, rfqs } = tables;

const status = async (user: TestUser) => {
  const response = await app.inject({
    method: 'GET',
    url: '/api/user/account/deletion',
    headers: user.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return AccountDeletionStatusAnswerSchema.parse(response.json()).data;
};
const request = (user: TestUser) =>
  app.inject({ method: 'POST', url: '/api/user/account/deletion', headers: user.headers });

/** Opens a request and confirms it as the account service does when the password is right. */
async function confirmedRequest(user: TestUser): Promise<string> {
  const response = await request(user);
  expect(response.statusCode, response.body).toBe(200);
  const token = response.json<{ data: { request: string } }>().data.request;
  const [row] = await db
    .update(accountDeletions)
    .set({ confirmedAt: new Date() })
    .where(eq(accountDeletions.tokenHash, deletionTokenHash(token)))
    .returning({ id: accountDeletions.id });
  return row!.id;
}

const rowsOf = async (
  table: typeof posts | typeof comments | typeof reactions | typeof follows,
  userID: string,
) => (await db.select().from(table).where(eq(table.userID, userID))).length;

describe('what blocks a deletion', () => {
  it('is each business the person owns with nobody to hand it to: 409 names them', async () => {
    const person = await visitor();
    const { businessID } = await createBusiness(app, person, { companyName: 'Solo Castings' });
    expect(await status(person)).toEqual({
      blockers: [{ businessID, companyName: 'Solo Castings' }],
      handovers: [],
    });
    const refused = await request(person);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorEnvelope>()).toMatchObject({
      success: false,
      name: 'Conflict',
      message: accountDeletionBlockedMessage('Solo Castings'),
    });

    // A plain member is not one to hand it to; an admin is.
    const member = await visitor({ firstName: 'Mo', lastName: 'Member' });
    await addMember(app, person, businessID, member, 'member');
    expect((await status(person)).blockers).toHaveLength(1);
    const admin = await visitor({ firstName: 'Ann', lastName: 'Admin' });
    await addMember(app, person, businessID, admin, 'admin');
    expect(await status(person)).toEqual({
      blockers: [],
      handovers: [{ businessID, companyName: 'Solo Castings', heirName: 'Ann Admin' }],
    });
    const opened = await request(person);
    expect(opened.statusCode, opened.body).toBe(200);
    const token = opened.json<{ data: { request: string } }>().data.request;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await db
      .select()
      .from(accountDeletions)
      .where(eq(accountDeletions.tokenHash, deletionTokenHash(token)));
    expect(row).toMatchObject({ userID: person.userID, confirmedAt: null, completedAt: null });
    const minutes = (row!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
  });

  it('needs a session', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/user/account/deletion' })).statusCode).toBe(401);
  });
});

describe('completing a deletion the account service confirmed', () => {
  it("deletes the person's data, keeps their messages without a name, and hands their business over", async () => {
    const person = await visitor({ firstName: 'Ada', lastName: 'Lovelace' });
    const other = await visitor({ firstName: 'Alan', lastName: 'Turing' });
    const traces = await leaveTraces(app, person, other);
    const admin = await visitor({ firstName: 'Ann', lastName: 'Admin' });
    await addMember(app, person, traces.ownBusinessID, admin, 'admin');
    // Someone else's comment on the person's post goes with the post.
    const answer = await app.inject({
      method: 'POST',
      url: '/api/social/comments/make-comment',
      headers: other.headers,
      payload: { resourceID: traces.postID, resourceType: 'post', content: 'Which pressure rating?' },
    });
    expect(answer.statusCode, answer.body).toBe(201);

    const requestID = await confirmedRequest(person);
    // The portal hears the account service's notification and completes it.
    await db.execute(sql`select pg_notify(${ACCOUNT_DELETED_CHANNEL}, ${requestID})`);
    await expect
      .poll(
        async () =>
          (await db.select().from(accountDeletions).where(eq(accountDeletions.id, requestID)))[0]
            ?.completedAt,
        {
          timeout: 10_000,
        },
      )
      .not.toBeNull();

    expect(await db.select().from(users).where(eq(users.id, person.userID))).toEqual([]);
    for (const table of [posts, comments, reactions, follows] as const) {
      expect(await rowsOf(table, person.userID)).toBe(0);
    }
    expect(
      await db.select().from(favoriteBusinesses).where(eq(favoriteBusinesses.userID, person.userID)),
    ).toEqual([]);
    expect(await db.select().from(comments).where(eq(comments.resourceID, traces.postID))).toEqual([]);
    // The business is the admin's now; its payment stays, as its bookkeeping.
    expect(
      await db
        .select({ userID: businessMembers.userID, access: businessMembers.access })
        .from(businessMembers)
        .where(eq(businessMembers.businessID, traces.ownBusinessID)),
    ).toEqual([{ userID: admin.userID, access: 'owner' }]);
    const payments = await db
      .select()
      .from(membershipPayments)
      .where(eq(membershipPayments.businessID, traces.ownBusinessID));
    expect(payments.map((p) => p.paidByUserID)).toEqual([null]);

    // The person's request for quotation goes with the account; the quote they sent stays with their business, and
    // their review stays with the business they reviewed, without their name.
    expect(await db.select().from(rfqs).where(eq(rfqs.id, traces.rfqID))).toEqual([]);
    const [quote] = await db.select().from(rfqQuotes).where(eq(rfqQuotes.id, traces.quoteID));
    expect(quote).toMatchObject({ businessID: traces.ownBusinessID, submittedByUserID: null });
    const [review] = await db.select().from(reviews).where(eq(reviews.id, traces.reviewID));
    expect(review).toMatchObject({ authorUserID: null, text: 'Valves as specified.' });

    // The other side keeps the thread and every message; the sender shows as a deleted user.
    const messages = await db
      .select({ content: inquiryMessages.content, authorUserID: inquiryMessages.authorUserID })
      .from(inquiryMessages)
      .where(eq(inquiryMessages.inquiryID, traces.requestID));
    expect(messages.map((m) => m.content).sort()).toEqual(
      ['Our prices are attached.', 'Please send prices.', traces.replyText].sort(),
    );
    const list = await app.inject({
      method: 'GET',
      url: `/api/business/request?ubid=${traces.otherBusinessID}`,
      headers: other.headers,
    });
    expect(list.statusCode, list.body).toBe(200);
    const thread = list.json<{ data: Thread[] }>().data.find((t) => t.requestID === traces.requestID);
    expect(thread?.from).toEqual({
      id: person.userID,
      type: 'user',
      name: '',
      profilePhoto: null,
      deleted: true,
    });
    // Nor is the thread found by the person's name any more, only by its subject.
    const search = await app.inject({
      method: 'GET',
      url: `/api/business/request?ubid=${traces.otherBusinessID}&q=Lovelace`,
      headers: other.headers,
    });
    expect(search.json<{ data: Thread[] }>().data).toEqual([]);
    const bySubject = await app.inject({
      method: 'GET',
      url: `/api/business/request?ubid=${traces.otherBusinessID}&q=${encodeURIComponent(thread!.subject)}`,
      headers: other.headers,
    });
    expect(bySubject.json<{ data: Thread[] }>().data.map((t) => t.requestID)).toContain(traces.requestID);
    // The other side can still reply; nobody is mailed.
    const reply = await app.inject({
      method: 'POST',
      url: `/api/business/request/${traces.requestID}/send-message?bid=${traces.otherBusinessID}`,
      headers: other.headers,
      payload: { content: 'Are you still there?' },
    });
    expect(reply.statusCode, reply.body).toBe(201);
  });

  it("removes the person's own pictures and withdraws the mails still waiting for them", async () => {
    const person = await visitor();
    const avatar = await uploadPicture(app, person, 'user');
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: person.headers,
      payload: { profilePhoto: avatar },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { businessID } = await createBusiness(app, person, { companyName: 'Kept Pictures' });
    const admin = await visitor();
    await addMember(app, person, businessID, admin, 'admin');
    const logo = await uploadPicture(app, person, 'business', { businessID });
    const served = async (url: string) =>
      (await app.inject({ method: 'GET', url: new URL(url).pathname })).statusCode;
    for (const url of [avatar.url, ...avatar.versions.map((v) => v.url), logo.url]) {
      expect(await served(url), url).toBe(200);
    }
    const outbox = outboxWriter('test.example');
    const mail = { data: {}, language: 'en' };
    await outbox.enqueue(db, [
      { ...mail, to: 'someone@example.com', template: 'inquiry.message', recipientUserID: person.userID },
      { ...mail, to: person.email.toUpperCase(), template: 'account.reset-password' },
      { ...mail, to: person.email, template: 'business.invitation' },
    ]);
    const [sent] = await db
      .insert(emailOutbox)
      .values({
        ...outboxRow({ ...mail, to: person.email, template: 'account.verify-email' }, outbox.messageID()),
      })
      .returning({ id: emailOutbox.id });
    await db.update(emailOutbox).set({ status: 'sent' }).where(eq(emailOutbox.id, sent!.id));

    const requestID = await confirmedRequest(person);
    await db.execute(sql`select pg_notify(${ACCOUNT_DELETED_CHANNEL}, ${requestID})`);
    await expect.poll(async () => served(avatar.url), { timeout: 10_000 }).toBe(404);
    for (const version of avatar.versions) expect(await served(version.url), version.url).toBe(404);
    // The business's picture stays with the business, which passed to its admin.
    expect(await served(logo.url)).toBe(200);
    const left = await db
      .select({ template: emailOutbox.template, status: emailOutbox.status })
      .from(emailOutbox)
      .where(
        or(
          eq(emailOutbox.recipientUserID, person.userID),
          sql`lower(${emailOutbox.toAddress}) = lower(${person.email})`,
        ),
      );
    expect(left.sort((a, b) => a.template.localeCompare(b.template))).toEqual([
      { template: 'account.verify-email', status: 'sent' },
      { template: 'business.invitation', status: 'waiting' },
    ]);
  });

  it('completes each request once, however many completers run at once', async () => {
    const person = await visitor();
    await app.inject({
      method: 'POST',
      url: '/api/social/posts/make-post',
      headers: person.headers,
      payload: { content: 'Bye.', timelineID: person.userID, timelineType: 'user' },
    });
    const requestID = await confirmedRequest(person);
    const completers = [
      accountDeletionRepository(db),
      accountDeletionRepository(db),
      accountDeletionRepository(db),
    ];
    const done = await Promise.all(completers.map((c) => c.complete(requestID)));
    expect(done.filter(Boolean)).toHaveLength(1);
    expect(await accountDeletionRepository(db).complete(requestID)).toBeNull();
    expect(await db.select().from(users).where(eq(users.id, person.userID))).toEqual([]);
  });

  it('deletes a business the person came to own alone after the check, with the account', async () => {
    const person = await visitor();
    const requestID = await confirmedRequest(person);
    const { businessID } = await createBusiness(app, person, { companyName: 'Late Foundry' });
    expect(await accountDeletionRepository(db).complete(requestID)).not.toBeNull();
    expect(await db.select().from(businesses).where(eq(businesses.id, businessID))).toEqual([]);
  });

  it('leaves an unconfirmed request alone', async () => {
    const person = await visitor();
    const response = await request(person);
    const token = response.json<{ data: { request: string } }>().data.request;
    const [row] = await db
      .select({ id: accountDeletions.id })
      .from(accountDeletions)
      .where(eq(accountDeletions.tokenHash, deletionTokenHash(token)));
    expect(await accountDeletionRepository(db).complete(row!.id)).toBeNull();
    expect(await db.select().from(users).where(eq(users.id, person.userID))).toHaveLength(1);
  });
});
