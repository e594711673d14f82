import { PRODUCT_SHOWCASE_CAP, type Image, type Spec, type Subscription } from '@b2b/contracts';
import type { Faker } from '@faker-js/faker';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import { businessCategories, businesses } from '../../schema/businesses.ts';
import { products } from '../../schema/products.ts';
import { countries } from '../../schema/refdata.ts';
import type { DemoContext, DemoStep } from '../demo.ts';
import { stableID } from '../ids.ts';
import { PRODUCT_PICTURES_PER_INDUSTRY, productPictureDesigns, productPictureName } from '../pictures.ts';
import {
  addPerBusiness,
  demoBusinessID,
  groupBy,
  loadIndustryTree,
  type TreeCategory,
  type TreeIndustry,
} from './demo-reference.ts';
import { hasRow, insertNew, valuesIn } from './rows.ts';
import {
  fill,
  inSentence,
  INDUSTRY_TEMPLATES,
  singular,
  type IndustryTemplate,
} from './industry-templates.ts';

/** A showcase per level, always within the level's showcase cap: fuller for the paying ones. */
const PRODUCTS_PER_LEVEL: Record<Subscription, [number, number]> = {
  standard: [3, 7],
  gold: [8, 18],
  premium: [15, 35],
  platinum: [30, 70],
};
const GOODS_CLOSINGS = [
  'Samples are available on request, and we answer quotations within 24 hours.',
  'OEM and private label are welcome; {company} can adapt colours, sizes and packaging.',
  'Packed for export and shipped from {country} by sea, air or rail.',
  'Each order is inspected before shipment and can be checked by a third party of your choice.',
];
const SERVICE_CLOSINGS = [
  'Ask {company} for a fixed quote with the scope and timeline in writing.',
  'A first consultation is free; reports are written in English.',
];

export interface DemoBusiness {
  id: string;
  companyName: string;
  subscription: Subscription;
  countryName: string;
  createdAt: Date;
  categories: { industry: TreeIndustry; category: TreeCategory }[];
}

async function readBusinesses(db: Database, tree: TreeIndustry[], ids: string[]): Promise<DemoBusiness[]> {
  const [rows, categoryRows] = await Promise.all([
    db
      .select({
        id: businesses.id,
        companyName: businesses.companyName,
        subscription: businesses.subscription,
        createdAt: businesses.createdAt,
        countryName: countries.name,
      })
      .from(businesses)
      .innerJoin(countries, eq(countries.code, businesses.countryCode))
      .where(inArray(businesses.id, ids))
      .orderBy(asc(businesses.id)),
    db
      .select()
      .from(businessCategories)
      .where(inArray(businessCategories.businessID, ids))
      .orderBy(asc(businessCategories.businessID), asc(businessCategories.position)),
  ]);
  const categoryByID = new Map(
    tree.flatMap((industry) =>
      industry.categories.map((category) => [category.id, { industry, category }] as const),
    ),
  );
  const categoriesOf = groupBy(categoryRows, (c) => c.businessID);
  return rows.map((row) => ({
    ...row,
    categories: (categoriesOf.get(row.id) ?? []).flatMap((c) => categoryByID.get(c.categoryID) ?? []),
  }));
}

function productName(f: Faker, template: IndustryTemplate, subcategory: string): string {
  const adjective = f.helpers.arrayElement(template.adjectives);
  switch (template.naming) {
    case 'model': {
      const code = subcategory
        .split(/[\s&-]+/)
        .filter((w) => /^[A-Za-z]/.test(w))
        .map((w) => w[0]!.toUpperCase())
        .join('')
        .slice(0, 3);
      return `${adjective} ${singular(subcategory)} ${code}-${f.number.int({ min: 2, max: 199 }) * 50}`;
    }
    case 'descriptive':
      return `${adjective} ${singular(subcategory)}${f.datatype.boolean() ? ` – ${f.helpers.arrayElement(['Classic', 'Pro', 'Essential', 'Signature', 'Eco'])} Line` : ''}`;
    case 'grade':
      return `${adjective} ${subcategory}`;
    case 'service':
      return `${subcategory} ${adjective}`;
  }
}

