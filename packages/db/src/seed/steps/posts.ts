import { MARKETS } from '@b2b/contracts';
import type { Faker } from '@faker-js/faker';
import { parse as parseUUID, v7 as uuidv7 } from 'uuid';
import { posts } from '../../schema/posts.ts';
import { follows } from '../../schema/social.ts';
import type { DemoContext, DemoStep } from '../demo.ts';
import { stableID } from '../ids.ts';
import { DEMO_ACCOUNT_ID } from './accounts.ts';
import { demoBusinessID, demoBusinessPages, loadDemoPeople, sample } from './demo-reference.ts';
import { batches, hasRow } from './rows.ts';
import { fill } from './industry-templates.ts';
import { readBusinessPage, type SocialBusiness } from './social.ts';

/** What a business posts about one of its products. */
const PRODUCT_POSTS = [
  'Our {product} is back in stock and ships within a week. Send us a request for a quote!',
  'New in our showcase: the {product}. Datasheets and prices on request.',
  'We will be at the industrial fair in {market} next month: come and see the {product} at our stand.',
  'A customer in {market} just received their third container of {product}. Thank you for your trust!',
];
/** What a business posts about itself. */
const BUSINESS_POSTS = [
  'Our factory passed its yearly quality audit again. Thank you to the whole team!',
  'We are looking for distributors in {market}. Send us a request if you are interested.',
  'Production capacity is up {percent}% this year: shorter lead times on every order.',
  'Thank you to our customers in {market} for another great year. The next shipments leave on schedule.',
  'Our offices are closed next Monday for the national holiday; the factory keeps running.',
];
/** What a person posts as themself. */
const PERSON_POSTS = [
  'Looking for reliable suppliers for our customers in {market}. Recommendations are welcome.',
  'Back from a sourcing trip: impressive factories and great people. Thanks to everyone who hosted us.',
  'Happy to join this network. I work in industrial purchasing and am open to new partners.',
  'Has anyone imported machinery to {market} lately? I would like to hear how you handled the certificates.',
  'Great to see so many manufacturers answering requests within a day here.',
];

/** Posts reach this far back, so that the newsfeed reads as this season's. */
const RECENT_DAYS = 60;
/** Businesses the demo account follows, besides its own, so that its newsfeed shows others' posts too. */
const DEMO_ACCOUNT_FOLLOWS = 6;

type PostRow = typeof posts.$inferInsert;
type FollowRow = typeof follows.$inferInsert;

/** A time-ordered id (UUID version 7) for a post written at `at`, the same on every run for the same key. */
const postID = (at: Date, ...key: string[]) =>
  uuidv7({ msecs: at.getTime(), random: parseUUID(stableID('demo-post', ...key)) });

/**
 * How many posts a timeline gets, below `max`, from its id rather than the seed: a later run draws the same for a
 * timeline it leaves alone because it has posts, and none again for one that got none.
 */
const countOf = (timelineID: string, max: number) =>
  parseInt(stableID('demo-post-count', timelineID).slice(0, 8), 16) % (max + 1);

const values = (f: Faker) => ({
  market: f.helpers.arrayElement(MARKETS.filter((m) => m.code !== 'DOM')).name,
  percent: String(f.helpers.arrayElement([10, 15, 20, 25, 30])),
});

function recently(f: Faker, since: Date, now: number): Date {
  const from = new Date(Math.max(since.getTime(), now - RECENT_DAYS * 86_400_000));
  return f.date.between({ from, to: new Date(now) });
}

/** A business's posts, written as the business by its owner or one of its people. */
export function businessPostsOf(f: Faker, business: SocialBusiness, now: number): PostRow[] {
  const featured = business.id === demoBusinessID(0) || business.id === demoBusinessID(1);
  const count = featured ? 3 : countOf(business.id, 2);
  const writers = [...business.members];
  return Array.from({ length: count }, (_, i) => {
    const product = business.products.length > 0 ? f.helpers.arrayElement(business.products) : null;
    const template = product ? f.helpers.arrayElement(PRODUCT_POSTS) : f.helpers.arrayElement(BUSINESS_POSTS);
    const createdAt = recently(f, product?.createdAt ?? business.createdAt, now);
    return {
      id: postID(createdAt, business.id, String(i)),
      userID: f.datatype.boolean({ probability: 0.7 }) ? business.owner : f.helpers.arrayElement(writers),
      businessID: business.id,
      timelineID: business.id,
      timelineType: 'business',
      content: fill(template.replaceAll('{product}', product?.name ?? ''), values(f)),
      createdAt,
    };
  });
}

/** Posts of people as themselves: the demo account's two, and one of about a fifth of the others. */
export function personPostsOf(f: Faker, people: string[], now: number): PostRow[] {
  return people.flatMap((userID) => {
    const count = userID === DEMO_ACCOUNT_ID ? 2 : countOf(userID, 4) === 0 ? 1 : 0;
    return Array.from({ length: count }, (_, i) => {
      const createdAt = recently(f, new Date(0), now);
      return {
        id: postID(createdAt, userID, String(i)),
        userID,
        timelineID: userID,
        timelineType: 'user' as const,
        content: fill(f.helpers.arrayElement(PERSON_POSTS), values(f)),
        createdAt,
      };
    });
  });
}

/** Posts of businesses and people, and a few follows of the demo account, so the newsfeed is alive on a fresh start. */
export const postsStep: DemoStep = {
  name: 'posts',

  hasData: (db) => hasRow(db, posts.timelineID, demoBusinessID(0)),

  /** Timelines that have posts already are left alone, so that a second run adds nothing to them, whatever its seed. */
  async run(context: DemoContext) {
    const { db, faker: f } = context;
    const now = Date.now();
    const posted = new Set(
      (await db.selectDistinct({ id: posts.timelineID }).from(posts)).map((row) => row.id),
    );
    const people = (await loadDemoPeople(db)).filter((id) => !posted.has(id));
    const rows: PostRow[] = personPostsOf(f, people, now);
    const followed: FollowRow[] = [];
    for await (const page of demoBusinessPages(db, context.factor, (ids) => readBusinessPage(db, ids))) {
      for (const business of page) {
        if (!posted.has(business.id)) rows.push(...businessPostsOf(f, business, now));
      }
      if (followed.length === 0 && !posted.has(DEMO_ACCOUNT_ID)) {
        const others = page.filter((b) => !b.members.has(DEMO_ACCOUNT_ID)).map((b) => b.id);
        for (const resourceID of sample(f, others, DEMO_ACCOUNT_FOLLOWS)) {
          followed.push({ resourceID, userID: DEMO_ACCOUNT_ID, createdAt: recently(f, new Date(0), now) });
        }
      }
    }
    for (const batch of batches(rows)) await db.insert(posts).values(batch);
    if (followed.length > 0) await db.insert(follows).values(followed).onConflictDoNothing();
    return rows.length;
  },
};
