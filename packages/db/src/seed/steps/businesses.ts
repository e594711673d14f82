import {
  CONTRACT_MANUFACTURING,
  DELIVERY_TERMS,
  MARKETS,
  PACKAGING_TYPES,
  PAYMENT_CURRENCIES,
  PAYMENT_TYPES,
  type BusinessAccess,
  type Image,
  type Range,
  type Subscription,
} from '@b2b/contracts';
import type { Faker } from '@faker-js/faker';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import { businessCategories, businesses, businessMembers, certificates } from '../../schema/businesses.ts';
import { countries, languages, states } from '../../schema/refdata.ts';
import type { DemoContext, DemoStep } from '../demo.ts';
import { stableID } from '../ids.ts';
import { businessPictureDesigns, certificateName, coverName, logoName } from '../pictures.ts';
import { COUNTRY_WEIGHTS, LANGUAGE_OF, pickCountry } from './accounts.ts';
import { cityIn, companyName, stateNameOf } from './company-names.ts';
import {
  demoBusinessCount,
  demoBusinessID,
  loadDemoPeople,
  loadIndustryTree,
  sample,
  type TreeIndustry,
} from './demo-reference.ts';
import { hasRow } from './rows.ts';
import { fill, inSentence, INDUSTRY_TEMPLATES, type IndustryTemplate } from './industry-templates.ts';

/** Businesses made per transaction: bounded memory at the large scale, few round trips at the small one. */
const CHUNK = 400;
const DAY = 86_400_000;

/** Manufacturers, distributors, exporters and consultants lead the directory, as on the home page's latest businesses. */
const BUSINESS_TYPE_WEIGHTS: [string, number][] = [
  ['MA', 30],
  ['DI', 18],
  ['EX', 16],
  ['CO', 10],
  ['WS', 7],
  ['IM', 7],
  ['RE', 5],
  ['GO', 4],
  ['IN', 3],
];
/** Each run of 20 businesses has every level, most of them standard. */
const LEVEL_CYCLE: Subscription[] = [
  ...Array<Subscription>(14).fill('standard'),
  'gold',
  'gold',
  'gold',
  'premium',
  'premium',
  'platinum',
];
/** Paid levels include verification, so most of them are verified; about 30% overall. */
const VERIFIED_CHANCE: Record<Subscription, number> = {
  standard: 0.15,
  gold: 0.6,
  premium: 0.9,
  platinum: 1,
};
const EMPLOYEES: { min: number; max: number }[] = [
  { min: 5, max: 10 },
  { min: 11, max: 50 },
  { min: 51, max: 200 },
  { min: 201, max: 500 },
  { min: 501, max: 1000 },
  { min: 1001, max: 5000 },
];
const REVENUE: Range[] = [
  { min: 200_000, max: 1_000_000 },
  { min: 1_000_000, max: 5_000_000 },
  { min: 5_000_000, max: 20_000_000 },
  { min: 20_000_000, max: 50_000_000 },
  { min: 50_000_000, max: 100_000_000 },
  { min: 100_000_000, max: 500_000_000 },
];
const LOCAL_CURRENCY: Record<string, string> = {
  CN: 'CNY',
  JP: 'JPY',
  GB: 'GBP',
  IN: 'INR',
  BR: 'BRL',
  MX: 'MXN',
  KR: 'KRW',
  TR: 'TRY',
  CA: 'CAD',
  DE: 'EUR',
  IT: 'EUR',
  FR: 'EUR',
  ES: 'EUR',
  NL: 'EUR',
};
const PRODUCERS = new Set(['MA', 'EX']);

