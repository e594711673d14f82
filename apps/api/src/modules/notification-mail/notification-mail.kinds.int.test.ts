import { and, eq, tables } from '@b2b/db';
import { describe, expect, it } from 'vitest';
import { createBusiness } from '../../test/business-factory.ts';
import { headerOf, startSmtpServer, unsubscribeLinkOf, type ReceivedMail } from '../../test/smtp-server.ts';
import { uploadPicture } from '../../test/uploads.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { mailOutbox } from '../mail/mail.repository.ts';
import { notificationMailJobs } from './notification-mail-jobs.ts';

// Invitations, receipts and verification decisions, as the real mail server in this process receives them.
const smtp = await startSmtpServer();
const PUBLIC_URL = 'https://portal.test';
const { app, database, visitor } = await useTestApp({
  env: {
    SMTP_URL: smtp.url,
    PUBLIC_URL,
    MAIL_UNSUBSCRIBE_SECRET: 'unsubscribe-secret-of-the-tests-32-chars-long',
  },
});
const { administrators, businesses, emailOutbox, mailDigestItems, membershipPayments, users } = tables;

/** The first mail to `address` whose subject holds `words`, once it arrived. */
async function mailAbout(address: string, words: string): Promise<ReceivedMail> {
  const until = Date.now() + 10_000;
  for (;;) {
    const mail = smtp.received.find((m) => m.to.includes(address) && m.parsed.subject?.includes(words));
    if (mail) return mail;
    if (Date.now() > until) throw new Error(`no mail about ${words} reached ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const hasHeader = (mail: ReceivedMail, name: string) => headerOf(mail, name) !== undefined;

const linksOf = (text: string) => [...text.matchAll(/https:\/\/portal\.test\/\S+/g)].map((m) => m[0]);

describe('an invitation', () => {
  it('reaches a person of the portal in their language, with the unsubscribe headers', async () => {
    const owner = await visitor({ firstName: 'Ana', lastName: 'Ruiz' });
    const { businessID } = await createBusiness(app, owner, { companyName: 'Ruiz Valves' });
    const invitee = await visitor();
    await database.db.update(users).set({ preferredLanguage: 'zh' }).where(eq(users.id, invitee.userID));
    const invited = await app.inject({
      method: 'POST',
      url: `/api/business/${businessID}/members`,
      headers: owner.headers,
      payload: { userID: invitee.userID, access: 'admin' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const [mail] = await smtp.mailsTo(invitee.email, 1);
    expect(mail!.parsed.subject).toBe('您受邀加入Ruiz Valves');
    expect(mail!.parsed.text).toContain('Ana Ruiz邀请您以管理员身份加入Ruiz Valves。');
    expect(linksOf(mail!.parsed.text!)).toContain(`${PUBLIC_URL}/zh/my-business`);
    expect(mail!.parsed.html).toContain(`<a href="${PUBLIC_URL}/zh/my-business">查看邀请</a>`);
    expect(hasHeader(mail!, 'List-Unsubscribe')).toBe(true);
    expect(hasHeader(mail!, 'List-Unsubscribe-Post')).toBe(true);
  });

  it('reaches an address without an account with the link through registration', async () => {
    const owner = await visitor();
    const { businessID } = await createBusiness(app, owner, { companyName: 'Newcomer Pumps' });
    const address = `new.${crypto.randomUUID()}@example.com`;
    const invited = await app.inject({
      method: 'POST',
      url: `/api/business/${businessID}/members`,
      headers: owner.headers,
      payload: { email: address, access: 'member' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const [mail] = await smtp.mailsTo(address, 1);
    expect(mail!.parsed.subject).toBe('You are invited to join Newcomer Pumps');
    expect(mail!.parsed.text).toContain('create one with this email address');
    expect(mail!.parsed.text).toContain(`${PUBLIC_URL}/my-business?account=register`);
    // No person to record a choice for: nothing to unsubscribe from.
    expect(hasHeader(mail!, 'List-Unsubscribe')).toBe(false);
  });
});

describe('a payment', () => {
  it('sends the receipt to the address it was paid with, in the payer’s language, with no unsubscribe', async () => {
    const owner = await visitor();
    await database.db.update(users).set({ preferredLanguage: 'it' }).where(eq(users.id, owner.userID));
    const { businessID } = await createBusiness(app, owner, { companyName: 'Paid & Co' });
    const address = `billing.${crypto.randomUUID()}@example.com`;
    const bought = await app.inject({
      method: 'POST',
      url: '/api/subscription/subscribe',
      headers: owner.headers,
      payload: { businessID, planId: 'gold', paymentMethod: 'pm_card_visa', email: address },
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const [mail] = await smtp.mailsTo(address, 1);
    expect(mail!.parsed.subject).toBe('Ricevuta: abbonamento di Paid & Co');
    expect(mail!.parsed.text).toContain('Livello: Gold');
    expect(mail!.parsed.text).toMatch(/Importo: .*USD|Importo: .*\$/);
    expect(mail!.parsed.html).toContain('Paid &amp; Co');
    expect(linksOf(mail!.parsed.text!)).toContain(`${PUBLIC_URL}/it/business/${businessID}/membership`);
    expect(hasHeader(mail!, 'List-Unsubscribe')).toBe(false);
  });
});

describe('a verification decision', () => {
  it('tells the owner of a refusal with the reason, and of an approval', async () => {
    const administrator = await visitor();
    await database.db.insert(administrators).values({ userID: administrator.userID });
    const owner = await visitor();
    const { businessID } = await createBusiness(app, owner, { companyName: 'Checked Ltd' });
    await database.db.update(businesses).set({ subscription: 'gold' }).where(eq(businesses.id, businessID));

    const ask = async () => {
      const document = await uploadPicture(app, owner, 'business', { businessID });
      const response = await app.inject({
        method: 'POST',
        url: `/api/business/${businessID}/verification`,
        headers: owner.headers,
        payload: { registrationNumber: 'REG-1', documents: [document] },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ data: { requestID: string } }>().data.requestID;
    };
    const decide = async (requestID: string, action: 'approve' | 'reject', payload?: object) => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/admin/verification-requests/${requestID}/${action}`,
        headers: administrator.headers,
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, response.body).toBe(200);
    };

    await decide(await ask(), 'reject', {
      reason: 'The registration number is unreadable.\nBcc: x@example.com',
    });
    const [refusal] = await smtp.mailsTo(owner.email, 1);
    expect(refusal!.parsed.subject).toBe('Checked Ltd was not verified');
    expect(refusal!.parsed.text).toContain('> The registration number is unreadable.\n> Bcc: x@example.com');
    expect(linksOf(refusal!.parsed.text!)).toContain(`${PUBLIC_URL}/business/${businessID}/verification`);
    expect(hasHeader(refusal!, 'List-Unsubscribe')).toBe(true);

    await decide(await ask(), 'approve');
    const approval = (await smtp.mailsTo(owner.email, 2))[1]!;
    expect(approval.parsed.subject).toBe('Checked Ltd is verified');
    expect(approval.parsed.text).not.toContain('Reason');
  });
});

