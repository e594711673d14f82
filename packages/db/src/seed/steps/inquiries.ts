import { INQUIRY_SUBJECTS, MARKETS, type InquirySide } from '@b2b/contracts';
import type { Faker } from '@faker-js/faker';
import { inquiries, inquiryMessages, inquiryParticipants } from '../../schema/inquiries.ts';
import { businessResponseMetrics } from '../../schema/response-metrics.ts';
import type { DemoContext, DemoStep } from '../demo.ts';
import { stableID } from '../ids.ts';
import { addPerBusiness, demoBusinessID, loadDemoPeople, sample } from './demo-reference.ts';
import { batches, hasRow, valuesIn } from './rows.ts';
import { fill } from './industry-templates.ts';
import { readBusinessPage, type SocialBusiness } from './social.ts';

/** What a buyer writes first, for each preset subject, and for a subject of their own. */
const OPENINGS: Record<string, string[]> = {
  'Looking for a qualified manufacturer industry': [
    'Hello, we are looking for a qualified manufacturer for about {qty} units a month for our customers in {market}. Can you tell us about your capacity and certificates?',
    'Good day. We need a reliable manufacturer for a long-term contract, {qty} pieces per order. Please send your company profile and factory audit report.',
  ],
  'Looking for a private label products manufacturer': [
    'Hi, we sell under our own brand in {market} and are looking for a private label manufacturer. What is your MOQ with our logo and packaging?',
    'Hello, do you produce private label? We would start with {qty} units and grow from there.',
  ],
  'Becoming exclusive distributor in my country': [
    'Dear team, we distribute industrial products in {market} and would like to become your exclusive distributor there. What are your conditions?',
    'Hello, we have a sales network covering {market} and are interested in an exclusive distribution agreement.',
  ],
  'Becoming worldwide distributor': [
    'Hello, we trade in more than twenty countries and would like to discuss a worldwide distribution agreement for your range.',
  ],
  'Receive full price list': [
    'Hello, please send us your full price list, FOB and CIF {market}, for quantities around {qty} units.',
    'Good morning, could you share your current price list and delivery times to {market}?',
  ],
  'Receive discount policy': [
    'Hi, what discounts do you offer for annual volumes above {qty} units? We order every quarter.',
  ],
};
const OTHER_SUBJECTS = ['Samples for testing', 'Question about delivery terms', 'Spare parts availability'];
const OTHER_OPENINGS = [
  'Hello, can you send us two samples for testing? We pay the courier. Our address is in {market}.',
  'Hello, what are your delivery and payment terms for {market}? We usually work with a letter of credit.',
];
/** The replies that follow, by the side that writes them. */
const REPLIES: Record<InquirySide, string[]> = {
  R: [
    'Thank you for your request. Our MOQ is {moq} units and the lead time is {days} days. I attach our offer in the next message.',
    'Hello, thank you for your interest. Could you tell us the destination port and the quantity you need?',
    'We can do that. The price for {qty} units is valid for 30 days; payment 30% in advance, the rest against documents.',
    'Yes, we have exported to {market} for years and have all the certificates they ask for.',
    'Samples can ship this week; the courier takes about five days.',
    'Our engineer will call you tomorrow to go through the technical details.',
  ],
  S: [
    'Thank you, that sounds good. Can you do a better price for {qty} units?',
    'We received your offer and are discussing it internally. We will come back to you this week.',
    'The destination is the main port of {market}. Please quote CIF.',
    'Please send the datasheet and the test reports as well.',
    'Agreed. Please send the proforma invoice.',
    'Thanks for the quick answer!',
  ],
};

export interface InquiryRows {
  inquiries: (typeof inquiries.$inferInsert)[];
  messages: (typeof inquiryMessages.$inferInsert)[];
  participants: (typeof inquiryParticipants.$inferInsert)[];
}

/** Threads the busiest demo business (the first) has received: 10,000 from a scale of 100 on. */
export const busiestThreadCount = (factor: number) => Math.min(10_000, Math.round(100 * factor));
/** Messages of the busiest business's longest thread: 500 from the medium scale on. */
export const longestThreadLength = (factor: number) => Math.min(500, Math.round(50 * factor));

const MINUTE = 60_000;

/**
 * The requests a business has received, each with a few messages: its first one (the most recent thread of the busiest
 * business) a long conversation. Senders are people outside the business, or other businesses of the page through their
 * owner; a few requests are about one of its products, some have been ended.
 */