const SHORT_DESCRIPTIONS: Record<string, string> = {
  MA: 'Manufacturer of {a}, {b} and {c} for {customerA} and {customerB}, exporting from {city} since {year}.',
  DI: 'Authorised distributor of {a} and {b}, with stock in {city} and fast delivery to {customerA}.',
  WS: 'Wholesale supplier of {a}, {b} and {c} in bulk for {customerA} and {customerB}.',
  IM: 'Importer of {a} and {b} for the {countryName} market, supplying {customerA} and {customerB}.',
  EX: 'Exporter of {a}, {b} and {c} made in {countryName}, shipping to buyers in more than {markets} countries.',
  RE: 'Retailer of {a} and {b} with a showroom in {city} and an online store for trade customers.',
  IN: 'Investment firm backing growing makers of {a} and {b} in {countryName} and abroad.',
  CO: 'Consultants helping {customerA} source and sell {a} and {b} across borders.',
  GO: "Government agency promoting {countryName}'s {industry} exporters and foreign investment in {city}.",
};
const ACTIVITY: Record<string, string> = {
  MA: 'We design and manufacture {a}, {b} and {c} in our own plant',
  DI: 'We distribute {a} and {b} from leading makers and keep a large stock',
  WS: 'We supply {a}, {b} and {c} in wholesale quantities',
  IM: 'We import {a} and {b} and take care of customs, certification and local delivery',
  EX: 'We manufacture and export {a}, {b} and {c}',
  RE: 'We sell {a} and {b} to trade and project customers',
  IN: 'We invest in manufacturers of {a} and {b} and help them grow abroad',
  CO: 'We advise companies buying and selling {a} and {b}',
  GO: 'We connect foreign buyers with qualified {industry} suppliers and support investors',
};

export interface BusinessReference {
  tree: TreeIndustry[];
  countryCodes: Set<string>;
  countryNames: Map<string, string>;
  dialCodes: Map<string, string>;
  statesOf: Map<string, { id: string; name: string }[]>;
  languageCodes: Set<string>;
}

export async function loadBusinessReference(db: Database): Promise<BusinessReference> {
  const [tree, countryRows, stateRows, languageRows] = await Promise.all([
    loadIndustryTree(db),
    db.select().from(countries),
    // Only the countries demo businesses come from: the whole world has some 5,000 states.
    db
      .select({ id: states.id, name: states.name, countryCode: states.countryCode })
      .from(states)
      .where(
        inArray(
          states.countryCode,
          COUNTRY_WEIGHTS.map(([code]) => code),
        ),
      ),
    db.select({ code: languages.code }).from(languages),
  ]);
  const statesOf = new Map<string, { id: string; name: string }[]>();
  for (const s of stateRows) statesOf.set(s.countryCode, [...(statesOf.get(s.countryCode) ?? []), s]);
  return {
    tree,
    countryCodes: new Set(countryRows.map((c) => c.code)),
    countryNames: new Map(countryRows.map((c) => [c.code, c.name])),
    dialCodes: new Map(countryRows.map((c) => [c.code, c.dialCode])),
    statesOf,
    languageCodes: new Set(languageRows.map((l) => l.code)),
  };
}

interface Plan {
  n: number;
  owner: string;
  subscription: Subscription;
  businessType: string;
  industryKey: string;
  /** The index, among its industry's categories, of the first category the business declares. */
  leadCategory: number;
  country: string;
  verified: boolean;
  daysAgo: number;
  members: { userID: string; access: BusinessAccess }[];
  certificates: number;
}

/** Who owns what: the demo account's two businesses first, then the others, each owned by a demo person. */
export function planOf(f: Faker, n: number, people: string[], reference: BusinessReference): Plan {
  // Indexes into `people` rather than a copy without the demo account: at the large scale the list has 200,000 entries.
  const demoAccount = people[0]!;
  const colleagues = (owner: string, admins: number, members: number) =>
    sample(f, people, admins + members, new Set([owner, demoAccount])).map((userID, i) => ({
      userID,
      access: (i < admins ? 'admin' : 'member') as BusinessAccess,
    }));
  if (n === 0 || n === 1) {
    const gold = n === 0;
    return {
      n,
      owner: demoAccount,
      subscription: gold ? 'gold' : 'standard',
      businessType: gold ? 'MA' : 'DI',
      industryKey: gold ? '0001' : '0004',
      leadCategory: 0,
      country: 'CN',
      verified: gold,
      daysAgo: gold ? 610 : 75,
      members: gold ? colleagues(demoAccount, 1, 2) : colleagues(demoAccount, 0, 1),
      certificates: gold ? 3 : 1,
    };
  }
  const businessType = f.helpers.weightedArrayElement(
    BUSINESS_TYPE_WEIGHTS.map(([value, weight]) => ({ value, weight })),
  );
  // Industries in turn, and in each the categories in turn, so that even the small scale stocks every industry's
  // first categories ("pumps", "valves", "hydraulics" under Industrial Technology) and a buyer's common words find
  // something. Consultants and agencies take their turn like everyone, advising on that industry's goods.
  const industryKey = reference.tree[(n - 2) % reference.tree.length]!.key;
  const leadCategory = Math.floor((n - 2) / reference.tree.length);
  // 7 and 20 share no factor, so every 20 businesses in a row take each place of the cycle once.
  const subscription = LEVEL_CYCLE[((n - 2) * 7) % LEVEL_CYCLE.length]!;
  const owner = people.length > 1 ? people[f.number.int({ min: 1, max: people.length - 1 })]! : demoAccount;
  return {
    n,
    owner,
    subscription,
    businessType,
    industryKey,
    leadCategory,
    country: pickCountry(f, reference.countryCodes),
    verified: f.datatype.boolean({ probability: VERIFIED_CHANCE[subscription] }),
    daysAgo: f.number.int({ min: 0, max: 729 }),
    members: colleagues(
      owner,
      f.datatype.boolean({ probability: 0.35 }) ? 1 : 0,
      f.number.int({ min: 0, max: 2 }),
    ),
    certificates: f.number.int({ min: 0, max: 3 }),
  };
}

