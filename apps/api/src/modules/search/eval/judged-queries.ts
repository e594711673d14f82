import { singular } from '@b2b/db/seed';
import type { DemoCatalogue, CatalogueProduct, Named } from './demo-catalogue.ts';
import type { Judgment } from './metrics.ts';

/** What a query tests; the evaluation reports each kind apart. */
export const QUERY_KINDS = [
  'part-number',
  'product-name',
  'company-name',
  'industry',
  'category',
  'subcategory',
  'singular',
  'misspelling',
  'multi-word',
  'translated',
  'common-word',
  'no-result',
] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];

/** `PR` searches products; a business type code searches businesses of that type. */
export type SearchTab = 'PR' | 'MA' | 'DI' | 'WS' | 'IM' | 'EX' | 'RE' | 'IN' | 'CO' | 'GO';

export interface JudgedQuery extends Judgment {
  kind: QueryKind;
  query: string;
  tab: SearchTab;
}

/** A place in the reference tree by its names, which are stable: the industry's key, a category, a subcategory. */
type TreePlace =
  readonly [industryKey: string] | readonly [string, string] | readonly [string, string, string];

/**
 * Written by hand: misspellings a buyer makes, each with the place of the tree it means. The misspelt word is never a
 * word of the demo data, and the expected results are that place's products.
 */
const MISSPELLINGS: readonly [query: string, place: TreePlace][] = [
  ['centrifugal pumsp', ['0004', 'Pumps', 'Centrifugal Pumps']],
  ['hydralic cylinders', ['0004', 'Hydraulics', 'Hydraulic Cylinders']],
  ['bearnigs', ['0006', 'Bearings']],
  ['solar panles', ['0003', 'Solar Energy', 'Solar Panels']],
  ['planatary gearboxes', ['0006', 'Gearboxes & Speed Reducers', 'Planetary Gearboxes']],
  ['excavatros', ['0005', 'Construction Machinery', 'Excavators']],
  ['forklfits', ['0005', 'Material Handling Equipment', 'Forklifts']],
  ['transfromers', ['0003', 'Transformers']],
  ['servo motrs', ['0001', 'Servo & Motion Control', 'Servo Motors']],
  ['circuit braekers', ['0003', 'Power Distribution Equipment', 'Circuit Breakers']],
  ['solenoid valvs', ['0001', 'Pneumatic Components', 'Solenoid Valves']],
  ['presure sensors', ['0001', 'Industrial Sensors', 'Pressure Sensors']],
  ['generatrs', ['0003', 'Generators']],
  ['ceramic tilles', ['0014', 'Flooring', 'Ceramic Tiles']],
  ['semiconductros', ['0002', 'Semiconductors']],
  ['packagin machinery', ['0005', 'Packaging Machinery']],
  ['welding equipmnet', ['0004', 'Welding Equipment & Supplies']],
  ['furnitrue', ['0012']],
];

/**
 * Written by hand: two- and three-word needs, each with its place of the tree and the words a product's name or
 * description must also hold to come first (the other products of the place are relevant too, less so).
 */
const NEEDS: readonly [query: string, place: TreePlace, qualifiers: readonly string[]][] = [
  ['stainless steel ball valve', ['0004', 'Industrial Valves', 'Ball Valves'], ['stainless']],
  ['hydraulic pump', ['0004', 'Hydraulics', 'Hydraulic Pumps'], []],
  ['deep groove ball bearing', ['0006', 'Bearings', 'Deep Groove Ball Bearings'], []],
  ['diesel generator', ['0003', 'Generators', 'Diesel Generators'], []],
  ['lithium ion battery', ['0003', 'Energy Storage', 'Lithium-Ion Batteries'], []],
  ['fiber laser cutting machine', ['0005', 'Laser Equipment', 'Fiber Laser Cutting Machines'], []],
  ['pressure transmitter', ['0004', 'Process Instrumentation', 'Pressure Transmitters'], []],
  ['explosion proof motor', ['0006', 'Electric Motors', 'Explosion-Proof Motors'], []],
  ['oil free air compressor', ['0004', 'Compressors & Air Treatment', 'Oil-Free Air Compressors'], []],
  ['variable frequency drive', ['0001', 'Drives & Soft Starters', 'Variable Frequency Drives'], []],
  ['industrial ethernet switch', ['0001', 'Industrial Communication', 'Industrial Ethernet Switches'], []],
  ['hdpe pipe', ['0014', 'Plumbing & Pipes', 'HDPE Pipes'], []],
  ['safety gloves', ['0004', 'Personal Protective Equipment', 'Safety Gloves'], []],
  ['worm gear reducer', ['0006', 'Gearboxes & Speed Reducers', 'Worm Gear Reducers'], []],
  ['led panel light', ['0014', 'Lighting', 'LED Panel Lights'], []],
  ['organic green tea', ['0011', 'Beverages', 'Tea'], ['organic']],
];