export function makeProduct(
  f: Faker,
  business: DemoBusiness,
  k: number,
  pictures: Map<string, Image> | null,
  now: number,
): typeof products.$inferInsert {
  // The first product is of the business's first category, so that each category a business leads with has one.
  const { industry, category } =
    k === 0 ? business.categories[0]! : f.helpers.arrayElement(business.categories);
  const template = INDUSTRY_TEMPLATES[industry.key] ?? INDUSTRY_TEMPLATES['0001']!;
  const subcategory = f.helpers.arrayElement(category.subcategories);
  const service = template.naming === 'service';
  const name = productName(f, template, subcategory.name);
  const values = {
    item: inSentence(singular(subcategory.name)),
    items: inSentence(subcategory.name),
    category: inSentence(category.name),
    customers: f.helpers.arrayElements(template.customers, 2).join(' and '),
    company: business.companyName,
    country: business.countryName,
  };
  const description = [
    ...f.helpers.arrayElements(template.pitches, 2),
    f.helpers.arrayElement(service ? SERVICE_CLOSINGS : GOODS_CLOSINGS),
  ]
    .map((sentence) => fill(sentence, values))
    .join(' ');
  const specs: Spec[] = f.helpers
    .arrayElements(template.specs, { min: 3, max: Math.min(7, template.specs.length) })
    .map(([key, value]) => ({ key, value: value(f) }));
  if (!service) specs.push({ key: 'Place of origin', value: business.countryName });
  const [days, lastDays] = template.leadTime;
  const leadFrom = f.number.int({ min: days, max: lastDays });
  const pictureNames = Array.from({ length: PRODUCT_PICTURES_PER_INDUSTRY }, (_, n) =>
    productPictureName(industry.key, n + k),
  );
  const images = pictures ? pictureNames.flatMap((n) => pictures.get(n) ?? []) : [];
  const createdAt = f.date.between({ from: business.createdAt, to: new Date(now) });
  const keywords = [
    ...new Set([
      inSentence(subcategory.name),
      inSentence(singular(subcategory.name)),
      inSentence(category.name),
      inSentence(industry.name),
      f.helpers.arrayElement(template.adjectives).toLowerCase(),
    ]),
  ].filter((w) => w.length <= 40);
  return {
    id: stableID('demo-product', business.id, String(k)),
    businessID: business.id,
    name,
    keywords,
    description,
    industryID: industry.id,
    categoryID: category.id,
    subcategoryID: subcategory.id,
    leadTime: service
      ? `${leadFrom}–${leadFrom + 3} working days`
      : `${leadFrom}–${leadFrom + f.number.int({ min: 5, max: 15 })} days`,
    stock: !service && f.datatype.boolean({ probability: 0.55 }),
    specs,
    mainImage: images[0] ?? null,
    images,
    videos: [],
    createdAt,
    updatedAt: f.date.between({ from: createdAt, to: new Date(now) }),
  };
}

/** The demo account's gold business shows a full showcase; its standard one a small one. */
export const productCountOf = (f: Faker, business: DemoBusiness) => {
  if (business.id === demoBusinessID(0)) return 12;
  if (business.id === demoBusinessID(1)) return 5;
  const [min, max] = PRODUCTS_PER_LEVEL[business.subscription];
  return Math.min(PRODUCT_SHOWCASE_CAP[business.subscription], f.number.int({ min, max }));
};

/** Products of every demo business, within its showcase cap, in the categories the business chose. */
export const productsStep: DemoStep = {
  name: 'products',

  hasData: (db) => hasRow(db, products.businessID, demoBusinessID(0)),

  async run(context: DemoContext) {
    const { db, faker } = context;
    const tree = await loadIndustryTree(db);
    const pictures = context.pictures ? await context.pictures.provide(productPictureDesigns(tree)) : null;
    const now = Date.now();
    return addPerBusiness(context, {
      read: (ids) => readBusinesses(db, tree, ids),
      // A business that has products already keeps its showcase as it is, whatever seed this run has.
      done: (page) =>
        valuesIn(
          db,
          products.businessID,
          page.map((b) => b.id),
        ),
      add: (fresh) =>
        insertNew(
          db,
          products,
          fresh.flatMap((business) =>
            business.categories.length === 0
              ? []
              : Array.from({ length: productCountOf(faker, business) }, (_, k) =>
                  makeProduct(faker, business, k, pictures, now),
                ),
          ),
        ),
    });
  },
};
