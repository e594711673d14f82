import type { Image } from '@b2b/contracts';
import type { Faker } from '@faker-js/faker';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../client.ts';
import { accounts, credentials } from '../../schema/auth.ts';
import { businessCategories, businesses, businessMembers, certificates } from '../../schema/businesses.ts';
import { inquiries, inquiryMessages, inquiryParticipants } from '../../schema/inquiries.ts';
import { products, productSearch } from '../../schema/products.ts';
import { searchTerms } from '../../schema/search.ts';
import { comments, follows, reactions } from '../../schema/social.ts';
import { users, userSearch } from '../../schema/users.ts';
import type { DemoPictures } from '../pictures.ts';
import { businessPictureDesigns, productPictureDesigns } from '../pictures.ts';
import {
  DEMO_EMAIL_DOMAIN,
  DEMO_PASSWORD_HASH,
  demoPeopleCount,
  loadPeopleReference,
  makePeople,
  type Person,
} from '../steps/accounts.ts';
import {
  loadBusinessReference,
  makeBusiness,
  planOf,
  type BusinessReference,
  type MadeBusiness,
} from '../steps/businesses.ts';
import { demoBusinessCount } from '../steps/demo-reference.ts';
import { inquiriesOf } from '../steps/inquiries.ts';
import { makeProduct, productCountOf, type DemoBusiness } from '../steps/products.ts';
import { socialOf, type SocialBusiness } from '../steps/social.ts';
import { analyze, deferIndexesAndKeys } from './deferred.ts';
import { openBulkSessions, tableName, type BulkSession } from './session.ts';

const PEOPLE_CHUNK = 10_000;
/** Connections writing rounds at once: the machine this was tuned on has two cores. */
const WRITERS = 2;
/** Businesses per round: each brings about ten products and forty likes, follows and comments. */
const BUSINESS_CHUNK = 1_000;

/** The staged rows `s` written on, with the `computed` columns a trigger would have written (name: expression). */
const fromStage = (target: string, columns: string[], stage: string, computed: Record<string, string> = {}) =>
  `INSERT INTO ${target} (${[...columns, ...Object.keys(computed)].join(', ')}) ` +
  `SELECT ${[...columns.map((c) => `s.${c}`), ...Object.values(computed)].join(', ')} FROM ${stage} s`;

/**
 * The tables whose triggers compute search documents (migrations 0005, 0006, 0008, 0012 and 0018), with the same functions and
 * arguments, for rows copied into a staging table `s` while the triggers are off; and the texts whose words the triggers
 * add to the typo-tolerance vocabulary.
 */
const SEARCH_DOCUMENTS = new Map<
  PgTable,
  { insert: (columns: string[], stage: string) => string[]; words?: string }
>([
  [
    users,
    {
      insert: (columns, stage) => [
        fromStage('users', columns, stage),
        // From the written rows: a profile's creation time may be the default the insert gives it.
        `INSERT INTO user_search (user_id, created_at, country_code, document)
         SELECT u.id, u.created_at, u.country_code,
           user_search_document(u.first_name, u.last_name, u.company_name, u.job_position_id, u.profession,
             u.show_profession, u.brief_presentation)
         FROM ${stage} s JOIN users u ON u.id = s.id`,
      ],
      words: "concat_ws(' ', s.first_name, s.last_name, s.company_name)",
    },
  ],
  [
    businesses,
    {
      insert: (columns, stage) => [
        fromStage('businesses', columns, stage, {
          search_document:
            'business_search_document(s.company_name, s.short_description, s.general_description, s.industry_id, ' +
            'ARRAY(SELECT bc.category_id FROM business_categories bc WHERE bc.business_id = s.id))',
        }),
      ],
      words: 's.company_name',
    },
  ],
  [
    products,
    {
      // A round writes its businesses before their products on the same connection, so the join sees them.
      insert: (columns, stage) => [
        fromStage('products', columns, stage),
        `INSERT INTO product_search (product_id, created_at, search_boost, country_code, document, category_id,
           lead_time_days, verified, name)
         SELECT s.id, s.created_at, business_search_boost(b.subscription, b.verified), b.country_code,
           product_search_document(s.name, s.keywords, s.description, s.specs, s.industry_id, s.category_id,
             s.subcategory_id),
           s.category_id, product_lead_time_days(s.lead_time), b.verified, s.name
         FROM ${stage} s JOIN businesses b ON b.id = s.business_id`,
      ],
      words: "concat_ws(' ', s.name, array_to_string(s.keywords, ' '))",
    },
  ],
  [
    inquiryParticipants,
    {
      // A round writes its requests before their sides, on the same connection, so the subject is there (migration 0018).
      insert: (columns, stage) => [
        fromStage('inquiry_participants', columns, stage, {
          search_text: 'inquiry_participant_search_text(s.counterpart_id, s.inquiry_id)',
        }),
      ],
    },
  ],
]);