/**
 * Written by hand: words a buyer of each of the 15 industries commonly types, each to find the products whose name,
 * category or subcategory holds it.
 */
export const COMMON_WORDS: Readonly<Record<string, readonly string[]>> = {
  '0001': ['robot', 'sensor', 'plc'],
  '0002': ['pcb', 'semiconductor', 'connector'],
  '0003': ['solar', 'battery', 'wind turbine'],
  '0004': ['pump', 'valve', 'hydraulic'],
  '0005': ['cnc', 'laser', 'machine'],
  '0006': ['gearbox', 'bearing', 'motor'],
  '0007': ['shirt', 'clothing', 'jacket'],
  '0008': ['baby', 'diaper', 'feeding'],
  '0009': ['skin care', 'makeup', 'shampoo'],
  '0010': ['jewelry', 'watch', 'sunglasses'],
  '0011': ['grain', 'seafood', 'fruit'],
  '0012': ['sofa', 'bedroom', 'chair'],
  '0013': ['surgical', 'hospital', 'diagnostic'],
  '0014': ['tile', 'door', 'cement'],
  '0015': ['logistics', 'inspection', 'certification'],
};

/** Written by hand: needs the directory cannot meet, on products and on manufacturers. */
const NOTHING: readonly [query: string, tab: SearchTab][] = [
  ['quantum flux capacitor', 'PR'],
  ['xqzvbnm', 'PR'],
  ['unicorn saddle', 'PR'],
  ['ZX-99999', 'PR'],
  ['perpetual motion engine', 'PR'],
  ['dragon egg incubator', 'PR'],
  ['asdfghjkl', 'MA'],
  ['moon rock mining', 'MA'],
  ['time travel consultants', 'CO'],
  ['qwertyuiop 12345', 'PR'],
];

const TRANSLATED_LANGUAGES = ['es', 'it', 'zh'] as const;

/** Every `step`-th item, at most `count`, so that the picks spread over the whole (id-ordered) list. */
function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  const step = items.length / count;
  return Array.from({ length: count }, (_, n) => items[Math.floor(n * step)]!);
}

/** The letters and digits of a code, lower case: `GV-9450`, `gv 9450` and `GV9450` are one part number. */
export const compactCode = (code: string) => code.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** The model code that ends a product's name ("Globe Valve GV-9450"), if any: letters and digits with a dash. */
export function modelCodeOf(name: string): string | undefined {
  const last = name.split(/\s+/).at(-1) ?? '';
  return /\p{L}/u.test(last) && /\p{N}/u.test(last) ? last : undefined;
}

