import { asc, tables, type Database } from '@b2b/db';

/** A reference name with its translations (`{ es, it, zh }`). */
export interface Named {
  id: string;
  name: string;
  names: Partial<Record<string, string>>;
}
export interface CatalogueSubcategory extends Named {
  categoryID: string;
}
export interface CatalogueCategory extends Named {
  industryID: string;
}
export interface CatalogueIndustry extends Named {
  key: string;
}
export interface CatalogueProduct {
  id: string;
  name: string;
  description: string;
  businessID: string;
  industryID: string | null;
  categoryID: string | null;
  subcategoryID: string | null;
}
export interface CatalogueBusiness {
  id: string;
  companyName: string;
  businessType: string;
  categoryIDs: string[];
}

/** What the judged queries are made from and judged against: the directory's reference tree, products and businesses. */
export interface DemoCatalogue {
  industries: CatalogueIndustry[];
  categories: CatalogueCategory[];
  subcategories: CatalogueSubcategory[];
  products: CatalogueProduct[];
  businesses: CatalogueBusiness[];
}

/** Reads the whole directory, in id order so that every run picks the same queries from the same data. */
export async function readDemoCatalogue(db: Database): Promise<DemoCatalogue> {
  const { industries, categories, subcategories, products, businesses, businessCategories } = tables;
  const [industryRows, categoryRows, subcategoryRows, productRows, businessRows, declared] =
    await Promise.all([
      db
        .select({ id: industries.id, key: industries.key, name: industries.name, names: industries.names })
        .from(industries)
        .orderBy(asc(industries.key)),
      db
        .select({
          id: categories.id,
          industryID: categories.industryID,
          name: categories.name,
          names: categories.names,
        })
        .from(categories)
        .orderBy(asc(categories.id)),
      db
        .select({
          id: subcategories.id,
          categoryID: subcategories.categoryID,
          name: subcategories.name,
          names: subcategories.names,
        })
        .from(subcategories)
        .orderBy(asc(subcategories.id)),
      db
        .select({
          id: products.id,
          name: products.name,
          description: products.description,
          businessID: products.businessID,
          industryID: products.industryID,
          categoryID: products.categoryID,
          subcategoryID: products.subcategoryID,
        })
        .from(products)
        .orderBy(asc(products.id)),
      db
        .select({
          id: businesses.id,
          companyName: businesses.companyName,
          businessType: businesses.businessType,
        })
        .from(businesses)
        .orderBy(asc(businesses.id)),
      db
        .select({ businessID: businessCategories.businessID, categoryID: businessCategories.categoryID })
        .from(businessCategories),
    ]);
  const categoriesOf = new Map<string, string[]>();
  for (const row of declared) {
    categoriesOf.set(row.businessID, [...(categoriesOf.get(row.businessID) ?? []), row.categoryID]);
  }
  return {
    industries: industryRows,
    categories: categoryRows,
    subcategories: subcategoryRows,
    products: productRows,
    businesses: businessRows.map((b) => ({ ...b, categoryIDs: categoriesOf.get(b.id) ?? [] })),
  };
}