/**
 * The words the triggers add to the typo-tolerance vocabulary: those of each round's names as it is loaded, and at the
 * end those of the reference names that products and businesses use. All texts of a round are split in one call
 * (search_words answers each word once), in word order as search_terms_add takes them, so two sessions never wait on
 * each other's words in opposite orders.
 */
const addWords = (content: string, from: string) => `
  INSERT INTO search_terms (term)
  SELECT word FROM (SELECT string_agg(${content}, ' ') AS content FROM ${from}) texts, search_words(texts.content) AS word
  ORDER BY word
  ON CONFLICT DO NOTHING`;
const REFERENCE_WORDS = addWords(
  'content',
  `(SELECT product_reference_names(industry_id, category_id, subcategory_id) AS content
      FROM (SELECT DISTINCT industry_id, category_id, subcategory_id FROM products) used
    UNION SELECT search_reference_names('{}', ARRAY[category_id], '{}')
      FROM (SELECT DISTINCT category_id FROM business_categories) chosen) names`,
);

const LOADED: PgTable[] = [
  accounts,
  credentials,
  users,
  userSearch,
  businesses,
  businessCategories,
  businessMembers,
  certificates,
  products,
  productSearch,
  reactions,
  follows,
  comments,
  inquiries,
  inquiryMessages,
  inquiryParticipants,
];

const staging = (table: PgTable) => `bulk_${tableName(table).replace(/\W/g, '')}`;

/** Rows of a table with a search document go through its staging table; the others straight in. */
async function write(session: BulkSession, table: PgTable, rows: readonly object[]): Promise<number> {
  if (rows.length === 0) return 0;
  const document = SEARCH_DOCUMENTS.get(table);
  if (!document) {
    await session.copy(tableName(table), table, rows);
    return rows.length;
  }
  const stage = staging(table);
  await session.query(`TRUNCATE ${stage}`);
  const columns = (await session.copy(stage, table, rows)).map((c) => `"${c}"`);
  for (const statement of document.insert(columns, stage)) await session.query(statement);
  if (document.words) await session.query(addWords(document.words, `${stage} s`));
  return rows.length;
}

/**
 * Generating is synchronous: it gives the event loop a turn every few businesses, so the previous round's COPY keeps
 * streaming and the database works while Node generates.
 */
const breathe = () => new Promise((resolve) => setImmediate(resolve));
const YIELD_EVERY = 20;

interface Options {
  factor: number;
  faker: Faker;
  log: (line: string) => void;
  pictures?: DemoPictures | undefined;
}

function demoBusinessOf(made: MadeBusiness, reference: BusinessReference): DemoBusiness {
  const { business } = made;
  const chosen = new Set(made.categories.map((c) => c.categoryID));
  return {
    id: business.id,
    companyName: business.companyName,
    subscription: business.subscription ?? 'standard',
    countryName: reference.countryNames.get(business.countryCode) ?? business.countryCode,
    createdAt: business.createdAt ?? new Date(),
    categories: reference.tree.flatMap((industry) =>
      industry.categories.filter((c) => chosen.has(c.id)).map((category) => ({ industry, category })),
    ),
  };
}

