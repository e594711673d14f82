import { and, eq, sql, tables } from '@b2b/db';
import { describe, expect, it } from 'vitest';
import { utcDatePlus } from '@b2b/contracts';
import { addMember, categoryRef, createBusiness } from '../../test/business-factory.ts';
import { headerOf, startSmtpServer, unsubscribeLinkOf } from '../../test/smtp-server.ts';
import type { TestUser } from '../../test/test-tokens.ts';
import { useTestApp } from '../../test/use-test-app.ts';

// The portal's worker sends through a real mail server in this process; the tests assert on what it received.
const smtp = await startSmtpServer();
const PUBLIC_URL = 'https://portal.test';
const { app, database, visitor } = await useTestApp({
  env: {
    SMTP_URL: smtp.url,
    PUBLIC_URL,
    MAIL_UNSUBSCRIBE_SECRET: 'unsubscribe-secret-of-the-tests-32-chars-long',
  },
});
const { emailOutbox, mailDigestItems, users } = tables;

/** What a path of the portal answers, given as the absolute link a mail holds. */
const open = (link: string, method: 'GET' | 'POST' = 'GET', payload?: string) =>
  app.inject({
    method,
    url: link.replace(PUBLIC_URL, ''),
    ...(payload === undefined
      ? {}
      : { payload, headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
  });

async function sendRequest(buyer: TestUser, businessID: string, subject: string): Promise<string> {
  const sent = await app.inject({
    method: 'POST',
    url: '/api/business/request',
    headers: buyer.headers,
    payload: { to: businessID, subject, message: `About ${subject}` },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  return sent.json<{ data: { requestID: string } }>().data.requestID;
}

const preferencesOf = async (user: TestUser) => {
  const answer = await app.inject({
    method: 'GET',
    url: '/api/user/mail-preferences',
    headers: user.headers,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ data: Record<string, string> }>().data;
};

const queuedTo = async (address: string, template: string) =>
  database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, address), eq(emailOutbox.template, template)));

describe('preferences', () => {
  it('answers each kind with its default, changes the kinds named and refuses bad input', async () => {
    const person = await visitor();
    expect(await preferencesOf(person)).toEqual({
      requests: 'instant',
      memberRequests: 'off',
      replies: 'instant',
      invitations: 'instant',
      verification: 'instant',
      renewals: 'instant',
      rfqs: 'instant',
    });
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/user/mail-preferences',
      headers: person.headers,
      payload: { replies: 'daily', memberRequests: 'instant' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      replies: 'daily',
      memberRequests: 'instant',
      requests: 'instant',
    });
    expect(await preferencesOf(person)).toMatchObject({ replies: 'daily', memberRequests: 'instant' });

    for (const payload of [{}, { replies: 'weekly' }, { receipts: 'off' }]) {
      const refused = await app.inject({
        method: 'PUT',
        url: '/api/user/mail-preferences',
        headers: person.headers,
        payload,
      });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json()).toMatchObject({ success: false });
    }
    const anonymous = await app.inject({ method: 'GET', url: '/api/user/mail-preferences' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('a new request', () => {
  it('reaches the business and the members who opted in, with unsubscribe headers and a footer link', async () => {
    const owner = await visitor();
    const { businessID } = await createBusiness(app, owner, { companyName: 'Valve Works' });
    const keen = await visitor({ firstName: 'Keen' });
    const quiet = await visitor({ firstName: 'Quiet' });
    await addMember(app, owner, businessID, keen, 'member');
    await addMember(app, owner, businessID, quiet, 'admin');
    await database.db.update(users).set({ preferredLanguage: 'it' }).where(eq(users.id, keen.userID));
    const opted = await app.inject({
      method: 'PUT',
      url: '/api/user/mail-preferences',
      headers: keen.headers,
      payload: { memberRequests: 'instant' },
    });
    expect(opted.statusCode, opted.body).toBe(200);

    const buyer = await visitor();
    const requestID = await sendRequest(buyer, businessID, 'Gate valves');
    const [toOwner] = await smtp.mailsTo(owner.email, 1);
    // Keen's first mail was the invitation to the business.
    const toKeen = (await smtp.mailsTo(keen.email, 2)).find((mail) =>
      mail.parsed.subject?.includes('Gate valves'),
    );
    expect(toOwner!.parsed.subject).toBe('New request for Valve Works: Gate valves');
    expect(toKeen!.parsed.subject).toBe('Nuova richiesta per Valve Works: Gate valves');
    expect(toKeen!.parsed.text).toContain('hai scelto di essere avvisato');
    expect(toKeen!.parsed.text).toContain(`${PUBLIC_URL}/it/business/${businessID}/requests/${requestID}`);
    expect(await queuedTo(quiet.email, 'inquiry.created')).toEqual([]);

    for (const [mail, stop] of [
      [toOwner!, 'Stop these emails'],
      [toKeen!, 'Non ricevere più queste email'],
    ] as const) {
      expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      const link = unsubscribeLinkOf(mail);
      expect(link.startsWith(`${PUBLIC_URL}/mail/unsubscribe?`)).toBe(true);
      expect(mail.parsed.text).toContain(`${stop}: ${link}`);
      expect(mail.parsed.html).toContain(`<a href="${link.replaceAll('&', '&amp;')}"`);
      expect(mail.parsed.html).toContain(stop);
    }
  });

  it('is not sent when the owner turned requests off, and held for the digest when daily', async () => {
    const owner = await visitor();
    const { businessID } = await createBusiness(app, owner, { companyName: 'Quiet Pumps' });
    const buyer = await visitor();
    await app.inject({
      method: 'PUT',
      url: '/api/user/mail-preferences',
      headers: owner.headers,
      payload: { requests: 'off' },
    });
    await sendRequest(buyer, businessID, 'Pumps');
    expect(await queuedTo(owner.email, 'inquiry.created')).toEqual([]);

    await app.inject({
      method: 'PUT',
      url: '/api/user/mail-preferences',
      headers: owner.headers,
      payload: { requests: 'daily' },
    });
    await sendRequest(buyer, businessID, 'More pumps');
    expect(await queuedTo(owner.email, 'inquiry.created')).toEqual([]);
    const held = await database.db
      .select()
      .from(mailDigestItems)
      .where(eq(mailDigestItems.userID, owner.userID));
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ kind: 'requests', template: 'inquiry.created' });
    expect(held[0]!.data).toMatchObject({ subject: 'More pumps', companyName: 'Quiet Pumps' });
  });
});

describe('a request for quotation', () => {
  it('mails each matched supplier in its language, never naming an anonymous buyer; daily holds it, off drops it', async () => {
    // A category no other test's business is in, so that only these four are matched.
    const ref = await categoryRef(app, 7);
    const [industryID, categoryID] = ref.split('.');
    const supplier = async (companyName: string) => {
      const owner = await visitor();
      const { businessID } = await createBusiness(app, owner, { companyName, categories: [ref] });
      return { owner, businessID };
    };
    const [plain, italian, daily, off] = [
      await supplier('Brass Works'),
      await supplier('Ottone Srl'),
      await supplier('Daily Fittings'),
      await supplier('Silent Valves'),
    ];
    await database.db
      .update(users)
      .set({ preferredLanguage: 'it' })
      .where(eq(users.id, italian.owner.userID));
    for (const [who, delivery] of [
      [daily, 'daily'],
      [off, 'off'],
    ] as const) {
      const set = await app.inject({
        method: 'PUT',
        url: '/api/user/mail-preferences',
        headers: who.owner.headers,
        payload: { rfqs: delivery },
      });
      expect(set.statusCode, set.body).toBe(200);
    }

    const buyer = await visitor({ firstName: 'Ysolde', lastName: 'Quarrington' });
    const posted = await app.inject({
      method: 'POST',
      url: '/api/rfq',
      headers: buyer.headers,
      payload: {
        productName: 'Brass ball valves',
        industryID,
        categoryID,
        quantity: 2000,
        unit: 'pieces',
        currency: 'USD',
        destinationCountry: 'DE',
        incoterm: 'FOB',
        closesOn: utcDatePlus(14),
        description: 'PN25, <b>threaded</b> ends.',
      },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const { rfqID } = posted.json<{ data: { rfqID: string } }>().data;

    const [toPlain] = await smtp.mailsTo(plain.owner.email, 1);
    expect(toPlain!.parsed.subject).toBe('New request for quotation: Brass ball valves');
    expect(toPlain!.parsed.text).toContain('A buyer asks Brass Works for a quote');
    expect(toPlain!.parsed.text).toContain('Quantity: 2,000 pieces');
    expect(toPlain!.parsed.text).toContain('Destination: Germany');
    expect(toPlain!.parsed.text).toContain('The buyer stays anonymous');
    expect(toPlain!.parsed.text).toContain(`${PUBLIC_URL}/rfq/${rfqID}?bid=${plain.businessID}`);
    expect(toPlain!.parsed.html).toContain('&lt;b&gt;threaded&lt;/b&gt;');
    expect(headerOf(toPlain!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const [toItalian] = await smtp.mailsTo(italian.owner.email, 1);
    expect(toItalian!.parsed.subject).toBe('Nuova richiesta di offerta: Brass ball valves');
    expect(toItalian!.parsed.text).toContain(`${PUBLIC_URL}/it/rfq/${rfqID}?bid=${italian.businessID}`);
    expect(toItalian!.parsed.text).toContain('Quantità: 2000 pezzi');
    expect(toItalian!.parsed.text).toContain('Destinazione: Germania');
    for (const mail of [toPlain!, toItalian!]) {
      for (const part of [mail.parsed.text, mail.parsed.html, mail.parsed.subject]) {
        expect(String(part)).not.toContain('Quarrington');
        expect(String(part)).not.toContain(buyer.email);
      }
    }

    expect(await queuedTo(daily.owner.email, 'rfq.received')).toEqual([]);
    const held = await database.db
      .select()
      .from(mailDigestItems)
      .where(eq(mailDigestItems.userID, daily.owner.userID));
    expect(held).toMatchObject([{ kind: 'rfqs', template: 'rfq.received' }]);
    expect(held[0]!.data).toMatchObject({ productName: 'Brass ball valves', buyerName: null });
    expect(await queuedTo(off.owner.email, 'rfq.received')).toEqual([]);
  });
});

describe('unsubscribe', () => {
  it('shows a page on GET that changes nothing, turns the kind off on the one-click POST, refuses a forged link', async () => {
    const owner = await visitor();
    await database.db.update(users).set({ preferredLanguage: 'es' }).where(eq(users.id, owner.userID));
    const { businessID } = await createBusiness(app, owner, { companyName: 'Click Co' });
    const buyer = await visitor();
    await sendRequest(buyer, businessID, 'Fittings');
    const [mail] = await smtp.mailsTo(owner.email, 1);
    const link = unsubscribeLinkOf(mail!);

    // A mail scanner's GET (twice) leaves the preference as it was.
    for (let i = 0; i < 2; i += 1) {
      const page = await open(link);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<html lang="es">');
      expect(page.body).toContain('¿Dejar de recibir correos sobre nuevas solicitudes a sus empresas?');
      expect(page.body).toMatch(/<form method="post" action="\/mail\/unsubscribe\?u=[^"]+">/);
    }
    expect((await preferencesOf(owner)).requests).toBe('instant');

    // A forged or altered link: the same refusal on GET and POST, and nothing changes.
    const url = new URL(link);
    const forged = new URL(link);
    forged.searchParams.set('s', 'A'.repeat(url.searchParams.get('s')!.length));
    const otherKind = new URL(link);
    otherKind.searchParams.set('k', 'replies');
    const otherPerson = new URL(link);
    otherPerson.searchParams.set('u', buyer.userID);
    const refusals = [];
    for (const bad of [forged, otherKind, otherPerson]) {
      for (const method of ['GET', 'POST'] as const) {
        const answer = await open(bad.toString(), method, 'List-Unsubscribe=One-Click');
        expect(answer.statusCode).toBe(400);
        refusals.push(answer.body);
      }
    }
    expect(new Set(refusals).size).toBe(1);
    expect(await preferencesOf(owner)).toMatchObject({ requests: 'instant', replies: 'instant' });
    expect(await preferencesOf(buyer)).toMatchObject({ requests: 'instant' });

    // The mail app's one-click POST (RFC 8058), without a session.
    const done = await open(link, 'POST', 'List-Unsubscribe=One-Click');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.body).toContain('ya no recibirá correos sobre nuevas solicitudes a sus empresas');
    expect(await preferencesOf(owner)).toMatchObject({ requests: 'off', replies: 'instant' });

    await sendRequest(buyer, businessID, 'More fittings');
    expect(await queuedTo(owner.email, 'inquiry.created')).toHaveLength(1);
  });
});

describe('replies in a thread', () => {
  const reply = async (user: TestUser, requestID: string, content: string, bid?: string) => {
    const answered = await app.inject({
      method: 'POST',
      url: `/api/business/request/${requestID}/send-message${bid ? `?bid=${bid}` : ''}`,
      headers: user.headers,
      payload: { content },
    });
    expect(answered.statusCode, answered.body).toBe(201);
  };
  const waitingOf = (address: string) =>
    database.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.toAddress, address),
          eq(emailOutbox.template, 'inquiry.message'),
          eq(emailOutbox.status, 'waiting'),
        ),
      );

  it('sends one mail at once, gathers what follows within 15 minutes, and drops it when the thread is read', async () => {
    const owner = await visitor();
    const { businessID } = await createBusiness(app, owner, { companyName: 'Chatty Valves' });
    const buyer = await visitor();
    const requestID = await sendRequest(buyer, businessID, 'Ball valves');

    await reply(owner, requestID, 'First answer', businessID);
    const [first] = await smtp.mailsTo(buyer.email, 1);
    expect(first!.parsed.subject).toBe('New message about your request');
    expect(first!.parsed.text).toContain('> First answer');

    // Three more while the buyer is away: one waiting mail, due 15 minutes after the first left.
    for (const content of ['Second', 'Third', 'Fourth: 12 USD'])
      await reply(owner, requestID, content, businessID);
    const [waiting] = await waitingOf(buyer.email);
    expect(await waitingOf(buyer.email)).toHaveLength(1);
    expect(waiting!.data).toMatchObject({ count: 3, message: 'Fourth: 12 USD' });
    const [sentFirst] = await database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, buyer.email), eq(emailOutbox.status, 'sent')));
    const spacing = waiting!.nextAttemptAt.getTime() - sentFirst!.sentAt!.getTime();
    expect(spacing).toBeGreaterThanOrEqual(15 * 60_000 - 1000);
    expect(spacing).toBeLessThanOrEqual(15 * 60_000 + 1000);

    // Its time comes (moved here, rather than waiting a quarter of an hour): "3 new messages", the newest quoted.
    await database.db
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date() })
      .where(eq(emailOutbox.id, waiting!.id));
    await database.db.execute(sql`select pg_notify('email_outbox', '')`);
    const second = (await smtp.mailsTo(buyer.email, 2))[1]!;
    expect(second.parsed.subject).toBe('3 new messages about your request');
    expect(second.parsed.text).toContain('3 new messages came in one of your requests. The newest:');
    expect(second.parsed.text).toContain('> Fourth: 12 USD');
    expect(second.parsed.text).toContain(`${PUBLIC_URL}/message-center?thread=${requestID}`);

    // Another message waits; the buyer reads the thread before it leaves, so it is not sent.
    await reply(owner, requestID, 'Fifth', businessID);
    expect(await waitingOf(buyer.email)).toHaveLength(1);
    const read = await app.inject({
      method: 'GET',
      url: `/api/business/request/${requestID}/get-messages`,
      headers: buyer.headers,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(await waitingOf(buyer.email)).toEqual([]);

    // The business's side is gathered apart: the buyer's reply reaches the owner at once.
    await reply(buyer, requestID, 'Thanks');
    const toOwner = await smtp.mailsTo(owner.email, 2);
    expect(toOwner.at(-1)!.parsed.subject).toBe('New message about your request');
  });
});