const codesOf = (f: Faker, list: readonly { code: string }[], min: number, max: number) =>
  f.helpers.arrayElements(
    list.map((i) => i.code),
    { min, max },
  );
const rangeAround = (f: Faker, min: number, max: number): Range => {
  const low = f.number.int({ min, max });
  return { min: low, max: low + f.number.int({ min: 1, max: Math.max(1, Math.round(low / 2)) }) };
};

type BusinessRow = typeof businesses.$inferInsert;
export interface MadeBusiness {
  business: BusinessRow & { id: string };
  categories: (typeof businessCategories.$inferInsert)[];
  members: (typeof businessMembers.$inferInsert)[];
  certificates: (typeof certificates.$inferInsert)[];
}

export function makeBusiness(
  f: Faker,
  plan: Plan,
  reference: BusinessReference,
  pictures: Map<string, Image> | null,
  now: number,
): MadeBusiness {
  const industry = reference.tree.find((i) => i.key === plan.industryKey) ?? reference.tree[0]!;
  const template: IndustryTemplate = INDUSTRY_TEMPLATES[industry.key] ?? INDUSTRY_TEMPLATES['0001']!;
  const lead = industry.categories[plan.leadCategory % industry.categories.length]!;
  const chosen = [
    lead,
    ...f.helpers.arrayElements(
      industry.categories.filter((c) => c !== lead),
      { min: 0, max: 2 },
    ),
  ];
  const subs = f.helpers.arrayElements(
    chosen.flatMap((c) => c.subcategories),
    3,
  );
  const [a, b, c] = [...subs, ...chosen].map((s) => inSentence(s.name)) as [string, string, string];
  const [customerA, customerB, customerC] = f.helpers.arrayElements(template.customers, 3) as [
    string,
    string,
    string,
  ];
  const countryName = reference.countryNames.get(plan.country) ?? plan.country;
  const city = cityIn(f, plan.country);
  const stateList = reference.statesOf.get(plan.country) ?? [];
  const state =
    stateList.find((s) => s.name === stateNameOf(city)) ??
    (stateList.length > 0 ? f.helpers.arrayElement(stateList) : null);
  const year = f.number.int({ min: 1968, max: 2021 });
  const { name, domain } = companyName(f, {
    country: plan.country,
    city,
    businessType: plan.businessType,
    industryWords: template.nameWords,
  });
  const size = Math.min(
    EMPLOYEES.length - 1,
    f.number.int({ min: 0, max: 3 }) + { standard: 0, gold: 1, premium: 2, platinum: 2 }[plan.subscription],
  );
  const producer = PRODUCERS.has(plan.businessType);
  const markets = [
    'DOM',
    ...f.helpers.arrayElements(
      MARKETS.map((m) => m.code).filter((m) => m !== 'DOM'),
      { min: 2, max: 7 },
    ),
  ];
  const values = {
    a,
    b,
    c,
    customerA,
    customerB,
    city,
    countryName,
    year: String(year),
    markets: String(markets.length * 4),
    industry: inSentence(industry.name),
  };
  const createdAt = new Date(now - plan.daysAgo * DAY - f.number.int({ min: 0, max: DAY - 1 }));
  const factorySize = producer
    ? f.number.int({ min: 2, max: 40 }) * 500 * (size + 1)
    : f.number.int({ min: 2, max: 30 }) * 100;
  const lines = producer ? f.number.int({ min: 1, max: 4 + size * 3 }) : f.number.int({ min: 0, max: 2 });
  const employees = EMPLOYEES[size]!;
  const capacityBase = f.number.int({ min: 1, max: 9 });
  const bulkUnit = ['MW', 'projects', 'machines', 'containers'].includes(template.capacityUnit);
  const capacityMin = capacityBase * 10 ** (bulkUnit ? Math.min(size, 2) : size + 2);

  const dial = reference.dialCodes.get(plan.country) ?? '1';
  const phone = (digits: number) => ({
    countryCode: `+${dial}`,
    businessPhoneNumber: f.string.numeric(digits),
  });
  const street = f.location.streetAddress();
  const zipcode = f.location.zipCode(plan.country === 'CN' || plan.country === 'IN' ? '######' : '#####');
  const spoken = [
    'en',
    LANGUAGE_OF[plan.country] ?? 'en',
    ...f.helpers.arrayElements(['es', 'fr', 'de', 'ru', 'ar', 'pt', 'zh'], { min: 0, max: 2 }),
  ].filter((code) => reference.languageCodes.has(code));
  const currencies = ['USD', ...codesOf(f, PAYMENT_CURRENCIES, 0, 2), LOCAL_CURRENCY[plan.country] ?? 'USD'];
  const id = demoBusinessID(plan.n);
  const strengths = f.helpers.arrayElements(template.strengths, 2).join(' ');
  const marketNames = markets
    .filter((m) => m !== 'DOM')
    .map((m) => MARKETS.find((x) => x.code === m)!.name)
    .join(', ');

  const generalDescription = [
    `${name} was founded in ${year} in ${city}, ${countryName}. ${fill(ACTIVITY[plan.businessType]!, values)}, ` +
      `serving ${customerA}, ${customerB} and ${customerC}. ` +
      `The team has ${employees.min}–${employees.max} people` +
      (producer ? ` and runs ${lines} production lines with ${template.facility}.` : '.'),
    strengths,
    `Our customers are in ${marketNames} and at home. ` +
      (producer
        ? 'We welcome OEM and private-label projects; send us your specification and quantities for a quote within 24 hours.'
        : 'Send us a request with what you need and we answer within one working day.'),
  ].join('\n\n');

  const certificateNames = f.helpers.arrayElements(template.certificates, plan.certificates);
  return {
    business: {
      id,
      companyName: name,
      shortDescription: fill(SHORT_DESCRIPTIONS[plan.businessType]!, values),
      generalDescription,
      businessType: plan.businessType,
      industryID: industry.id,
      countryCode: plan.country,
      stateID: state?.id ?? null,
      yearStablished: year,
      totalAnnualRevenue: REVENUE[size]!,
      totalEmployees: employees,
      totalProductionEmployees: producer
        ? { min: Math.round(employees.min * 0.6), max: Math.round(employees.max * 0.7) }
        : { min: 0, max: Math.max(2, Math.round(employees.min / 5)) },
      productionCapacity: {
        min: capacityMin,
        max: capacityMin * 2,
        unit: template.capacityUnit,
        period: bulkUnit ? 'year' : 'month',
      },
      profilePhoto: pictures?.get(logoName(name)) ?? null,
      coverPhoto: pictures?.get(coverName(plan.n)) ?? null,
      videoUrl: null,
      contactInfo: {
        legalAddressEnglish: `${street}, ${city}${state ? `, ${state.name}` : ''}, ${countryName}`,
        shippingAddressEnglish: f.datatype.boolean({ probability: 0.6 })
          ? `${street}, ${city}, ${countryName}`
          : `Warehouse ${f.number.int({ min: 1, max: 12 })}, ${f.location.streetAddress()}, ${city}, ${countryName}`,
        city,
        zipcode,
        email: `${f.helpers.arrayElement(['sales', 'info', 'export', 'contact'])}@${domain}`,
        website: `https://www.${domain}`,
        phone: phone(9),
        mobilePhone: phone(10),
      },
      factory: {
        manufacturingFacilities: producer
          ? `${factorySize.toLocaleString('en-US')} m² plant in ${city} with ${template.facility}.`
          : `${factorySize.toLocaleString('en-US')} m² office and warehouse in ${city}; production by audited partner factories.`,
        city,
        zipcode,
        countryCode: plan.country,
        stateID: state?.id ?? null,
        factorySize,
        numberProductionLines: lines,
        contractManufacturing: producer ? codesOf(f, CONTRACT_MANUFACTURING, 1, 3) : [],
      },
      tradeCapabilities: {
        markets,
        spokenLanguages: [...new Set(spoken)],
        totalEmployeesSales: rangeAround(f, 2, 5 + size * 10),
        averageLeadTime: f.number.int({ min: template.leadTime[0], max: template.leadTime[1] }),
      },
      businessTerms: {
        acceptedDeliveryTerms: codesOf(f, DELIVERY_TERMS, 2, 5),
        acceptedPaymentCurrencies: [...new Set(currencies)],
        packagingTypes: codesOf(f, PACKAGING_TYPES, 2, 4),
        acceptedPaymentTypes: [...new Set(['TT', ...codesOf(f, PAYMENT_TYPES, 1, 3)])],
      },
      subscription: plan.subscription,
      subscriptionValidUntil:
        plan.subscription === 'standard' ? null : new Date(now + f.number.int({ min: 30, max: 365 }) * DAY),
      verified: plan.verified,
      createdAt,
      updatedAt: new Date(createdAt.getTime() + f.number.int({ min: 0, max: plan.daysAgo }) * DAY),
    },
    categories: chosen.map((category, position) => ({
      businessID: id,
      categoryID: category.id,
      industryID: industry.id,
      position,
    })),
    members: [
      { businessID: id, userID: plan.owner, access: 'owner' as const, createdAt },
      ...plan.members.map((m) => ({ ...m, businessID: id, createdAt: new Date(createdAt.getTime() + DAY) })),
    ],
    certificates: certificateNames.map((certificate, k) => {
      const issued = f.date.between({ from: new Date(now - 8 * 365 * DAY), to: new Date(now - 30 * DAY) });
      const expires = f.datatype.boolean({ probability: 0.8 });
      return {
        id: stableID('demo-certificate', id, String(k)),
        businessID: id,
        name: certificate,
        issueDate: issued.toISOString().slice(0, 10),
        expireDate: expires ? new Date(issued.getTime() + 3 * 365 * DAY).toISOString().slice(0, 10) : null,
        photo: pictures?.get(certificateName(plan.n + k)) ?? null,
      };
    }),
  };
}