describe('the jobs', () => {
  const jobs = notificationMailJobs(database.db, mailOutbox('portal.test'));

  it('reminds the owner 30 days before a paid year ends, exactly once, with two runs at once', async () => {
    const owner = await visitor();
    const { businessID } = await createBusiness(app, owner, { companyName: 'Renewing Inc' });
    const bought = await app.inject({
      method: 'POST',
      url: '/api/subscription/subscribe',
      headers: owner.headers,
      payload: { businessID, planId: 'platinum', paymentMethod: 'pm_card_visa', email: owner.email },
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const [payment] = await database.db
      .select()
      .from(membershipPayments)
      .where(eq(membershipPayments.businessID, businessID));
    const day = 86_400_000;
    const end = payment!.periodEnd.getTime();

    expect(await jobs.remindRenewals(new Date(end - 31 * day))).toBe(0);
    const runs = await Promise.all([
      jobs.remindRenewals(new Date(end - 29 * day)),
      jobs.remindRenewals(new Date(end - 29 * day)),
    ]);
    // Other tests' paid years end near this one: the runs may remind those too, each once.
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await jobs.remindRenewals(new Date(end - 28 * day))).toBe(0);

    const reminder = await mailAbout(owner.email, 'ends in 30 days');
    expect(reminder!.parsed.subject).toBe('Renewing Inc: your membership ends in 30 days');
    expect(reminder!.parsed.text).toContain('The Platinum membership of Renewing Inc ends on');
    expect(linksOf(reminder!.parsed.text!)).toContain(`${PUBLIC_URL}/business/${businessID}/membership`);
    expect(hasHeader(reminder!, 'List-Unsubscribe')).toBe(true);
    const queued = await database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, owner.email), eq(emailOutbox.template, 'membership.renewal')));
    expect(queued).toHaveLength(1);
  });

  it('gathers a person’s held notifications in one daily digest, each item once, which one click stops', async () => {
    const owner = await visitor();
    const { businessID } = await createBusiness(app, owner, { companyName: 'Digest Works' });
    const chose = await app.inject({
      method: 'PUT',
      url: '/api/user/mail-preferences',
      headers: owner.headers,
      payload: { requests: 'daily', replies: 'daily' },
    });
    expect(chose.statusCode, chose.body).toBe(200);
    const buyer = await visitor();
    for (const subject of ['Flanges', 'Gaskets']) {
      const sent = await app.inject({
        method: 'POST',
        url: '/api/business/request',
        headers: buyer.headers,
        payload: { to: businessID, subject, message: subject },
      });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect(await jobs.sendDigests(new Date(Date.now() - 60_000))).toBe(0);
    const runs = await Promise.all([jobs.sendDigests(tomorrow), jobs.sendDigests(tomorrow)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await jobs.sendDigests(tomorrow)).toBe(0);
    expect(
      await database.db.select().from(mailDigestItems).where(eq(mailDigestItems.userID, owner.userID)),
    ).toEqual([]);

    const queuedDigests = await database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, owner.email), eq(emailOutbox.template, 'notification.digest')));
    expect(queuedDigests).toHaveLength(1);
    const digests = (await smtp.mailsTo(owner.email, 1)).filter((mail) =>
      mail.parsed.subject?.startsWith('Your daily'),
    );
    expect(digests).toHaveLength(1);
    const [digest] = digests;
    expect(digest!.parsed.subject).toBe('Your daily summary: 2 notifications');
    expect(digest!.parsed.text).toContain('- New request for Digest Works: Flanges');
    expect(digest!.parsed.text).toContain('- New request for Digest Works: Gaskets');
    expect(
      linksOf(digest!.parsed.text!).some((link) => link.includes(`/business/${businessID}/requests/`)),
    ).toBe(true);
    expect(hasHeader(digest!, 'List-Unsubscribe')).toBe(true);

    // The header's one click stops the digest: every kind it gathers is off, the others stay as they were.
    const stop = await app.inject({
      method: 'POST',
      url: unsubscribeLinkOf(digest!).replace(PUBLIC_URL, ''),
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(stop.statusCode, stop.body).toBe(200);
    expect(stop.body).toContain('you will no longer get emails about everything in your daily summary');
    const now = await app.inject({
      method: 'GET',
      url: '/api/user/mail-preferences',
      headers: owner.headers,
    });
    expect(now.json<{ data: Record<string, string> }>().data).toMatchObject({
      requests: 'off',
      replies: 'off',
      invitations: 'instant',
      renewals: 'instant',
    });
  });
});