/** One round: a chunk of businesses with their categories, people, certificates, products, likes and comments. */
async function makeRound(
  f: Faker,
  first: number,
  count: number,
  context: {
    people: string[];
    reference: BusinessReference;
    pictures: Map<string, Image> | null;
    now: number;
    factor: number;
  },
) {
  const { people, reference, pictures, now, factor } = context;
  const made: MadeBusiness[] = [];
  const productRows: (typeof products.$inferInsert)[][] = [];
  for (let i = 0; i < count; i++) {
    if (i % YIELD_EVERY === 0) await breathe();
    const m = makeBusiness(f, planOf(f, first + i, people, reference), reference, pictures, now);
    const business = demoBusinessOf(m, reference);
    made.push(m);
    productRows.push(
      Array.from({ length: productCountOf(f, business) }, (_, k) =>
        makeProduct(f, business, k, pictures, now),
      ),
    );
  }
  const page: SocialBusiness[] = made.map((m, i) => ({
    id: m.business.id,
    createdAt: m.business.createdAt ?? new Date(now),
    owner: m.members.find((member) => member.access === 'owner')?.userID ?? '',
    members: new Set(m.members.map((member) => member.userID)),
    products: productRows[i]!.map((p) => ({
      id: p.id!,
      name: p.name,
      createdAt: p.createdAt ?? new Date(now),
    })),
  }));
  const social = [];
  for (const [i, business] of page.entries()) {
    if (i % YIELD_EVERY === 0) await breathe();
    social.push(socialOf(f, business, page, people, now));
  }
  // After the whole round's likes and comments, so those are the same as before requests were seeded.
  const requests = [];
  for (const [i, business] of page.entries()) {
    if (i % YIELD_EVERY === 0) await breathe();
    requests.push(inquiriesOf(f, business, page, people, now, factor));
  }
  return {
    businesses: made.map((m) => m.business),
    categories: made.flatMap((m) => m.categories),
    members: made.flatMap((m) => m.members),
    certificates: made.flatMap((m) => m.certificates),
    products: productRows.flat(),
    reactions: social.flatMap((s) => s.reactions),
    follows: social.flatMap((s) => s.follows),
    comments: social.flatMap((s) => s.comments),
    inquiries: requests.flatMap((r) => r.inquiries),
    inquiryMessages: requests.flatMap((r) => r.messages),
    inquiryParticipants: requests.flatMap((r) => r.participants),
  };
}

async function writePeople(session: BulkSession, people: Person[]) {
  await write(
    session,
    accounts,
    people.map((p) => p.account),
  );
  await write(
    session,
    credentials,
    people.map((p) => ({ accountID: p.account.id, passwordHash: DEMO_PASSWORD_HASH })),
  );
  return write(
    session,
    users,
    people.map((p) => p.user),
  );
}

async function writeRound(session: BulkSession, round: Awaited<ReturnType<typeof makeRound>>) {
  // Categories first: the businesses' documents name them.
  await write(session, businessCategories, round.categories);
  await write(session, businesses, round.businesses);
  await write(session, businessMembers, round.members);
  await write(session, certificates, round.certificates);
  await write(session, products, round.products);
  await write(session, reactions, round.reactions);
  await write(session, follows, round.follows);
  await write(session, comments, round.comments);
  await write(session, inquiries, round.inquiries);
  await write(session, inquiryMessages, round.inquiryMessages);
  await write(session, inquiryParticipants, round.inquiryParticipants);
}

/**
 * The demo data of a large scale, loaded set-based into a database that has none yet: rows are generated in Node a
 * chunk at a time by the same functions as the steps, and copied in while the next chunk is generated; indexes, keys and
 * triggers wait until the end, and search documents are computed in one statement per chunk. Every generated account
 * shares the one precomputed hash of the demo password, so 200,000 accounts cost no hashing at all.
 */