async function insertBusinesses(db: Database, made: MadeBusiness[]): Promise<number> {
  if (made.length === 0) return 0;
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(businesses)
      .values(made.map((m) => m.business))
      .onConflictDoNothing()
      .returning({ id: businesses.id });
    const fresh = new Set(inserted.map((r) => r.id));
    const of = <T extends { businessID: string }>(rows: T[]) => rows.filter((r) => fresh.has(r.businessID));
    const categoryRows = of(made.flatMap((m) => m.categories));
    const memberRows = of(made.flatMap((m) => m.members));
    const certificateRows = of(made.flatMap((m) => m.certificates));
    if (categoryRows.length > 0) await tx.insert(businessCategories).values(categoryRows);
    if (memberRows.length > 0) await tx.insert(businessMembers).values(memberRows);
    if (certificateRows.length > 0) await tx.insert(certificates).values(certificateRows);
    return fresh.size;
  });
}

/**
 * Demo businesses with every section filled: the demo account owns a gold and a standard one with colleagues; the others
 * belong to demo people, spread over types, countries, levels and the last two years.
 */
export const businessesStep: DemoStep = {
  name: 'businesses',

  hasData: (db) => hasRow(db, businesses.id, demoBusinessID(0)),

  async run(context: DemoContext) {
    const { db, faker } = context;
    const [reference, people, pictures] = await Promise.all([
      loadBusinessReference(db),
      loadDemoPeople(db),
      context.pictures ? context.pictures.provide(businessPictureDesigns()) : null,
    ]);
    const now = Date.now();
    const count = demoBusinessCount(context.factor);
    let made = 0;
    for (let start = 0; start < count; start += CHUNK) {
      const chunk: MadeBusiness[] = [];
      for (let n = start; n < Math.min(count, start + CHUNK); n++) {
        chunk.push(makeBusiness(faker, planOf(faker, n, people, reference), reference, pictures, now));
      }
      made += await insertBusinesses(db, chunk);
    }
    return made;
  },
};
