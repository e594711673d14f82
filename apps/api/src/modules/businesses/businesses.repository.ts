import type { BusinessAccess } from '@b2b/contracts';
import { and, anyOf, asc, desc, eq, getTableColumns, inArray, sql, tables, type Database } from '@b2b/db';
import { responseMetricsColumns } from '../response-metrics/response-metrics.ts';

const {
  businesses,
  businessCategories,
  businessMembers,
  businessResponseMetrics,
  businessTypes,
  categories,
  certificates,
  countries,
  industries,
  reactions,
  states,
} = tables;

export type BusinessInsert = typeof businesses.$inferInsert;
export type BusinessPatch = Partial<Omit<BusinessInsert, 'id' | 'createdAt' | 'updatedAt'>>;
/** A chosen category with the industry it belongs to, in the owner's order. */
export interface CategoryChoice {
  categoryID: string;
  industryID: string;
}
/** A business row with the names of what its columns refer to. */
export type BusinessRow = Awaited<ReturnType<BusinessesRepository['findBusinesses']>>[number];
export interface CategoryRow {
  businessID: string;
  categoryID: string;
  industryID: string;
  name: string;
  industryName: string;
}
export type CertificateRow = typeof certificates.$inferSelect;

const groupBy = <T, K>(rows: T[], key: (row: T) => K) => {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
};

const categoryRows = (businessID: string, choices: CategoryChoice[]) =>
  choices.map((c, position) => ({
    businessID,
    categoryID: c.categoryID,
    industryID: c.industryID,
    position,
  }));

/** A business's columns but its search document (a kilobyte each, read only by the search itself). */
const { searchDocument: _searchDocument, ...businessColumns } = getTableColumns(businesses);

export function businessesRepository(db: Database) {
  /**
   * Businesses with the names their columns refer to, their categories in the owner's order and their likes, in one
   * statement, prepared once for a list of ids and once for one id: every list of businesses (search results,
   * products, comments) reads them this way. Likes are counted from the reactions themselves rather than a stored
   * counter, so a like and its count never disagree.
   */
  const businessRows = () =>
    db
      .select({
        business: businessColumns,
        businessTypeName: businessTypes.name,
        industryName: industries.name,
        countryName: countries.name,
        countryEmoji: countries.emoji,
        stateName: states.name,
        categories: sql<
          CategoryRow[]
        >`coalesce((select json_agg(json_build_object('businessID', chosen.business_id,
          'categoryID', chosen.category_id, 'industryID', chosen.industry_id, 'name', category.name,
          'industryName', industry.name) order by chosen.position)
        from ${businessCategories} as chosen
        join ${categories} as category on category.id = chosen.category_id
        join ${industries} as industry on industry.id = chosen.industry_id
        where chosen.business_id = ${businesses.id}), '[]'::json)`,
        likes: sql<number>`(select count(*) from ${reactions} as reaction
        where reaction.resource_id = ${businesses.id} and reaction.resource_type = 'business'
          and reaction.reaction_type = 'like')`.mapWith(Number),
        responseMetrics: responseMetricsColumns,
      })
      .from(businesses)
      .innerJoin(businessTypes, eq(businessTypes.code, businesses.businessType))
      .innerJoin(countries, eq(countries.code, businesses.countryCode))
      .leftJoin(industries, eq(industries.id, businesses.industryID))
      .leftJoin(states, eq(states.id, businesses.stateID))
      .leftJoin(businessResponseMetrics, eq(businessResponseMetrics.businessID, businesses.id));
  const businessesByIDs = businessRows().where(anyOf(businesses.id, 'ids')).prepare('businesses_by_ids');
  /**
   * The same for one business (a business page, a product's card): PostgreSQL planned the list's statement again on
   * every call (about a millisecond), as its plan for any number of ids, costed for ten, never looked cheaper than one
   * made for the ids given; for one id it keeps its plan.
   */
  const businessByID = businessRows()
    .where(eq(businesses.id, sql.placeholder('id')))
    .prepare('business_by_id');
  /** Every business page and profile card shows its certificates. */
  const certificatesOfIDs = db
    .select()
    .from(certificates)
    .where(anyOf(certificates.businessID, 'ids'))
    .orderBy(desc(certificates.issueDate), asc(certificates.createdAt))
    .prepare('certificates_of_businesses');
  return {
    async findBusinesses(ids: string[]) {
      if (ids.length === 0) return [];
      const [id] = ids;
      return ids.length === 1 ? businessByID.execute({ id }) : businessesByIDs.execute({ ids });
    },

    async certificatesOf(ids: string[]) {
      if (ids.length === 0) return new Map<string, CertificateRow[]>();
      const rows = await certificatesOfIDs.execute({ ids });
      return groupBy(rows, (r) => r.businessID);
    },

    /** The businesses a person belongs to, newest first. */
    membershipsOf(userID: string) {
      return db
        .select({ businessID: businessMembers.businessID, access: businessMembers.access })
        .from(businessMembers)
        .innerJoin(businesses, eq(businesses.id, businessMembers.businessID))
        .where(eq(businessMembers.userID, userID))
        .orderBy(desc(businesses.createdAt), desc(businesses.id));
    },

    async ownedBy(userID: string): Promise<string[]> {
      const rows = await db
        .select({ businessID: businessMembers.businessID })
        .from(businessMembers)
        .innerJoin(businesses, eq(businesses.id, businessMembers.businessID))
        .where(and(eq(businessMembers.userID, userID), eq(businessMembers.access, 'owner')))
        .orderBy(desc(businesses.createdAt), desc(businesses.id));
      return rows.map((r) => r.businessID);
    },

    /** The industry of each known category. */
    async industriesOfCategories(ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: categories.id, industryID: categories.industryID })
        .from(categories)
        .where(inArray(categories.id, ids));
      return new Map(rows.map((r) => [r.id, r.industryID]));
    },

    // ---------- writes ----------

    /** The business, its categories and its owner, all or nothing. */
    async createBusiness(
      business: BusinessInsert & { id: string },
      choices: CategoryChoice[],
      ownerID: string,
    ) {
      await db.transaction(async (tx) => {
        await tx.insert(businesses).values(business);
        await tx.insert(businessCategories).values(categoryRows(business.id, choices));
        await tx
          .insert(businessMembers)
          .values({ businessID: business.id, userID: ownerID, access: 'owner' satisfies BusinessAccess });
      });
    },

    /** Saves the patch and, when given, replaces the categories; `updatedAt` moves either way. */
    async updateBusiness(id: string, patch: BusinessPatch, choices?: CategoryChoice[]) {
      await db.transaction(async (tx) => {
        await tx
          .update(businesses)
          .set({ ...patch, updatedAt: new Date() })
          .where(eq(businesses.id, id));
        if (!choices) return;
        await tx.delete(businessCategories).where(eq(businessCategories.businessID, id));
        await tx.insert(businessCategories).values(categoryRows(id, choices));
      });
    },
  };
}

export type BusinessesRepository = ReturnType<typeof businessesRepository>;
