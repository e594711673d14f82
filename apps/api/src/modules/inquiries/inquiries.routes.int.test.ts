import {
  INQUIRY_CLOSED_MESSAGE,
  INQUIRY_PRODUCT_MESSAGE,
  INQUIRY_SUBJECTS,
  INQUIRY_TO_SELF_MESSAGE,
  LIMITS,
  type ErrorEnvelope,
  type Thread,
  type ThreadMessage,
  type UnreadCounts,
} from '@b2b/contracts';
import { sql } from '@b2b/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, createBusiness } from '../../test/business-factory.ts';
import { createProduct } from '../../test/product-factory.ts';
import type { TestUser } from '../../test/test-tokens.ts';
import { queuedMails } from '../../test/outbox.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';
const SUBJECT = INQUIRY_SUBJECTS[4];

const { app, database, visitor: person } = await useTestApp();

/** The seller: a business with an owner, an admin and a member. */
let seller: { id: string; owner: TestUser; admin: TestUser; member: TestUser };
/** The buyer: a person who also owns a business of their own. */
let buyer: TestUser;
let buyerBusinessID: string;
let outsider: TestUser;
let productID: string;

beforeAll(async () => {
  const [owner, admin, member] = await Promise.all([person(), person(), person()]);
  buyer = await person({ firstName: 'Grace', lastName: 'Hopper' });
  outsider = await person();
  const { businessID } = await createBusiness(app, owner, { companyName: 'Ningbo Valve Works' });
  await addMember(app, owner, businessID, admin, 'admin');
  await addMember(app, owner, businessID, member, 'member');
  seller = { id: businessID, owner, admin, member };
  ({ businessID: buyerBusinessID } = await createBusiness(app, buyer, { companyName: 'Hopper Imports' }));
  productID = await createProduct(app, owner, businessID);
});

type Answer = Awaited<ReturnType<typeof app.inject>>;

const call = (
  method: 'GET' | 'POST',
  url: string,
  user: TestUser | null,
  payload?: Record<string, unknown>,
) =>
  app.inject({
    method,
    url: `/api/business/request${url}`,
    ...(user ? { headers: user.headers } : {}),
    ...(payload ? { payload } : {}),
  });

function ok<T = unknown>(response: Answer, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<{ success: true; data: T; next?: string | null }>();
}

function refused(response: Answer, status: number, name: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<ErrorEnvelope>();
  expect(body).toMatchObject({ success: false, name });
  return body;
}

async function sendRequest(user: TestUser, payload: Record<string, unknown> = {}): Promise<string> {
  const body = ok<{ requestID: string }>(
    await call('POST', '', user, {
      to: seller.id,
      subject: SUBJECT,
      message: 'Please send prices.',
      ...payload,
    }),
    201,
  );
  return body.data.requestID;
}

const list = (user: TestUser, query = '') => call('GET', query ? `?${query}` : '', user);
const read = (user: TestUser, rid: string, bid?: string) =>
  call('GET', `/${rid}/get-messages${bid ? `?bid=${bid}` : ''}`, user);
const reply = (user: TestUser, rid: string, content: string, bid?: string) =>
  call('POST', `/${rid}/send-message${bid ? `?bid=${bid}` : ''}`, user, { content });
const end = (user: TestUser, rid: string, bid?: string) =>
  call('POST', `/${rid}/end-request${bid ? `?bid=${bid}` : ''}`, user);
const unread = async (user: TestUser) => ok<UnreadCounts>(await call('GET', '/unread', user)).data;
const unreadOf = async (user: TestUser, identityID: string) =>
  (await unread(user)).identities.find((i) => i.identityID === identityID)?.unread;

