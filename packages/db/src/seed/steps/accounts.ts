import { PROFILE_BUSINESS_TYPE_CODES } from '@b2b/contracts';
import type { Faker } from '@faker-js/faker';
import type { Database } from '../../client.ts';
import { accounts, credentials } from '../../schema/auth.ts';
import { countries, genders, industries, jobPositions, states } from '../../schema/refdata.ts';
import { users } from '../../schema/users.ts';
import type { DemoStep } from '../demo.ts';
import { stableID } from '../ids.ts';
import { batches, hasRow } from './rows.ts';

export const DEMO_PASSWORD = 'DemoPass!2026';
export const DEMO_ACCOUNT_EMAIL = 'demo@b2bindustrial.test';
export const DEMO_EMAIL_DOMAIN = 'demo.b2bindustrial.test';
export const DEMO_ACCOUNT_ID = stableID('demo-account', DEMO_ACCOUNT_EMAIL);
/** When the demo accounts' addresses count as verified: a fixed time, so that every seed writes the same rows. */
const DEMO_VERIFIED_AT = new Date('2026-01-01T00:00:00Z');

/**
 * argon2id (OWASP parameters: m=19456, t=2, p=1) of DEMO_PASSWORD, computed once with @node-rs/argon2 and shared by every
 * demo account: hashing per account would cost seconds at the large scale, and the database package does not hash.
 * The account service's tests sign in with it, so a wrong string here fails there.
 */
export const DEMO_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$7MK0DCZVALw9lePvqvmmtA$wHAd/Pc6kdsQYY+05EvE2l4zfyfR1zG9QcnKia4fQgA';

/** Demo people per scale factor: twice the businesses at the large scale, as a directory has more buyers than sellers. */
export const demoPeopleCount = (factor: number) => Math.max(1, Math.round(120 * factor));

/** Where demo people come from: weighted towards the big manufacturing and trading countries. */
export const COUNTRY_WEIGHTS: [string, number][] = [
  ['CN', 24],
  ['US', 14],
  ['DE', 9],
  ['IN', 9],
  ['BR', 6],
  ['JP', 4],
  ['MX', 4],
  ['GB', 3],
  ['IT', 3],
  ['FR', 3],
  ['KR', 3],
  ['TR', 3],
  ['VN', 3],
  ['ES', 2],
  ['CA', 2],
  ['ID', 2],
  ['PL', 2],
  ['TH', 2],
  ['NL', 1],
  ['ZA', 1],
];

export const LANGUAGE_OF: Record<string, string> = {
  CN: 'zh',
  DE: 'de',
  BR: 'pt',
  JP: 'ja',
  MX: 'es',
  ES: 'es',
  IT: 'it',
  FR: 'fr',
  KR: 'ko',
  TR: 'tr',
  VN: 'vi',
  ID: 'id',
  PL: 'pl',
  TH: 'th',
  NL: 'nl',
  IN: 'hi',
};

/** A country of COUNTRY_WEIGHTS, as likely as its weight; only those the reference data holds. */
export const pickCountry = (faker: Faker, available: Set<string>) =>
  faker.helpers.weightedArrayElement(
    COUNTRY_WEIGHTS.filter(([code]) => available.has(code)).map(([value, weight]) => ({ value, weight })),
  );

export interface PeopleReference {
  countryCodes: Set<string>;
  statesOf: Map<string, string[]>;
  genderCodes: string[];
  industryIds: string[];
  jobPositionIds: string[];
}

export async function loadPeopleReference(db: Database): Promise<PeopleReference> {
  const [countryRows, stateRows, genderRows, industryRows, jobRows] = await Promise.all([
    db.select({ code: countries.code }).from(countries),
    db.select({ id: states.id, countryCode: states.countryCode }).from(states),
    db.select({ code: genders.code }).from(genders),
    db.select({ id: industries.id }).from(industries),
    db.select({ id: jobPositions.id }).from(jobPositions),
  ]);
  const statesOf = new Map<string, string[]>();
  for (const s of stateRows) statesOf.set(s.countryCode, [...(statesOf.get(s.countryCode) ?? []), s.id]);
  return {
    countryCodes: new Set(countryRows.map((c) => c.code)),
    statesOf,
    genderCodes: genderRows.map((g) => g.code),
    industryIds: industryRows.map((i) => i.id),
    jobPositionIds: jobRows.map((j) => j.id),
  };
}

