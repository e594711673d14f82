import { EMAIL_NOT_VERIFIED_MESSAGES, INQUIRY_SUBJECTS, UNVERIFIED_REQUESTS_LIMIT } from '@b2b/contracts';
import { describe, expect, it } from 'vitest';
import { createBusiness } from '../../test/business-factory.ts';
import type { TestUser } from '../../test/test-tokens.ts';
import { useTestApp } from '../../test/use-test-app.ts';

// What rests on a person's address needs it verified: the token's `email_verified`, which the account service sets.
const { app, visitor } = await useTestApp();

const post = (user: TestUser, url: string, payload?: object) =>
  app.inject({ method: 'POST', url: `/api${url}`, headers: user.headers, ...(payload ? { payload } : {}) });

const refusedWith = (response: { statusCode: number; json: () => unknown }, message: string) => {
  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual({ success: false, name: 'Forbidden', message });
};

describe('a person whose address is not verified', () => {
  it('cannot accept an invitation to a business until it is', async () => {
    const owner = await visitor();
    const { businessID } = await createBusiness(app, owner);
    const email = `invited-${crypto.randomUUID()}@example.com`;
    const invited = await post(owner, `/business/${businessID}/members`, { email, access: 'member' });
    expect(invited.statusCode, invited.body).toBe(201);
    const { invitationID } = invited.json<{ data: { invitationID: string } }>().data;

    const unverified = await visitor({ email, emailVerified: false });
    refusedWith(
      await post(unverified, `/business/invitations/${invitationID}/accept`),
      EMAIL_NOT_VERIFIED_MESSAGES.invitation,
    );
    // The same person once the link was opened: a new token that says so.
    const verified = await visitor({ email, userID: unverified.userID });
    const accepted = await post(verified, `/business/invitations/${invitationID}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('cannot buy a membership', async () => {
    const owner = await visitor({ emailVerified: false });
    const { businessID } = await createBusiness(app, owner);
    const payload = { businessID, planId: 'gold', paymentMethod: 'pm_card_visa', email: 'owner@example.com' };
    refusedWith(
      await post(owner, '/subscription/subscribe', payload),
      EMAIL_NOT_VERIFIED_MESSAGES.membership,
    );
  });

  it(`sends ${UNVERIFIED_REQUESTS_LIMIT} requests to businesses, not more`, async () => {
    const business = await createBusiness(app, await visitor());
    const buyer = await visitor({ emailVerified: false });
    const request = (user: TestUser) =>
      post(user, '/business/request', {
        to: business.businessID,
        subject: INQUIRY_SUBJECTS[0],
        message: 'Can you quote?',
      });
    for (let i = 0; i < UNVERIFIED_REQUESTS_LIMIT; i++) expect((await request(buyer)).statusCode).toBe(201);
    refusedWith(await request(buyer), EMAIL_NOT_VERIFIED_MESSAGES.requests);
    const verified = await visitor({ userID: buyer.userID, email: buyer.email });
    expect((await request(verified)).statusCode).toBe(201);
  });
});