describe('sending a request', () => {
  it('as the person: the business and its people see it, unread, with the first message', async () => {
    const before = (await unreadOf(seller.member, seller.id)) ?? 0;
    const rid = await sendRequest(buyer, { message: '<b>Bold</b> & plain' });

    const threads = ok<Thread[]>(await list(seller.admin, `ubid=${seller.id}`)).data;
    const thread = threads.find((t) => t.requestID === rid)!;
    expect(thread).toMatchObject({
      subject: SUBJECT,
      status: 'open',
      senderType: 'user',
      side: 'R',
      unread: true,
      from: { id: buyer.userID, type: 'user', name: 'Grace Hopper' },
      to: { id: seller.id, type: 'business', name: 'Ningbo Valve Works' },
      product: null,
      closedAt: null,
    });
    expect(await unreadOf(seller.member, seller.id)).toBe(before + 1);

    const own = ok<Thread[]>(await list(buyer)).data.find((t) => t.requestID === rid);
    expect(own).toMatchObject({ side: 'S', unread: false });

    const { data } = ok<{ request: Thread; messages: ThreadMessage[] }>(await read(seller.member, rid));
    expect(data.messages).toEqual([
      expect.objectContaining({ content: '<b>Bold</b> & plain', from: 'S', type: 'text' }),
    ]);
    expect(data.request.unread).toBe(false);
    // Reading marked it read for the business, for all its people.
    expect(await unreadOf(seller.owner, seller.id)).toBe(before);
  });

  it('as one of their businesses, about one of the receiver’s products', async () => {
    const rid = await sendRequest(buyer, { from: buyerBusinessID, productID });
    const thread = ok<Thread[]>(await list(seller.owner, `ubid=${seller.id}`)).data.find(
      (t) => t.requestID === rid,
    );
    expect(thread).toMatchObject({
      senderType: 'business',
      from: { id: buyerBusinessID, type: 'business', name: 'Hopper Imports' },
      product: { productID },
    });
    expect(thread!.from.businessKey).toContain(buyerBusinessID);
    // The business's thread, not the person's.
    expect(ok<Thread[]>(await list(buyer)).data.some((t) => t.requestID === rid)).toBe(false);
    expect(
      ok<Thread[]>(await list(buyer, `ubid=${buyerBusinessID}`)).data.some((t) => t.requestID === rid),
    ).toBe(true);
  });

  it('records the email the receiving business is owed', async () => {
    const rid = await sendRequest(buyer, { subject: 'Outbox check' });
    const email = (await queuedMails(database.db, 'inquiry.created')).find((e) => e.text.includes(rid));
    expect(email).toMatchObject({ toAddress: seller.owner.email, status: 'waiting', sentAt: null });
    expect(email!.subject).toContain('Outbox check');
    expect(email!.text).toContain(`http://localhost:3000/business/${seller.id}/requests/${rid}`);
  });

  it('needs a session before anything else', async () => {
    refused(await call('POST', '', null, { nonsense: true }), 401, 'TokenNotFound');
    refused(await call('GET', '', null), 401, 'TokenNotFound');
    refused(await call('GET', '/unread', null), 401, 'TokenNotFound');
    refused(await call('GET', '/not-a-uuid/get-messages', null), 401, 'TokenNotFound');
    refused(await call('POST', '/not-a-uuid/send-message', null, {}), 401, 'TokenNotFound');
    refused(await call('POST', '/not-a-uuid/end-request', null), 401, 'TokenNotFound');
  });

  it('refuses missing, empty, too long and malformed fields, naming each', async () => {
    const body = refused(
      await call('POST', '', buyer, { subject: '  ', message: '' }),
      400,
      'ValidationError',
    );
    expect(body.errors?.map((e) => e.path).sort()).toEqual(['message', 'subject', 'to']);
    const long = refused(
      await call('POST', '', buyer, {
        to: seller.id,
        subject: 's'.repeat(LIMITS.inquirySubjectMax + 1),
        message: 'm'.repeat(LIMITS.inquiryMessageMax + 1),
      }),
      400,
      'ValidationError',
    );
    expect(long.errors?.map((e) => e.path).sort()).toEqual(['message', 'subject']);
    const ids = refused(
      await call('POST', '', buyer, { to: 'x', from: 'y', productID: 'z', subject: 'a', message: 'b' }),
      400,
      'ValidationError',
    );
    expect(ids.errors?.map((e) => e.path).sort()).toEqual(['from', 'productID', 'to']);
  });

  it('refuses a business writing to itself, and a person to their own business', async () => {
    const self = refused(
      await call('POST', '', seller.owner, { to: seller.id, from: seller.id, subject: 'a', message: 'b' }),
      400,
      'ValidationError',
    );
    expect(self.message).toBe(INQUIRY_TO_SELF_MESSAGE);
    refused(
      await call('POST', '', seller.member, { to: seller.id, subject: 'a', message: 'b' }),
      400,
      'ValidationError',
    );
  });

  it('refuses a business the caller cannot act for, an unknown receiver and a foreign product', async () => {
    refused(
      await call('POST', '', outsider, { to: seller.id, from: buyerBusinessID, subject: 'a', message: 'b' }),
      403,
      'Forbidden',
    );
    refused(await call('POST', '', buyer, { to: UNKNOWN_UUID, subject: 'a', message: 'b' }), 404, 'NotFound');
    const otherProduct = await createProduct(app, buyer, buyerBusinessID);
    const foreign = refused(
      await call('POST', '', outsider, {
        to: seller.id,
        productID: otherProduct,
        subject: 'a',
        message: 'b',
      }),
      400,
      'ValidationError',
    );
    expect(foreign.errors).toEqual([{ path: 'productID', message: INQUIRY_PRODUCT_MESSAGE }]);
  });
});