/** Builds the judged query set from the demo data: the hand-written queries resolved to ids, and generated ones. */
export function judgedQueries(catalogue: DemoCatalogue): JudgedQuery[] {
  const { industries, categories, subcategories, products, businesses } = catalogue;
  const categoryByID = new Map(categories.map((c) => [c.id, c]));
  const ids = (list: readonly { id: string }[]) => list.map((item) => item.id);
  const productsIn = (level: 'industryID' | 'categoryID' | 'subcategoryID', id: string) =>
    products.filter((p) => p[level] === id);
  const industryOf = (key: string) => {
    const industry = industries.find((i) => i.key === key);
    if (!industry) throw new Error(`The judged queries name industry ${key}, which the tree lacks`);
    return industry;
  };

  /**
   * The products of a place, or of its nearest parent that has some: what the search shows a buyer when a subcategory
   * or category has no supplier yet.
   */
  function productsOfPlace(place: TreePlace): CatalogueProduct[] {
    const industry = industryOf(place[0]);
    const ofIndustry = productsIn('industryID', industry.id);
    if (place.length === 1) return ofIndustry;
    const category = categories.find((c) => c.industryID === industry.id && c.name === place[1]);
    if (!category) throw new Error(`The judged queries name category ${place[1]}, which the tree lacks`);
    const ofCategory = productsIn('categoryID', category.id);
    const orParent = ofCategory.length > 0 ? ofCategory : ofIndustry;
    if (place.length === 2) return orParent;
    const subcategory = subcategories.find((s) => s.categoryID === category.id && s.name === place[2]);
    if (!subcategory)
      throw new Error(`The judged queries name subcategory ${place[2]}, which the tree lacks`);
    const ofSubcategory = productsIn('subcategoryID', subcategory.id);
    return ofSubcategory.length > 0 ? ofSubcategory : orParent;
  }

  const queries: JudgedQuery[] = [];
  const add = (kind: QueryKind, query: string, tab: SearchTab, judgment: Judgment) => {
    if (judgment.first.length > 0 || kind === 'no-result') queries.push({ kind, query, tab, ...judgment });
  };

  // Part numbers, as written, without their dash, and in lower case with a space: the product that carries it first.
  const byCode = new Map<string, CatalogueProduct[]>();
  for (const product of products) {
    const code = modelCodeOf(product.name);
    if (code) byCode.set(compactCode(code), [...(byCode.get(compactCode(code)) ?? []), product]);
  }
  const coded = products.filter((p) => modelCodeOf(p.name));
  for (const product of spread(coded, 14)) {
    const code = modelCodeOf(product.name)!;
    const first = ids(byCode.get(compactCode(code)) ?? []);
    add('part-number', code, 'PR', { first });
    add('part-number', code.replace(/[^\p{L}\p{N}]+/gu, ''), 'PR', { first });
    add('part-number', code.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' '), 'PR', { first });
  }

  // Product names as a buyer copies them from a catalogue: the products of that exact name first.
  for (const product of spread(products, 12)) {
    const first = ids(products.filter((p) => p.name.toLowerCase() === product.name.toLowerCase()));
    add('product-name', product.name, 'PR', { first });
  }

  // Company names, whole and without their legal form, on the tab of their business type.
  for (const business of spread(businesses, 12)) {
    add('company-name', business.companyName, business.businessType as SearchTab, { first: [business.id] });
  }
  for (const business of spread(businesses.slice(3), 6)) {
    const bare = business.companyName.replace(
      /[,.]?\s+(Co\.,? Ltd\.|Ltd\.|Inc\.|GmbH|S\.r\.l\.|S\.A\..*|SAS|Ltda\.|Pvt\. Ltd\.|LLC|B\.V\.|S\.L\.|Corp\.|AG|K\.K\.|plc)$/u,
      '',
    );
    if (bare !== business.companyName) {
      add('company-name', bare, business.businessType as SearchTab, { first: [business.id] });
    }
  }

  // Industries: their products, and the manufacturers that declare a category of theirs (the sidebar's links).
  for (const industry of industries) {
    add('industry', industry.name, 'PR', { first: ids(productsIn('industryID', industry.id)) });
    const makers = businesses.filter(
      (b) =>
        b.businessType === 'MA' &&
        b.categoryIDs.some((id) => categoryByID.get(id)?.industryID === industry.id),
    );
    add('industry', industry.name, 'MA', { first: ids(makers) });
  }

  // Categories: their products, and the businesses of a type that declare them.
  const stocked = (list: readonly Named[], level: 'categoryID' | 'subcategoryID') =>
    list.filter((item) => products.some((p) => p[level] === item.id));
  for (const category of spread(stocked(categories, 'categoryID'), 12)) {
    add('category', category.name, 'PR', { first: ids(productsIn('categoryID', category.id)) });
  }
  const declaredPairs = businesses.flatMap((b) => b.categoryIDs.map((id) => ({ type: b.businessType, id })));
  for (const { type, id } of spread(declaredPairs, 8)) {
    const category = categoryByID.get(id)!;
    const declaring = businesses.filter((b) => b.businessType === type && b.categoryIDs.includes(id));
    add('category', category.name, type as SearchTab, { first: ids(declaring) });
  }

  // Subcategories: their products; and on the manufacturers' tab, those that sell in it, or else those that declare
  // its category (the answer a buyer gets when a subcategory has no supplier yet).
  const stockedSubcategories = stocked(subcategories, 'subcategoryID');
  for (const subcategory of spread(stockedSubcategories, 14)) {
    add('subcategory', subcategory.name, 'PR', { first: ids(productsIn('subcategoryID', subcategory.id)) });
  }
  for (const subcategory of spread(subcategories, 8)) {
    const sellers = new Set(productsIn('subcategoryID', subcategory.id).map((p) => p.businessID));
    const makers = businesses.filter((b) => b.businessType === 'MA');
    const selling = makers.filter((b) => sellers.has(b.id));
    const declaring = makers.filter((b) => b.categoryIDs.includes(subcategory.categoryID));
    add('subcategory', subcategory.name, 'MA', { first: ids(selling.length > 0 ? selling : declaring) });
  }

  // Singular of a plural name: "Ball Valve" finds the "Ball Valves".
  for (const subcategory of spread(stockedSubcategories.slice(1), 12)) {
    const one = singular(subcategory.name);
    if (one !== subcategory.name) {
      add('singular', one.toLowerCase(), 'PR', { first: ids(productsIn('subcategoryID', subcategory.id)) });
    }
  }

  for (const [query, place] of MISSPELLINGS)
    add('misspelling', query, 'PR', { first: ids(productsOfPlace(place)) });

  for (const [query, place, qualifiers] of NEEDS) {
    const relevant = productsOfPlace(place);
    const qualified = relevant.filter((p) =>
      qualifiers.every((word) => `${p.name} ${p.description}`.toLowerCase().includes(word)),
    );
    const first = qualified.length > 0 ? qualified : relevant;
    add('multi-word', query, 'PR', {
      first: ids(first),
      also: ids(relevant.filter((p) => !first.includes(p))),
    });
  }

  // The translated names of stocked subcategories, categories and industries, as the translated pages link them.
  const places: { named: Named; level: 'industryID' | 'categoryID' | 'subcategoryID' }[] = [
    ...spread(stockedSubcategories.slice(2), 4).map((named) => ({ named, level: 'subcategoryID' as const })),
    ...spread(stocked(categories, 'categoryID').slice(1), 3).map((named) => ({
      named,
      level: 'categoryID' as const,
    })),
    ...spread(industries.slice(4), 2).map((named) => ({ named, level: 'industryID' as const })),
  ];
  for (const lang of TRANSLATED_LANGUAGES) {
    for (const { named, level } of places) {
      const name = named.names[lang];
      if (name) add('translated', name, 'PR', { first: ids(productsIn(level, named.id)) });
    }
  }

  const subcategoryByID = new Map(subcategories.map((s) => [s.id, s]));
  for (const words of Object.values(COMMON_WORDS)) {
    for (const word of words) {
      const holding = products.filter((p) =>
        [p.name, categoryByID.get(p.categoryID ?? '')?.name, subcategoryByID.get(p.subcategoryID ?? '')?.name]
          .join(' ')
          .toLowerCase()
          .includes(word),
      );
      add('common-word', word, 'PR', { first: ids(holding) });
    }
  }

  for (const [query, tab] of NOTHING) add('no-result', query, tab, { first: [] });
  return queries;
}
