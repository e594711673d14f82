import { MARKETS } from '@b2b/contracts';
import type { Faker } from '@faker-js/faker';
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import { businesses, businessMembers } from '../../schema/businesses.ts';
import { products } from '../../schema/products.ts';
import { comments, follows, reactions } from '../../schema/social.ts';
import type { DemoContext, DemoStep } from '../demo.ts';
import { stableID } from '../ids.ts';
import { addPerBusiness, demoBusinessID, groupBy, loadDemoPeople, sample } from './demo-reference.ts';
import { hasRow, insertNew, valuesIn } from './rows.ts';
import { fill } from './industry-templates.ts';

const THANKS = 'Thank you for the kind words, it is a pleasure working with you!';
const SENT = 'Thank you! We have sent the details to your requests; let us know if anything is missing.';
/** Buyers' questions and praise, each with the answers a business would give to it. */
const PRODUCT_COMMENTS: { text: string; replies: string[] }[] = [
  {
    text: 'What is the MOQ for the {product}? We would need about {qty} units for a first order.',
    replies: [
      'Our MOQ is {moq} units, so {qty} is fine. Send us a request with your destination and we will quote within 24 hours.',
      SENT,
    ],
  },
  {
    text: 'Can you share the full datasheet and your price for {qty} pieces, FOB?',
    replies: ['All documents are available; we have sent you the datasheet and our FOB price.', SENT],
  },
  {
    text: 'Do you offer OEM with our logo? We have customers for this in {market}.',
    replies: ['Yes, OEM is available from {moq} units. We have sent you our catalogue and price list.'],
  },
  {
    text: 'Is the {product} in stock? We need delivery within {days} days.',
    replies: ['Hello, it is in stock and can ship within a week. Please check your requests for our offer.'],
  },
  {
    text: 'Which certificates does this product have? Our buyers in {market} ask for CE and test reports.',
    replies: ['It is certified and we share the test reports with every order; we have sent you copies.'],
  },
  {
    text: 'We received the samples last month and the quality is very good. Looking forward to the first container.',
    replies: [THANKS, 'Glad the samples arrived well! Production slots for next month are reserved for you.'],
  },
  {
    text: 'We have been buying this for two years without a single complaint. Recommended.',
    replies: [THANKS],
  },
  {
    text: 'What is the warranty, and do you have service partners in {market}?',
    replies: [
      'The warranty is 24 months, and we work with service partners in {market}; details are in your requests.',
    ],
  },
];
const BUSINESS_COMMENTS = [
  'Visited their factory last year: well organised, and a very professional team.',
  'Reliable supplier, always on time. Recommended.',
  'Fast answers and clear communication. We are placing our second order.',
  'Are you looking for a distributor in {market}? We would be glad to talk.',
  'Good quality and fair prices. The export documents were all correct.',
];

export interface SocialBusiness {
  id: string;
  createdAt: Date;
  owner: string;
  members: Set<string>;
  products: { id: string; name: string; createdAt: Date }[];
}

/** A page of demo businesses with their people and products, as the social and inquiries steps use them. */
export async function readBusinessPage(db: Database, ids: string[]): Promise<SocialBusiness[]> {
  const [rows, memberRows, productRows] = await Promise.all([
    db
      .select({ id: businesses.id, createdAt: businesses.createdAt })
      .from(businesses)
      .where(inArray(businesses.id, ids))
      .orderBy(asc(businesses.id)),
    db.select().from(businessMembers).where(inArray(businessMembers.businessID, ids)),
    db
      .select({
        id: products.id,
        businessID: products.businessID,
        name: products.name,
        createdAt: products.createdAt,
      })
      .from(products)
      .where(inArray(products.businessID, ids))
      .orderBy(asc(products.id)),
  ]);
  const membersOf = groupBy(memberRows, (m) => m.businessID);
  const productsOf = groupBy(productRows, (p) => p.businessID);
  return rows.map((row) => {
    const members = membersOf.get(row.id) ?? [];
    return {
      ...row,
      owner: members.find((m) => m.access === 'owner')?.userID ?? '',
      members: new Set(members.map((m) => m.userID)),
      products: productsOf.get(row.id) ?? [],
    };
  });
}

/**
 * Businesses of the page that already have a like, follow or comment, on them or on one of their products: a later run
 * leaves those alone, whatever its seed.
 */
async function alreadySocial(db: Database, page: SocialBusiness[]): Promise<Set<string>> {
  const ids = page.flatMap((b) => [b.id, ...b.products.map((p) => p.id)]);
  const [liked, followed, commented] = await Promise.all([
    valuesIn(db, reactions.resourceID, ids),
    valuesIn(db, follows.resourceID, ids),
    valuesIn(db, comments.resourceID, ids),
  ]);
  const touched = new Set([...liked, ...followed, ...commented]);
  return new Set(
    page.filter((b) => touched.has(b.id) || b.products.some((p) => touched.has(p.id))).map((b) => b.id),
  );
}