export function inquiriesOf(
  f: Faker,
  business: SocialBusiness,
  page: SocialBusiness[],
  people: string[],
  now: number,
  factor: number,
): InquiryRows {
  const rows: InquiryRows = { inquiries: [], messages: [], participants: [] };
  const busiest = business.id === demoBusinessID(0);
  const count = busiest
    ? busiestThreadCount(factor)
    : f.datatype.boolean({ probability: 0.5 })
      ? f.number.int({ min: 1, max: 3 })
      : 0;
  const senders = sample(f, people, count, business.members);
  for (let i = 0; i < count; i++) {
    const id = stableID('demo-inquiry', business.id, String(i));
    const actor = f.helpers.arrayElement(page);
    const asBusiness = actor.id !== business.id && !business.members.has(actor.owner) && f.datatype.boolean();
    const senderUserID = asBusiness ? actor.owner : (senders[i % Math.max(1, senders.length)] ?? actor.owner);
    if (!senderUserID || business.members.has(senderUserID)) continue;
    const senderID = asBusiness ? actor.id : senderUserID;
    const other = f.datatype.boolean({ probability: 0.15 });
    const subject = other ? f.helpers.arrayElement(OTHER_SUBJECTS) : f.helpers.arrayElement(INQUIRY_SUBJECTS);
    const product =
      business.products.length > 0 && f.datatype.boolean({ probability: 0.3 })
        ? f.helpers.arrayElement(business.products)
        : null;
    const said = {
      qty: String(f.helpers.arrayElement([100, 200, 500, 1000, 5000])),
      moq: String(f.helpers.arrayElement([50, 100, 300, 500])),
      days: String(f.helpers.arrayElement([15, 20, 30, 45])),
      market: f.helpers.arrayElement(MARKETS.filter((m) => m.code !== 'DOM')).name,
    };
    const length = busiest && i === 0 ? longestThreadLength(factor) : f.number.int({ min: 1, max: 6 });
    // The long thread is the latest activity; the others spread over the business's life, minutes to days apart.
    const earliest = Math.max(business.createdAt.getTime(), product?.createdAt.getTime() ?? 0);
    const last =
      busiest && i === 0 ? now - MINUTE : f.date.between({ from: earliest, to: now - MINUTE }).getTime();
    let at = last;
    const times = [last];
    for (let k = 1; k < length; k++) {
      at = Math.max(earliest, at - f.number.int({ min: 1, max: 600 }) * MINUTE);
      times.unshift(at);
    }
    for (const [k, time] of times.entries()) {
      const side: InquirySide = k % 2 === 0 ? 'S' : 'R';
      const text =
        k === 0
          ? f.helpers.arrayElement(other ? OTHER_OPENINGS : OPENINGS[subject]!)
          : f.helpers.arrayElement(REPLIES[side]);
      rows.messages.push({
        id: stableID('demo-inquiry-message', id, String(k)),
        inquiryID: id,
        side,
        authorUserID: side === 'S' ? senderUserID : business.owner,
        content: fill(text, said),
        createdAt: new Date(time),
      });
    }
    const lastSide: InquirySide = length % 2 === 1 ? 'S' : 'R';
    const lastMessageAt = new Date(last);
    const closed = !(busiest && i === 0) && f.datatype.boolean({ probability: 0.15 });
    rows.inquiries.push({
      id,
      senderUserID,
      senderBusinessID: asBusiness ? actor.id : null,
      senderID,
      receiverBusinessID: business.id,
      subject,
      productID: product?.id ?? null,
      createdAt: new Date(times[0]!),
      lastMessageAt,
      receiverRepliedAt: times[1] === undefined ? null : new Date(times[1]),
      ...(closed
        ? {
            status: 'closed' as const,
            closedBy: f.helpers.arrayElement(['S', 'R'] as const),
            closedAt: lastMessageAt,
          }
        : {}),
    });
    // The side that wrote last has read it; the other has, most of the time, unless it is recent.
    const unreadFor = (side: InquirySide) =>
      side !== lastSide && (now - last < 3 * 24 * 60 * MINUTE || f.datatype.boolean({ probability: 0.1 }));
    for (const [side, identityID, counterpartID] of [
      ['S', senderID, business.id],
      ['R', business.id, senderID],
    ] as const) {
      const unread = unreadFor(side);
      rows.participants.push({
        identityID,
        inquiryID: id,
        side,
        counterpartID,
        lastActivityAt: lastMessageAt,
        unread,
        readAt: unread ? null : lastMessageAt,
      });
    }
  }
  return rows;
}

/** Requests to the demo businesses with their conversations, so message centers have threads to list and search. */
export const inquiriesStep: DemoStep = {
  name: 'inquiries',

  hasData: (db) => hasRow(db, inquiries.receiverBusinessID, demoBusinessID(0)),

  async run(context: DemoContext) {
    const { db, faker } = context;
    const people = await loadDemoPeople(db);
    const now = Date.now();
    return addPerBusiness(context, {
      read: (ids) => readBusinessPage(db, ids),
      done: (page) =>
        valuesIn(
          db,
          inquiries.receiverBusinessID,
          page.map((b) => b.id),
        ),
      async add(fresh, page) {
        const rows: InquiryRows = { inquiries: [], messages: [], participants: [] };
        for (const business of fresh) {
          const made = inquiriesOf(faker, business, page, people, now, context.factor);
          rows.inquiries.push(...made.inquiries);
          rows.messages.push(...made.messages);
          rows.participants.push(...made.participants);
        }
        for (const batch of batches(rows.inquiries)) await db.insert(inquiries).values(batch);
        for (const batch of batches(rows.messages)) await db.insert(inquiryMessages).values(batch);
        for (const batch of batches(rows.participants)) await db.insert(inquiryParticipants).values(batch);
        // Their response metrics are due at once: the server's job computes them when it starts.
        await db
          .insert(businessResponseMetrics)
          .values(fresh.map((business) => ({ businessID: business.id, staleAt: new Date(now) })))
          .onConflictDoNothing();
        return rows.inquiries.length;
      },
    });
  },
};