describe('the conversation', () => {
  it('goes both ways, marks unread for the other side only, and keeps the text as typed', async () => {
    const rid = await sendRequest(buyer);
    ok(await reply(seller.admin, rid, 'We ship <script>x</script> weekly.'), 201);
    let own = ok<Thread[]>(await list(buyer)).data.find((t) => t.requestID === rid)!;
    expect(own.unread).toBe(true);
    const sellerView = ok<Thread[]>(await list(seller.owner, `ubid=${seller.id}`)).data.find(
      (t) => t.requestID === rid,
    )!;
    expect(sellerView.unread).toBe(false);

    ok(await reply(buyer, rid, 'Thanks, 200 pieces please.'), 201);
    const { data } = ok<{ request: Thread; messages: ThreadMessage[] }>(await read(buyer, rid));
    expect(data.messages.map((m) => [m.from, m.content])).toEqual([
      ['S', 'Please send prices.'],
      ['R', 'We ship <script>x</script> weekly.'],
      ['S', 'Thanks, 200 pieces please.'],
    ]);
    own = data.request;
    expect(own.unread).toBe(false);
    expect(own.lastMessageAt).toBe(data.messages.at(-1)!.datetime);
  });

  it('refuses an empty reply', async () => {
    const rid = await sendRequest(buyer);
    refused(await reply(buyer, rid, '   '), 400, 'ValidationError');
    refused(await reply(buyer, rid, 'm'.repeat(LIMITS.inquiryMessageMax + 1)), 400, 'ValidationError');
  });

  it('hides a thread from everyone but its two parties: 404 for reads and writes', async () => {
    const rid = await sendRequest(buyer, { from: buyerBusinessID });
    refused(await read(outsider, rid), 404, 'NotFound');
    refused(await reply(outsider, rid, 'hello'), 404, 'NotFound');
    refused(await end(outsider, rid), 404, 'NotFound');
    // Naming a party identity one does not belong to, or one's own identity that is not a party, changes nothing.
    refused(await read(outsider, rid, seller.id), 404, 'NotFound');
    refused(await read(seller.member, rid, seller.member.userID), 404, 'NotFound');
    refused(await list(outsider, `ubid=${seller.id}`), 404, 'NotFound');
    refused(await read(buyer, UNKNOWN_UUID), 404, 'NotFound');
    refused(await read(buyer, 'not-a-uuid'), 400, 'ValidationError');
    // The sending business's people are its party.
    ok(await read(buyer, rid, buyerBusinessID));
  });

  it('ends for both sides: replies then get 409, and ending again is a success', async () => {
    const rid = await sendRequest(buyer);
    ok(await end(seller.member, rid));
    const thread = ok<{ request: Thread }>(await read(buyer, rid)).data.request;
    expect(thread).toMatchObject({ status: 'closed', closedBy: 'R' });
    expect(thread.closedAt).not.toBeNull();
    const closed = refused(await reply(buyer, rid, 'Still there?'), 409, 'Conflict');
    expect(closed.message).toBe(INQUIRY_CLOSED_MESSAGE);
    refused(await reply(seller.owner, rid, 'Yes'), 409, 'Conflict');
    ok(await end(buyer, rid));
    expect(ok<{ request: Thread }>(await read(buyer, rid)).data.request.closedBy).toBe('R');
  });
});