export async function loadDemoDataInBulk(
  db: Database,
  options: Options,
): Promise<{ accounts: number; businesses: number; products: number; social: number; inquiries: number }> {
  const { faker: f, log } = options;
  const sessions = await openBulkSessions(db, WRITERS);
  const [main] = sessions as [BulkSession, ...BulkSession[]];
  const made = { accounts: 0, businesses: 0, products: 0, social: 0, inquiries: 0 };
  try {
    const [existing] = await main.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${tableName(accounts)} WHERE email LIKE '%@${DEMO_EMAIL_DOMAIN}' OR email LIKE 'demo@%'`,
    );
    if ((existing?.n ?? 0) > 0) {
      throw new Error(
        'The bulk load fills a database without demo data, and this one has some: use a new database (createdb).',
      );
    }
    for (const session of sessions) {
      // Losing the last moments of an interrupted load is fine: it is started again on a new database.
      await session.query(
        "SET synchronous_commit = off; SET maintenance_work_mem = '1GB'; SET temp_buffers = '256MB'",
      );
      for (const table of SEARCH_DOCUMENTS.keys()) {
        await session.query(
          `CREATE TEMP TABLE ${staging(table)} (LIKE ${tableName(table)} INCLUDING DEFAULTS)`,
        );
      }
    }
    const restore = await deferIndexesAndKeys(sessions, LOADED, log);
    try {
      let started = Date.now();
      const reference = await loadPeopleReference(db);
      const people: string[] = [];
      let chunk: Person[] = [];
      for (const person of makePeople(f, reference, demoPeopleCount(options.factor))) {
        chunk.push(person);
        people.push(person.account.id);
        if (chunk.length === PEOPLE_CHUNK) {
          made.accounts += await writePeople(main, chunk);
          chunk = [];
        }
      }
      made.accounts += await writePeople(main, chunk);
      log(`accounts: ${made.accounts} in ${Date.now() - started} ms`);

      started = Date.now();
      const businessReference = await loadBusinessReference(db);
      const pictures = options.pictures
        ? new Map([
            ...(await options.pictures.provide(businessPictureDesigns())),
            ...(await options.pictures.provide(productPictureDesigns(businessReference.tree))),
          ])
        : null;
      const context = {
        people,
        reference: businessReference,
        pictures,
        now: Date.now(),
        factor: options.factor,
      };
      const count = demoBusinessCount(options.factor);
      // Each session writes every other round while Node generates the next one.
      const writing: Promise<void>[] = sessions.map(() => Promise.resolve());
      let lastReport = started;
      try {
        for (let first = 0, turn = 0; first < count; first += BUSINESS_CHUNK, turn++) {
          const round = await makeRound(f, first, Math.min(BUSINESS_CHUNK, count - first), context);
          const slot = turn % sessions.length;
          await writing[slot];
          made.businesses += round.businesses.length;
          made.products += round.products.length;
          made.social += round.reactions.length + round.follows.length + round.comments.length;
          made.inquiries += round.inquiries.length;
          const written = writeRound(sessions[slot]!, round);
          // Awaited at its session's next turn; marked handled now so a failure is not reported as unhandled meanwhile.
          written.catch(() => undefined);
          writing[slot] = written;
          if (Date.now() - lastReport > 30_000) {
            lastReport = Date.now();
            log(
              `  ${made.businesses} businesses, ${made.products} products, ${made.social} likes, follows and ` +
                `comments after ${Math.round((lastReport - started) / 1000)} s`,
            );
          }
        }
        await Promise.all(writing);
      } catch (error) {
        // The indexes and keys come back only once no session is writing any more.
        await Promise.allSettled(writing);
        throw error;
      }
      log(
        `businesses, products, social and requests: ${made.businesses}, ${made.products}, ${made.social}, ${made.inquiries} ` +
          `in ${Date.now() - started} ms`,
      );
    } finally {
      await restore();
    }
    let started = Date.now();
    await main.query(REFERENCE_WORDS);
    // What migrations 0028 and 0029's triggers count row by row, for the rows loaded while they were off; the counts
    // of the frequent words come with their lists (`refreshFrequentSearchTerms`).
    await main.query(`INSERT INTO product_facet_counts (lexeme, country_code, category_id, lead_time, verified, products)
      SELECT '', country_code, category_id, product_lead_time_bucket(lead_time_days), verified, count(*)
      FROM product_search GROUP BY 2, 3, 4, 5 ORDER BY 2, 3, 4, 5
      ON CONFLICT ON CONSTRAINT product_facet_counts_key DO UPDATE SET products = EXCLUDED.products`);
    await main.query(`INSERT INTO business_facet_counts (business_type, country_code, subscription, verified,
        year_established, businesses)
      SELECT business_type, country_code, subscription, verified, business_facet_year(year_stablished), count(*)
      FROM businesses GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT ON CONSTRAINT business_facet_counts_key DO UPDATE SET businesses = EXCLUDED.businesses`);
    log(`search vocabulary and facet counts in ${Date.now() - started} ms`);
    started = Date.now();
    // The loaded tables and the vocabulary, the largest first; the small reference tables are autovacuum's.
    await analyze(sessions, [products, ...LOADED.filter((t) => t !== products), searchTerms].map(tableName));
    log(`analyze in ${Date.now() - started} ms`);
    return made;
  } finally {
    for (const session of sessions) await session.release();
  }
}
