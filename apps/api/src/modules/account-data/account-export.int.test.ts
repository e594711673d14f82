import { DataExportSchema, type ErrorEnvelope } from '@b2b/contracts';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/test-tokens.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { leaveTraces } from './account-data.fixtures.ts';

const { app, visitor } = await useTestApp({ env: { USER_RATE_LIMIT_EXPORTS: '3/1h' } });

const exportOf = (user: TestUser | null) =>
  app.inject({ method: 'GET', url: '/api/user/account/export', ...(user ? { headers: user.headers } : {}) });

describe('GET user/account/export', () => {
  it('downloads everything the portal holds about the person, as a JSON file', async () => {
    const person = await visitor({ firstName: 'Ada', lastName: 'Lovelace' });
    const other = await visitor({ firstName: 'Alan', lastName: 'Turing' });
    const traces = await leaveTraces(app, person, other);

    const response = await exportOf(person);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="b2b-industrial-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const data = DataExportSchema.parse(response.json());

    expect(data.account).toEqual({
      userID: person.userID,
      email: person.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      country: person.country,
      businessType: person.businessType,
    });
    expect(data.profile).toMatchObject({ city: 'Ningbo', briefPresentation: 'Valves buyer.' });
    expect(data.businesses).toEqual([
      expect.objectContaining({
        businessID: traces.ownBusinessID,
        companyName: 'Lovelace Pumps',
        access: 'owner',
      }),
    ]);
    expect(data.posts).toEqual([
      expect.objectContaining({
        postID: traces.postID,
        content: 'Looking for DN50 valves.',
        businessID: null,
      }),
    ]);
    expect(data.comments).toEqual([
      expect.objectContaining({
        commentID: traces.commentID,
        resourceType: 'business',
        resourceID: traces.otherBusinessID,
        content: 'Do you ship to Europe?',
      }),
    ]);
    // Only what the person typed: the other side's answer is not theirs.
    expect(data.messages.map((m) => [m.requestID, m.side, m.content])).toEqual([
      [traces.requestID, 'S', 'Please send prices.'],
      [traces.requestID, 'S', traces.replyText],
    ]);
    expect(data.favorites.businesses).toEqual([
      expect.objectContaining({ businessID: traces.otherBusinessID, companyName: 'Turing Valves' }),
    ]);
    expect(data.favorites.products).toEqual([expect.objectContaining({ productID: traces.productID })]);
    expect(data.likes).toEqual([
      expect.objectContaining({ resourceType: 'business', resourceID: traces.otherBusinessID }),
    ]);
    expect(data.follows).toEqual([
      expect.objectContaining({ businessID: traces.otherBusinessID, companyName: 'Turing Valves' }),
    ]);
    expect(data.payments).toEqual([
      expect.objectContaining({
        businessID: traces.ownBusinessID,
        subscription: 'gold',
        paidByYou: true,
        email: person.email,
      }),
    ]);
    expect(data.rfqs).toEqual([
      expect.objectContaining({
        rfqID: traces.rfqID,
        businessID: null,
        productName: 'Bronze pump housings',
        quantity: 2000.5,
        unit: 'kilograms',
        identity: 'anonymous',
        status: 'open',
      }),
    ]);
    expect(data.quotes).toEqual([
      expect.objectContaining({
        quoteID: traces.quoteID,
        businessID: traces.ownBusinessID,
        companyName: 'Lovelace Pumps',
        unitPrice: 12.25,
        message: 'We cast these every week.',
        status: 'submitted',
        declineReason: null,
      }),
    ]);
    expect(data.reviews.written).toEqual([
      expect.objectContaining({
        reviewID: traces.reviewID,
        requestID: traces.requestID,
        businessID: traces.otherBusinessID,
        companyName: 'Turing Valves',
        quality: 5,
        text: 'Valves as specified.',
        hidden: null,
      }),
    ]);
    expect(data.reviews.answers).toEqual([]);
    expect(data.reviews.reports).toEqual([]);

    // The other person's export holds their own things, none of the first person's.
    const theirs = DataExportSchema.parse((await exportOf(other)).json());
    expect(theirs.posts).toEqual([]);
    expect(theirs.payments).toEqual([]);
    expect(theirs.messages.map((m) => m.content)).toEqual(['Our prices are attached.']);
    expect(theirs.businesses.map((b) => b.companyName)).toEqual(['Turing Valves']);
    expect(theirs.rfqs.map((r) => r.productName)).toEqual(['Valve bodies']);
    expect(theirs.quotes).toEqual([]);
    expect(theirs.reviews).toEqual({
      written: [],
      answers: [
        expect.objectContaining({
          reviewID: traces.reviewID,
          businessID: traces.otherBusinessID,
          answer: 'Thank you for the order.',
        }),
      ],
      reports: [
        expect.objectContaining({
          reviewID: traces.reviewID,
          businessID: traces.otherBusinessID,
          companyName: 'Turing Valves',
          reason: 'untrue',
          note: 'The valves were not late.',
          decided: false,
        }),
      ],
    });
  });

  it('answers a person who never wrote anything with empty parts', async () => {
    const data = DataExportSchema.parse((await exportOf(await visitor())).json());
    expect(data.posts).toEqual([]);
    expect(data.businesses).toEqual([]);
    expect(data.profile).not.toBeNull();
  });

  it('needs a session', async () => {
    const response = await exportOf(null);
    expect(response.statusCode).toBe(401);
    expect(response.json<ErrorEnvelope>()).toMatchObject({ success: false, name: 'TokenNotFound' });
  });

  it('allows a few exports an hour per person, then 429 with Retry-After', async () => {
    const person = await visitor();
    for (let i = 0; i < 3; i++) expect((await exportOf(person)).statusCode).toBe(200);
    const refused = await exportOf(person);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorEnvelope>()).toMatchObject({ success: false, name: 'RateLimited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect((await exportOf(await visitor())).statusCode).toBe(200);
  });
});