describe('a long thread', () => {
  it('comes a page of the newest messages at a time, oldest first, each page with the cursor of the one before', async () => {
    const rid = await sendRequest(buyer, { message: 'Message 0' });
    const count = LIMITS.inquiryMessagePageSize * 2 + 50;
    // The rest of the conversation, a minute apart, alternating sides.
    await database.db.execute(sql`
      INSERT INTO inquiry_messages (id, inquiry_id, side, author_user_id, content, created_at)
      SELECT gen_random_uuid(), ${rid}, CASE WHEN g % 2 = 0 THEN 'S' ELSE 'R' END, ${buyer.userID}, 'Message ' || g,
        now() + g * interval '1 minute'
      FROM generate_series(1, ${count - 1}) g`);
    type Page = { request: Thread; messages: ThreadMessage[]; older: string | null };
    const pageOf = async (before?: string) =>
      ok<Page>(await call('GET', `/${rid}/get-messages${before ? `?before=${before}` : ''}`, buyer)).data;

    const seen: string[] = [];
    let page = await pageOf();
    expect(page.request.requestID).toBe(rid);
    for (;;) {
      expect(page.messages.length).toBeLessThanOrEqual(LIMITS.inquiryMessagePageSize);
      seen.unshift(...page.messages.map((m) => m.content));
      if (!page.older) break;
      page = await pageOf(page.older);
    }
    expect(seen).toEqual(Array.from({ length: count }, (_, i) => `Message ${i}`));

    refused(await call('GET', `/${rid}/get-messages?before=bm90LWEtY3Vyc29y`, buyer), 400, 'ValidationError');
  });
});

describe('listing an identity’s threads', () => {
  let business: string;
  let owner: TestUser;
  const requests: string[] = [];

  beforeAll(async () => {
    owner = await person();
    ({ businessID: business } = await createBusiness(app, owner, { companyName: 'Quiet Bearings' }));
    const senders = [await person({ firstName: 'Alan', lastName: 'Turing' }), await person()];
    for (let i = 0; i < 7; i++) {
      const sender = senders[i % 2]!;
      const { data } = ok<{ requestID: string }>(
        await call('POST', '', sender, {
          to: business,
          subject: i === 3 ? 'Custom flange 100%_sizes' : SUBJECT,
          message: `Request ${i}`,
        }),
        201,
      );
      requests.push(data.requestID);
    }
  });

  it('pages by newest activity with a cursor, without repeats or gaps', async () => {
    const seen: Thread[] = [];
    let cursor: string | null | undefined;
    do {
      const page = ok<Thread[]>(
        await list(owner, `ubid=${business}&size=3${cursor ? `&cursor=${cursor}` : ''}`),
      );
      expect(page.data.length).toBeLessThanOrEqual(3);
      seen.push(...page.data);
      cursor = page.next;
    } while (cursor);
    expect(seen.map((t) => t.requestID).sort()).toEqual([...requests].sort());
    const times = seen.map((t) => t.lastMessageAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('brings a thread with a new message to the top', async () => {
    ok(await reply(owner, requests[0]!, 'Back to you'), 201);
    const first = ok<Thread[]>(await list(owner, `ubid=${business}&size=1`));
    expect(first.data.map((t) => t.requestID)).toEqual([requests[0]]);
    expect(first.next).toEqual(expect.any(String));
  });

  it('searches by the other party’s name, the subject and the date', async () => {
    const search = async (q: string) =>
      ok<Thread[]>(await list(owner, `ubid=${business}&q=${encodeURIComponent(q)}`)).data.map(
        (t) => t.requestID,
      );
    expect((await search('turing')).sort()).toEqual(requests.filter((_, i) => i % 2 === 0).sort());
    expect(await search('100%_')).toEqual([requests[3]]);
    expect(await search('100%x')).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await search(today)).length).toBe(7);
    expect(await search('1999-01-01')).toEqual([]);
  });

  it('refuses a cursor it did not give and a business the caller does not belong to', async () => {
    refused(await list(owner, `ubid=${business}&cursor=bm9uc2Vuc2U`), 400, 'ValidationError');
    refused(await list(owner, 'ubid=nope'), 400, 'ValidationError');
    refused(await list(buyer, `ubid=${business}`), 404, 'NotFound');
  });

  it('counts unread threads per identity and in total', async () => {
    const counts = await unread(owner);
    expect(counts.identities).toEqual([
      { identityID: owner.userID, unread: 0 },
      { identityID: business, unread: 6 },
    ]);
    expect(counts.total).toBe(6);
    ok(await read(owner, requests[1]!));
    expect(await unreadOf(owner, business)).toBe(5);
  });
});
