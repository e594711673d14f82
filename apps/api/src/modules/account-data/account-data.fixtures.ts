import { INQUIRY_SUBJECTS, utcDatePlus } from '@b2b/contracts';
import { expect } from 'vitest';
import type { App } from '../../app.ts';
import { createBusiness, referenceCategories } from '../../test/business-factory.ts';
import { createProduct } from '../../test/product-factory.ts';
import type { TestUser } from '../../test/test-tokens.ts';

type Answer = Awaited<ReturnType<App['inject']>>;

/** The ids of what `leaveTraces` made, for the tests to look for. */
export interface Traces {
  ownBusinessID: string;
  otherBusinessID: string;
  productID: string;
  postID: string;
  commentID: string;
  requestID: string;
  /** The reply the person wrote in the thread, after the other side answered. */
  replyText: string;
  /** The person's request for quotation, and the quote they sent for their business to one of `other`'s. */
  rfqID: string;
  quoteID: string;
  /** The person's review of `other`'s business, which `other` answered and reported. */
  reviewID: string;
}

function ok(response: Answer, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<{ data?: Record<string, string> }>();
}

/**
 * Gives `person` something in every part of the export, all through the API as a person does: a profile, a business of
 * their own (bought Gold), a post, a comment, a follow, a like and favourites at `other`'s business, a request to it
 * that `other` answered and the person replied to, whose deal both closed and the person reviewed (`other` answered the
 * review, and reported it); a request for quotation, and a quote of their business to `other`'s request for quotation.
 */
export async function leaveTraces(app: App, person: TestUser, other: TestUser): Promise<Traces> {
  const send = (user: TestUser, method: 'POST' | 'PUT', url: string, payload?: object, headers = {}) =>
    app.inject({ method, url: `/api${url}`, headers: { ...user.headers, ...headers }, payload });

  ok(await send(person, 'PUT', '/user/profile', { city: 'Ningbo', briefPresentation: 'Valves buyer.' }));
  const { businessID: ownBusinessID } = await createBusiness(app, person, { companyName: 'Lovelace Pumps' });
  ok(
    await send(
      person,
      'POST',
      '/subscription/subscribe',
      { businessID: ownBusinessID, planId: 'gold', paymentMethod: 'pm_card_visa', email: person.email },
      { 'idempotency-key': crypto.randomUUID() },
    ),
  );
  const { businessID: otherBusinessID } = await createBusiness(app, other, { companyName: 'Turing Valves' });
  const productID = await createProduct(app, other, otherBusinessID);

  const post = ok(
    await send(person, 'POST', '/social/posts/make-post', {
      content: 'Looking for DN50 valves.',
      timelineID: person.userID,
      timelineType: 'user',
    }),
    201,
  );
  const comment = ok(
    await send(person, 'POST', '/social/comments/make-comment', {
      resourceID: otherBusinessID,
      resourceType: 'business',
      content: 'Do you ship to Europe?',
    }),
    201,
  );
  ok(await send(person, 'POST', '/social/follow/business', { resourceID: otherBusinessID }));
  ok(
    await send(person, 'POST', '/social/reaction/react/business', {
      resourceID: otherBusinessID,
      reactionType: 'like',
    }),
  );
  ok(await send(person, 'PUT', `/user/favorites/business/${otherBusinessID}`));
  ok(await send(person, 'PUT', `/user/favorites/product/${productID}`));

  const request = ok(
    await send(person, 'POST', '/business/request', {
      to: otherBusinessID,
      subject: INQUIRY_SUBJECTS[0],
      message: 'Please send prices.',
    }),
    201,
  );
  const requestID = request.data!.requestID!;
  ok(
    await send(other, 'POST', `/business/request/${requestID}/send-message?bid=${otherBusinessID}`, {
      content: 'Our prices are attached.',
    }),
    201,
  );
  const replyText = 'Thank you, we will order.';
  ok(await send(person, 'POST', `/business/request/${requestID}/send-message`, { content: replyText }), 201);

  // Both businesses make the first reference category's goods, so each one's RFQ reaches the other.
  const [category] = await referenceCategories(app);
  const rfqOf = (productName: string) => ({
    productName,
    industryID: category!.industryID,
    categoryID: category!.categoryID,
    quantity: 2000.5,
    unit: 'kilograms',
    currency: 'USD',
    destinationCountry: 'DE',
    incoterm: 'FOB',
    closesOn: utcDatePlus(14),
    description: 'Bronze castings, machined.',
  });
  const rfq = ok(await send(person, 'POST', '/rfq', rfqOf('Bronze pump housings')), 201);
  const theirRfq = ok(await send(other, 'POST', '/rfq', rfqOf('Valve bodies')), 201);
  const quote = ok(
    await send(person, 'POST', `/rfq/${theirRfq.data!.rfqID}/quotes`, {
      businessID: ownBusinessID,
      unitPrice: 12.25,
      currency: 'USD',
      minimumOrderQuantity: 500,
      leadTimeDays: 30,
      incoterm: 'FOB',
      namedPlace: 'Ningbo',
      paymentTerms: '30% deposit',
      validUntil: utcDatePlus(30),
      message: 'We cast these every week.',
    }),
    201,
  );

  ok(await send(person, 'POST', `/business/request/${requestID}/deal-closed`));
  ok(await send(other, 'POST', `/business/request/${requestID}/deal-closed?bid=${otherBusinessID}`));
  const review = ok(
    await send(person, 'POST', `/business/request/${requestID}/review`, {
      quality: 5,
      communication: 4,
      delivery: 3,
      text: 'Valves as specified.',
    }),
    201,
  );
  ok(
    await send(other, 'POST', `/business/request/${requestID}/review/answer?bid=${otherBusinessID}`, {
      text: 'Thank you for the order.',
    }),
    201,
  );
  ok(
    await send(other, 'POST', `/business/${otherBusinessID}/reviews/${review.data!.reviewID}/report`, {
      reason: 'untrue',
      note: 'The valves were not late.',
    }),
    201,
  );

  return {
    ownBusinessID,
    otherBusinessID,
    productID,
    postID: post.data!.postID!,
    commentID: comment.data!.commentID!,
    requestID,
    replyText,
    rfqID: rfq.data!.rfqID!,
    quoteID: quote.data!.quoteID!,
    reviewID: review.data!.reviewID!,
  };
}