export type SocialRows = {
  reactions: (typeof reactions.$inferInsert)[];
  follows: (typeof follows.$inferInsert)[];
  comments: (typeof comments.$inferInsert)[];
};

const after = (f: Faker, from: Date, now: number) => f.date.between({ from, to: new Date(now) });

export function socialOf(
  f: Faker,
  business: SocialBusiness,
  page: SocialBusiness[],
  people: string[],
  now: number,
): SocialRows {
  const rows: SocialRows = { reactions: [], follows: [], comments: [] };
  const featured = business.id === demoBusinessID(0);
  // People outside the business react to it; its own colleagues do not like their own page.
  const outsiders = (count: number) => sample(f, people, count, business.members);
  const values = () => ({
    qty: String(f.helpers.arrayElement([50, 100, 200, 500, 1000, 5000])),
    moq: String(f.helpers.arrayElement([10, 50, 100, 300, 500])),
    days: String(f.helpers.arrayElement([15, 20, 30, 45])),
    market: f.helpers.arrayElement(MARKETS.filter((m) => m.code !== 'DOM')).name,
  });

  const like = (resourceID: string, resourceType: 'business' | 'product', from: Date, count: number) => {
    for (const userID of outsiders(count)) {
      rows.reactions.push({
        resourceID,
        resourceType,
        actorID: userID,
        userID,
        createdAt: after(f, from, now),
      });
    }
    // Now and then a business likes it, through its owner.
    const actor = f.helpers.arrayElement(page);
    if (actor.id !== business.id && f.datatype.boolean({ probability: 0.25 })) {
      rows.reactions.push({
        resourceID,
        resourceType,
        actorID: actor.id,
        userID: actor.owner,
        businessID: actor.id,
        createdAt: after(f, from, now),
      });
    }
  };
  const comment = (
    resourceID: string,
    resourceType: 'business' | 'product',
    from: Date,
    i: number,
    text: string,
  ) => {
    const [userID] = outsiders(1);
    if (!userID) return null;
    const id = stableID('demo-comment', resourceID, String(i));
    const createdAt = after(f, from, now);
    // The reply speaks of the same market and quantities as the question.
    const said = values();
    rows.comments.push({
      id,
      resourceID,
      resourceType,
      content: fill(text, said),
      userID,
      createdAt,
    });
    return { id, createdAt, values: said };
  };

  like(business.id, 'business', business.createdAt, featured ? 9 : f.number.int({ min: 0, max: 10 }));
  for (const userID of outsiders(featured ? 7 : f.number.int({ min: 0, max: 8 }))) {
    rows.follows.push({ resourceID: business.id, userID, createdAt: after(f, business.createdAt, now) });
  }

  const businessComments = featured ? 2 : f.datatype.boolean({ probability: 0.3 }) ? 1 : 0;
  for (let i = 0; i < businessComments; i++) {
    comment(business.id, 'business', business.createdAt, i, f.helpers.arrayElement(BUSINESS_COMMENTS));
  }
  for (const product of business.products) {
    like(product.id, 'product', product.createdAt, f.number.int({ min: 0, max: 6 }));
    const count = featured
      ? 2
      : f.datatype.boolean({ probability: 0.35 })
        ? f.number.int({ min: 1, max: 2 })
        : 0;
    for (let i = 0; i < count; i++) {
      const said = f.helpers.arrayElement(PRODUCT_COMMENTS);
      const parent = comment(
        product.id,
        'product',
        product.createdAt,
        i,
        said.text.replaceAll('{product}', product.name),
      );
      // The business answers most questions, as itself.
      if (parent && f.datatype.boolean({ probability: 0.65 })) {
        rows.comments.push({
          id: stableID('demo-reply', parent.id),
          resourceID: parent.id,
          resourceType: 'comment',
          content: fill(f.helpers.arrayElement(said.replies), parent.values),
          userID: business.owner,
          businessID: business.id,
          createdAt: after(f, parent.createdAt, now),
        });
      }
    }
  }
  return rows;
}

/** Likes, follows and comments with the businesses' replies, so pages have counters and conversations. */
export const socialStep: DemoStep = {
  name: 'social',

  hasData: (db) => hasRow(db, follows.resourceID, demoBusinessID(0)),

  async run(context: DemoContext) {
    const { db, faker } = context;
    const people = await loadDemoPeople(db);
    const now = Date.now();
    return addPerBusiness(context, {
      read: (ids) => readBusinessPage(db, ids),
      done: (page) => alreadySocial(db, page),
      async add(fresh, page) {
        const rows: SocialRows = { reactions: [], follows: [], comments: [] };
        for (const business of fresh) {
          const social = socialOf(faker, business, page, people, now);
          rows.reactions.push(...social.reactions);
          rows.follows.push(...social.follows);
          rows.comments.push(...social.comments);
        }
        return (
          (await insertNew(db, reactions, rows.reactions)) +
          (await insertNew(db, follows, rows.follows)) +
          (await insertNew(db, comments, rows.comments))
        );
      },
    });
  },
};