const emailPart = (name: string) =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

export type Person = {
  account: typeof accounts.$inferInsert & { id: string };
  user: typeof users.$inferInsert;
};

export function makePerson(
  faker: Faker,
  reference: PeopleReference,
  n: number,
  fixed?: {
    id: string;
    email: string;
    firstName: string;
    lastName: string;
    country: string;
    businessType: string;
  },
): Person {
  const firstName = fixed?.firstName ?? faker.person.firstName();
  const lastName = fixed?.lastName ?? faker.person.lastName();
  const countryCode = fixed?.country ?? pickCountry(faker, reference.countryCodes);
  const businessType = fixed?.businessType ?? faker.helpers.arrayElement(PROFILE_BUSINESS_TYPE_CODES);
  const email = fixed?.email ?? `${emailPart(firstName)}.${emailPart(lastName)}.${n}@${DEMO_EMAIL_DOMAIN}`;
  const id = fixed?.id ?? faker.string.uuid();
  const companyName = faker.company.name();
  const profession = faker.person.jobTitle();
  const stateIds = reference.statesOf.get(countryCode) ?? [];
  const product = faker.commerce.product().toLowerCase();
  return {
    // Demo people stand for established members: their addresses count as verified (decision 0022).
    account: {
      id,
      email,
      firstName,
      lastName,
      countryCode,
      businessType,
      demo: true,
      emailVerifiedAt: DEMO_VERIFIED_AT,
    },
    user: {
      id,
      email,
      firstName,
      lastName,
      city: faker.location.city(),
      countryCode,
      stateID: stateIds.length > 0 ? faker.helpers.arrayElement(stateIds) : null,
      genderCode: faker.helpers.arrayElement(reference.genderCodes),
      preferredLanguage: LANGUAGE_OF[countryCode] ?? 'en',
      briefPresentation: `${profession} at ${companyName}. ${faker.company.catchPhrase()}. Interested in ${product} suppliers and long-term partners.`,
      birthDate: faker.date
        .birthdate({ mode: 'age', min: 24, max: 64, refDate: '2026-01-01T00:00:00Z' })
        .toISOString()
        .slice(0, 10),
      showBirthDate: faker.datatype.boolean({ probability: 0.3 }),
      profession,
      showProfession: faker.datatype.boolean({ probability: 0.8 }),
      companyName,
      industryID: faker.helpers.arrayElement(reference.industryIds),
      jobPositionID: faker.helpers.arrayElement(reference.jobPositionIds),
      businessType,
    },
  };
}

/** The well-known demo account, then `count` demo people. */
export function* makePeople(faker: Faker, reference: PeopleReference, count: number): Generator<Person> {
  yield makePerson(faker, reference, 0, {
    id: DEMO_ACCOUNT_ID,
    email: DEMO_ACCOUNT_EMAIL,
    firstName: 'Demo',
    lastName: 'Buyer',
    country: 'CN',
    businessType: 'MA',
  });
  for (let n = 1; n <= count; n++) yield makePerson(faker, reference, n);
}

/** Inserts the people whose email is still free, with their credentials and portal profiles; returns how many. */
async function insertPeople(db: Database, people: Person[]): Promise<number> {
  let made = 0;
  for (const batch of batches(people)) {
    made += await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(accounts)
        .values(batch.map((p) => p.account))
        .onConflictDoNothing()
        .returning({ id: accounts.id });
      const ids = new Set(inserted.map((r) => r.id));
      const fresh = batch.filter((p) => ids.has(p.account.id));
      if (fresh.length === 0) return 0;
      await tx
        .insert(credentials)
        .values(fresh.map((p) => ({ accountID: p.account.id, passwordHash: DEMO_PASSWORD_HASH })));
      await tx
        .insert(users)
        .values(fresh.map((p) => p.user))
        .onConflictDoNothing();
      return fresh.length;
    });
  }
  return made;
}

/** Demo people: accounts with the demo password and a filled portal profile, plus the well-known demo account. */
export const accountsStep: DemoStep = {
  name: 'accounts',

  hasData: (db) => hasRow(db, accounts.email, DEMO_ACCOUNT_EMAIL),

  async run(context) {
    const reference = await loadPeopleReference(context.db);
    return insertPeople(context.db, [
      ...makePeople(context.faker, reference, demoPeopleCount(context.factor)),
    ]);
  },
};
