import type { SQL } from 'drizzle-orm';
import {
  closingDayOf,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  RESPONSE_METRICS,
  RFQ_SUPPLIER_TYPES,
  type QuoteDeclineReason,
  type QuoteStatus,
  type RfqMarketQuery,
  type RfqMineQuery,
  type RfqStatus,
  type Subscription,
} from '@b2b/contracts';
import { and, desc, eq, gt, gte, inArray, isNull, lte, ne, or, sql, tables, type Database } from '@b2b/db';
import { membershipOf } from '../membership/membership.repository.ts';
import type { MailOutbox } from '../mail/mail.repository.ts';
import { noticeOutbox } from '../notification-mail/notification-mail.repository.ts';
import { recordNotificationsTo } from '../notifications/notifications.repository.ts';
import { responseMetricsColumns } from '../response-metrics/response-metrics.ts';
import { quoteColumns } from './quote-views.ts';
import {
  noteResponseCases,
  recomputeResponseMetrics,
} from '../response-metrics/response-metrics.repository.ts';

const {
  businessResponseMetrics,
  countries,
  rfqs,
  rfqMatches,
  rfqQuotes,
  exchangeRates,
  businesses,
  businessCategories,
  businessMembers,
  users,
} = tables;

export type RfqInsert = typeof rfqs.$inferInsert & { id: string; buyerUserID: string; closesAt: Date };
export type QuoteInsert = typeof rfqQuotes.$inferInsert & { id: string };
export type RfqChanges = Partial<
  Omit<typeof rfqs.$inferInsert, 'id' | 'buyerUserID' | 'buyerBusinessID' | 'status' | 'createdAt'>
>;
export type QuoteChanges = Partial<
  Pick<
    typeof rfqQuotes.$inferInsert,
    | 'unitPrice'
    | 'currency'
    | 'minimumOrderQuantity'
    | 'leadTimeDays'
    | 'incoterm'
    | 'namedPlace'
    | 'paymentTerms'
    | 'validUntil'
    | 'message'
    | 'productID'
  >
>;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Quotes that hold one of the month's rights: all but those declined by the buyer or withdrawn by the business. */
const HOLDS_A_RIGHT: QuoteStatus[] = ['submitted', 'shortlisted', 'awarded'];
/** Quotes the buyer has not decided on yet. */
const UNDECIDED: QuoteStatus[] = ['submitted', 'shortlisted'];

/**
 * A business's membership priority among matches: Platinum first, then Premium, Gold and Standard; a paid year that has
 * ended counts as Standard (as `levelAt` reads it).
 */
const membershipPriority = sql`case when ${businesses.subscriptionValidUntil} is not null
    and ${businesses.subscriptionValidUntil} <= now() then 0
  else case ${businesses.subscription} when 'platinum' then 3 when 'premium' then 2 when 'gold' then 1 else 0 end end`;

/** A business's response metrics as shown (none under 5 cases), to rank its match among equals. */
const shownReplyRate = sql`case when ${businessResponseMetrics.cases} >= ${RESPONSE_METRICS.minimumCases}
  then ${businessResponseMetrics.repliedWithin48h}::float8 / ${businessResponseMetrics.cases} end`;
const shownMedian = sql`case when ${businessResponseMetrics.cases} >= ${RESPONSE_METRICS.minimumCases}
  then ${businessResponseMetrics.medianFirstReplySeconds} end`;

/** What an RFQ row carries to its answers: the RFQ and its buyer's names. */
const rfqColumns = {
  rfq: rfqs,
  buyerFirstName: users.firstName,
  buyerLastName: users.lastName,
  buyerEmail: users.email,
  buyerCompanyName: businesses.companyName,
};

export function rfqRepository(db: Database, outbox: MailOutbox) {
  const notices = noticeOutbox(outbox);
  const rfqRows = () =>
    db
      .select(rfqColumns)
      .from(rfqs)
      .innerJoin(users, eq(users.id, rfqs.buyerUserID))
      .leftJoin(businesses, eq(businesses.id, rfqs.buyerBusinessID))
      .$dynamic();

  const quoteRows = (executor: Database = db) =>
    executor
      .select(quoteColumns)
      .from(rfqQuotes)
      .innerJoin(businesses, eq(businesses.id, rfqQuotes.businessID))
      .$dynamic();

  // The reads of every view of the market and the compare table are prepared once per connection: planning these
  // joins cost the database more than running them.
  const rfqByID = rfqRows()
    .where(eq(rfqs.id, sql.placeholder('rfqID')))
    .prepare('rfq_by_id');

  /** The market's filters a page is asked with: each combination is a statement of its own. */
  type MarketFilter = 'categoryID' | 'country' | 'minQuantity' | 'maxQuantity';
  const marketFilters: Record<MarketFilter, SQL> = {
    categoryID: sql`${rfqs.categoryID} = ${sql.placeholder('categoryID')}::uuid`,
    country: sql`${rfqs.destinationCountry} = ${sql.placeholder('country')}`,
    minQuantity: sql`${rfqs.quantity} >= ${sql.placeholder('minQuantity')}::numeric`,
    maxQuantity: sql`${rfqs.quantity} <= ${sql.placeholder('maxQuantity')}::numeric`,
  };
  /**
   * A page of the open RFQs sent to a business, newest first, with whether the buyer was shown to it and its own
   * quote: a walk of the business's matches by their index. One statement per combination of filters, prepared on
   * first use: a single statement whose filters may be null was planned as a sort of every match (five times slower).
   */
  const marketPages = new Map<string, ReturnType<typeof marketPageOf>>();
  function marketPageOf(filters: MarketFilter[]) {
    return db
      .select({ ...rfqColumns, revealedAt: rfqMatches.revealedAt, myQuote: rfqQuotes })
      .from(rfqMatches)
      .innerJoin(rfqs, eq(rfqs.id, rfqMatches.rfqID))
      .innerJoin(users, eq(users.id, rfqs.buyerUserID))
      .leftJoin(businesses, eq(businesses.id, rfqs.buyerBusinessID))
      .leftJoin(
        rfqQuotes,
        and(eq(rfqQuotes.rfqID, rfqMatches.rfqID), eq(rfqQuotes.businessID, rfqMatches.businessID)),
      )
      .where(
        and(
          eq(rfqMatches.businessID, sql.placeholder('businessID')),
          eq(rfqs.status, 'open'),
          gt(rfqs.closesAt, sql`now()`),
          ...filters.map((filter) => marketFilters[filter]),
        ),
      )
      .orderBy(desc(rfqMatches.createdAt), desc(rfqMatches.rfqID))
      .offset(sql.placeholder('skip'))
      .limit(sql.placeholder('size'))
      .prepare(['rfq_market_page', ...filters].join('_'));
  }

  const comparedQuotes = db
    .select({
      ...quoteColumns,
      verified: businesses.verified,
      subscription: sql<Subscription>`case when ${membershipPriority} = 0 then 'standard' else ${businesses.subscription} end`,
      revealed: sql<boolean>`${rfqMatches.revealedAt} is not null`,
      responseMetrics: responseMetricsColumns,
    })
    .from(rfqQuotes)
    .innerJoin(businesses, eq(businesses.id, rfqQuotes.businessID))
    // Only a business the RFQ was sent to can quote it.
    .innerJoin(
      rfqMatches,
      and(eq(rfqMatches.rfqID, rfqQuotes.rfqID), eq(rfqMatches.businessID, rfqQuotes.businessID)),
    )
    .leftJoin(businessResponseMetrics, eq(businessResponseMetrics.businessID, rfqQuotes.businessID))
    .where(and(eq(rfqQuotes.rfqID, sql.placeholder('rfqID')), ne(rfqQuotes.status, 'withdrawn')))
    .prepare('rfq_compared_quotes');

  const newestRates = db
    .selectDistinctOn([exchangeRates.baseCurrency, exchangeRates.quoteCurrency], {
      baseCurrency: exchangeRates.baseCurrency,
      quoteCurrency: exchangeRates.quoteCurrency,
      rateDate: exchangeRates.rateDate,
      rate: exchangeRates.rate,
    })
    .from(exchangeRates)
    .orderBy(exchangeRates.baseCurrency, exchangeRates.quoteCurrency, desc(exchangeRates.rateDate))
    .prepare('newest_exchange_rates');

  /** A quote with its business's name, or null. */
  async function quoteOf(quoteID: string) {
    const [row] = await quoteRows().where(eq(rfqQuotes.id, quoteID));
    return row ?? null;
  }

  /** A quote's status change, from one of `from`: the row after it, or null when it stood elsewhere. */
  async function changeStatus(
    executor: Database,
    quoteID: string,
    from: QuoteStatus[],
    to: QuoteStatus,
    declineReason: QuoteDeclineReason | null = null,
  ) {
    const [changed] = await executor
      .update(rfqQuotes)
      .set({ status: to, declineReason, updatedAt: sql`now()` })
      .where(and(eq(rfqQuotes.id, quoteID), inArray(rfqQuotes.status, from)))
      .returning({ id: rfqQuotes.id });
    if (!changed) return null;
    const [row] = await quoteRows(executor).where(eq(rfqQuotes.id, quoteID));
    return row ?? null;
  }

  return {
    /**
     * Posts an RFQ unless its person posted `cap` in the last day (then answers when the oldest of those leaves the
     * day), and sends it to every matching supplier: the matches and their notifications are each one statement, however
     * many suppliers match. The person's row is locked first, so that requests posted at once are counted one after the
     * other.
     */
    async postWithMatches(
      rfq: RfqInsert,
      cap: number,
      /** The buyer's name as the mail to a named RFQ's suppliers gives it; null keeps an anonymous buyer out of it. */
      buyerName: string | null,
    ): Promise<{ posted: true; matched: number } | { posted: false; oldest: Date }> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, rfq.buyerUserID)).for('update');
        const lastDay = await tx
          .select({ createdAt: rfqs.createdAt })
          .from(rfqs)
          .where(
            and(eq(rfqs.buyerUserID, rfq.buyerUserID), gt(rfqs.createdAt, sql`now() - interval '1 day'`)),
          )
          .orderBy(rfqs.createdAt);
        if (lastDay.length >= cap) return { posted: false as const, oldest: lastDay[0]!.createdAt };
        await tx.insert(rfqs).values(rfq);
        // Suppliers of a selling type in the RFQ's category, but none of the buyer's own: ranked by how high the
        // category stands in the business's own list, then by membership, then by their response metrics as shown
        // (reply rate, then median first reply; new suppliers, without figures, after those with), then the longest
        // on the portal.
        const matched = await tx.execute(sql`
          insert into ${rfqMatches} (rfq_id, business_id, rank)
          select ${rfq.id}::uuid, ${businesses.id}, row_number() over (
            order by ${businessCategories.position}, ${membershipPriority} desc,
              ${shownReplyRate} desc nulls last, ${shownMedian} nulls last,
              ${businesses.createdAt}, ${businesses.id})
          from ${businessCategories}
          join ${businesses} on ${businesses.id} = ${businessCategories.businessID}
          left join ${businessResponseMetrics} on ${businessResponseMetrics.businessID} = ${businesses.id}
          where ${businessCategories.categoryID} = ${rfq.categoryID}::uuid
            and ${businesses.businessType} in (${sql.join(
              RFQ_SUPPLIER_TYPES.map((type) => sql`${type}`),
              sql`, `,
            )})
            and not exists (select 1 from ${businessMembers}
              where ${businessMembers.businessID} = ${businesses.id}
                and ${businessMembers.userID} = ${rfq.buyerUserID}::uuid)`);
        await recordNotificationsTo(
          tx,
          sql`select ${rfqMatches.businessID} from ${rfqMatches} where ${rfqMatches.rfqID} = ${rfq.id}::uuid`,
          {
            type: 'rfq.received',
            actorUserID: rfq.buyerUserID,
            actorBusinessID: rfq.identity === 'named' ? (rfq.buyerBusinessID ?? null) : null,
            subjectID: rfq.id,
            detailID: null,
          },
        );
        // Each matched business's owner is mailed at the business's contact address (else their own), in their language.
        await notices.deliverMany(
          tx,
          'rfqs',
          'rfq.received',
          sql`select ${users.id} as user_id,
              coalesce(nullif(${businesses.contactInfo}->>'email', ''), ${users.email}) as to_address,
              case when ${users.preferredLanguage} in (${sql.join(
                LANGUAGES.map(({ code }) => sql`${code}`),
                sql`, `,
              )}) then ${users.preferredLanguage} else ${DEFAULT_LANGUAGE} end as language,
              jsonb_build_object('companyName', ${businesses.companyName}, 'productName', ${rfq.productName}::text,
                'quantity', jsonb_build_object('amount', ${rfq.quantity}::numeric, 'unit', ${rfq.unit}::text),
                'destinationCountry', ${rfq.destinationCountry}::text,
                'destinationCountryName', coalesce((select ${countries.name} from ${countries}
                  where ${countries.code} = ${rfq.destinationCountry}::text), ${rfq.destinationCountry}::text),
                'closesOn', ${closingDayOf(rfq.closesAt.toISOString())}::text, 'description', ${rfq.description}::text,
                'buyerName', ${buyerName}::text,
                'path', '/rfq/' || ${rfq.id}::text || '?bid=' || ${businesses.id}::text) as data
            from ${rfqMatches}
            join ${businesses} on ${businesses.id} = ${rfqMatches.businessID}
            join ${businessMembers} on ${businessMembers.businessID} = ${businesses.id}
              and ${businessMembers.access} = 'owner'
            join ${users} on ${users.id} = ${businessMembers.userID}
            where ${rfqMatches.rfqID} = ${rfq.id}::uuid`,
        );
        await noteResponseCases(
          tx,
          sql`select ${rfqMatches.businessID} from ${rfqMatches} where ${rfqMatches.rfqID} = ${rfq.id}::uuid`,
        );
        return { posted: true as const, matched: rowCount(matched) };
      });
    },

    /** An RFQ with its buyer's names, or null. */
    async rfqOf(rfqID: string) {
      const [row] = await rfqByID.execute({ rfqID });
      return row ?? null;
    },

    /** A page of the RFQs of the buyer's identities (the person as themself, and their businesses), newest first. */
    async mine(userID: string, businessIDs: string[], query: RfqMineQuery) {
      const status = statusFilter(query.status);
      return db
        .select({
          ...rfqColumns,
          quoteCount: sql<number>`(select count(*) from ${rfqQuotes}
            where ${rfqQuotes.rfqID} = ${rfqs.id} and ${rfqQuotes.status} <> 'withdrawn')`.mapWith(Number),
        })
        .from(rfqs)
        .innerJoin(users, eq(users.id, rfqs.buyerUserID))
        .leftJoin(businesses, eq(businesses.id, rfqs.buyerBusinessID))
        .where(
          and(
            or(
              and(eq(rfqs.buyerUserID, userID), isNull(rfqs.buyerBusinessID)),
              businessIDs.length > 0 ? inArray(rfqs.buyerBusinessID, businessIDs) : undefined,
            ),
            status,
          ),
        )
        .orderBy(desc(rfqs.createdAt), desc(rfqs.id))
        .offset(query.skip)
        .limit(query.size);
    },

    /** Quotes of an RFQ other than withdrawn ones. */
    async quoteCount(rfqID: string): Promise<number> {
      return db.$count(rfqQuotes, and(eq(rfqQuotes.rfqID, rfqID), ne(rfqQuotes.status, 'withdrawn')));
    },

    /**
     * Changes an RFQ while it is open and has no quote (checked in the same statement, so a quote arriving at once is
     * never made for a request that changed under it): false when it could not.
     */
    async update(rfqID: string, changes: RfqChanges): Promise<boolean> {
      const changed = await db
        .update(rfqs)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(
          and(
            eq(rfqs.id, rfqID),
            eq(rfqs.status, 'open'),
            sql`not exists (select 1 from ${rfqQuotes} where ${rfqQuotes.rfqID} = ${rfqs.id})`,
          ),
        )
        .returning({ id: rfqs.id });
      return changed.length > 0;
    },

    /** Closes an open RFQ; closing it again, or an awarded one, changes nothing. */
    async close(rfqID: string): Promise<void> {
      await db
        .update(rfqs)
        .set({ status: 'closed', closedAt: sql`least(now(), ${rfqs.closesAt})`, updatedAt: sql`now()` })
        .where(and(eq(rfqs.id, rfqID), eq(rfqs.status, 'open')));
    },

    /** The match of an RFQ with a business, or null when the RFQ was not sent to it. */
    async matchOf(rfqID: string, businessID: string) {
      const [row] = await db
        .select({ revealedAt: rfqMatches.revealedAt, rank: rfqMatches.rank })
        .from(rfqMatches)
        .where(and(eq(rfqMatches.rfqID, rfqID), eq(rfqMatches.businessID, businessID)));
      return row ?? null;
    },

    /** Which of the businesses the RFQ was sent to, in the order given. */
    async matchedAmong(rfqID: string, businessIDs: string[]): Promise<string[]> {
      if (businessIDs.length === 0) return [];
      const rows = await db
        .select({ businessID: rfqMatches.businessID })
        .from(rfqMatches)
        .where(and(eq(rfqMatches.rfqID, rfqID), inArray(rfqMatches.businessID, businessIDs)));
      const matched = new Set(rows.map((row) => row.businessID));
      return businessIDs.filter((id) => matched.has(id));
    },

    /** Shows the buyer to a matched business; false when the RFQ was not sent to it. */
    async reveal(rfqID: string, businessID: string): Promise<boolean> {
      const revealed = await db
        .update(rfqMatches)
        .set({ revealedAt: sql`coalesce(${rfqMatches.revealedAt}, now())` })
        .where(and(eq(rfqMatches.rfqID, rfqID), eq(rfqMatches.businessID, businessID)))
        .returning({ rfqID: rfqMatches.rfqID });
      return revealed.length > 0;
    },

    /**
     * A page of the open RFQs sent to a business, newest first, with whether the buyer was shown to it and its own
     * quote: a walk of the business's matches by their index.
     */
    market(businessID: string, query: RfqMarketQuery) {
      const filters = (Object.keys(marketFilters) as MarketFilter[]).filter((f) => query[f] !== undefined);
      const key = filters.join(',');
      const page = marketPages.get(key) ?? marketPageOf(filters);
      marketPages.set(key, page);
      return page.execute({ ...query, businessID });
    },

    /** The business's quotes, newest first, each with the product its RFQ asks for. */
    quotesOfBusiness(businessID: string) {
      return db
        .select({ ...quoteColumns, productName: rfqs.productName })
        .from(rfqQuotes)
        .innerJoin(businesses, eq(businesses.id, rfqQuotes.businessID))
        .innerJoin(rfqs, eq(rfqs.id, rfqQuotes.rfqID))
        .where(eq(rfqQuotes.businessID, businessID))
        .orderBy(desc(rfqQuotes.createdAt), desc(rfqQuotes.id));
    },

    quoteOf,

    /** The business's quote of an RFQ, or null. */
    async quoteBy(rfqID: string, businessID: string) {
      const [row] = await quoteRows().where(
        and(eq(rfqQuotes.rfqID, rfqID), eq(rfqQuotes.businessID, businessID)),
      );
      return row ?? null;
    },

    /** Quotes of this month holding a right (what the business used of its allowance). */
    rightsUsedSince(businessID: string, monthStart: Date): Promise<number> {
      return rightsUsed(db, businessID, monthStart);
    },

    membershipOf: (businessID: string) => membershipOf(db, businessID),

    /**
     * Records a quote unless `allow` throws, seeing the business's level and the rights it used this month. The
     * business row is locked first, so that quotes sent at once are counted one after the other and the month's rights
     * are never passed; answers false when the business has quoted this RFQ already.
     */
    async createWithinRights(
      quote: QuoteInsert & { submittedByUserID: string },
      monthStart: Date,
      allow: (situation: {
        membership: NonNullable<Awaited<ReturnType<typeof membershipOf>>>;
        used: number;
        open: boolean;
      }) => void,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const membership = await membershipOf(tx, quote.businessID, true);
        const [rfq] = await tx
          .select({ open: sql<boolean>`${rfqs.status} = 'open' and ${rfqs.closesAt} > now()` })
          .from(rfqs)
          .where(eq(rfqs.id, quote.rfqID))
          .for('share');
        if (!membership || !rfq) return false;
        const used = await rightsUsed(tx, quote.businessID, monthStart);
        allow({ membership, used, open: rfq.open });
        const inserted = await tx
          .insert(rfqQuotes)
          .values(quote)
          .onConflictDoNothing({ target: [rfqQuotes.rfqID, rfqQuotes.businessID] })
          .returning({ id: rfqQuotes.id });
        if (inserted.length === 0) return false;
        await tellBuyer(tx, 'quote.received', {
          rfqID: quote.rfqID,
          quoteID: quote.id,
          businessID: quote.businessID,
          userID: quote.submittedByUserID,
        });
        // The quote answers the business's match: a case of its response metrics.
        await recomputeResponseMetrics(tx, quote.businessID);
        return true;
      });
    },

    /**
     * Changes a quote once, while the buyer has not decided on it and the RFQ still takes quotes: the row after it, or
     * null when it could not (checked in the same statement as the change).
     */
    async updateOnce(quoteID: string, changes: QuoteChanges, changedByUserID: string) {
      const changed = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(rfqQuotes)
          .set({ ...changes, edited: true, updatedAt: sql`now()` })
          .where(
            and(
              eq(rfqQuotes.id, quoteID),
              eq(rfqQuotes.edited, false),
              inArray(rfqQuotes.status, UNDECIDED),
              sql`exists (select 1 from ${rfqs} where ${rfqs.id} = ${rfqQuotes.rfqID}
                and ${rfqs.status} = 'open' and ${rfqs.closesAt} > now())`,
            ),
          )
          .returning({ rfqID: rfqQuotes.rfqID, businessID: rfqQuotes.businessID });
        if (row) await tellBuyer(tx, 'quote.changed', { ...row, quoteID, userID: changedByUserID });
        return row;
      });
      return changed ? quoteOf(quoteID) : null;
    },

    /** Withdraws a quote the buyer has not awarded; null when it stood elsewhere. */
    withdraw: (quoteID: string) => changeStatus(db, quoteID, [...UNDECIDED, 'declined'], 'withdrawn'),

    /** Puts a submitted quote on the shortlist; null when it stood elsewhere. */
    shortlist: (quoteID: string) => changeStatus(db, quoteID, ['submitted'], 'shortlisted'),

    /** Declines an undecided quote and tells its business, in one transaction; null when it stood elsewhere. */
    async decline(
      quoteID: string,
      reason: QuoteDeclineReason,
      notice: { rfqID: string; actorUserID: string; actorBusinessID: string | null },
    ) {
      return db.transaction(async (tx) => {
        const row = await changeStatus(tx, quoteID, UNDECIDED, 'declined', reason);
        if (!row) return null;
        await recordNotificationsTo(tx, sql`select ${row.quote.businessID}::uuid`, {
          type: 'quote.declined',
          actorUserID: notice.actorUserID,
          actorBusinessID: notice.actorBusinessID,
          subjectID: notice.rfqID,
          detailID: null,
        });
        return row;
      });
    },

    /**
     * Awards a quote in one transaction: the RFQ becomes awarded, the quote awarded, every other undecided quote
     * declined (another supplier was chosen) and its business told, the buyer shown to the awarded supplier, and
     * `thread` opens their conversation. Null when the RFQ was awarded already or the quote is no longer undecided;
     * else the thread's id.
     */
    async award(
      rfqID: string,
      quoteID: string,
      notice: { actorUserID: string; actorBusinessID: string | null },
      thread: { requestID: string; open: (tx: Transaction) => Promise<void> },
    ): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [rfq] = await tx
          .select({ status: rfqs.status })
          .from(rfqs)
          .where(eq(rfqs.id, rfqID))
          .for('update');
        if (!rfq || rfq.status === 'awarded') return null;
        const [quote] = await tx
          .update(rfqQuotes)
          .set({ status: 'awarded', updatedAt: sql`now()` })
          .where(
            and(eq(rfqQuotes.id, quoteID), eq(rfqQuotes.rfqID, rfqID), inArray(rfqQuotes.status, UNDECIDED)),
          )
          .returning({ businessID: rfqQuotes.businessID });
        if (!quote) return null;
        await tx
          .update(rfqs)
          .set({ status: 'awarded', closedAt: sql`coalesce(${rfqs.closedAt}, now())`, updatedAt: sql`now()` })
          .where(eq(rfqs.id, rfqID));
        const declined = await tx
          .update(rfqQuotes)
          .set({ status: 'declined', declineReason: 'another-supplier-chosen', updatedAt: sql`now()` })
          .where(
            and(eq(rfqQuotes.rfqID, rfqID), ne(rfqQuotes.id, quoteID), inArray(rfqQuotes.status, UNDECIDED)),
          )
          .returning({ businessID: rfqQuotes.businessID });
        if (declined.length > 0) {
          await recordNotificationsTo(
            tx,
            sql`select unnest(${`{${declined.map((row) => row.businessID).join(',')}}`}::uuid[])`,
            { type: 'quote.declined', ...notice, subjectID: rfqID, detailID: null },
          );
        }
        await tx
          .update(rfqMatches)
          .set({ revealedAt: sql`coalesce(${rfqMatches.revealedAt}, now())` })
          .where(and(eq(rfqMatches.rfqID, rfqID), eq(rfqMatches.businessID, quote.businessID)));
        await thread.open(tx);
        await tx.update(rfqs).set({ awardInquiryID: thread.requestID }).where(eq(rfqs.id, rfqID));
        return thread.requestID;
      });
    },

    /** Records a pair's rate of a day, replacing the one that day had. */
    async setExchangeRate(rate: typeof exchangeRates.$inferInsert): Promise<void> {
      await db
        .insert(exchangeRates)
        .values(rate)
        .onConflictDoUpdate({
          target: [exchangeRates.baseCurrency, exchangeRates.quoteCurrency, exchangeRates.rateDate],
          set: { rate: rate.rate, createdAt: sql`now()` },
        });
    },

    /** The newest rate of each pair, by pair. */
    newestExchangeRates: () => newestRates.execute(),

    /** Every quote of an RFQ (withdrawn ones left out) with its business's verification and level. */
    compare: (rfqID: string) => comparedQuotes.execute({ rfqID }),
  };
}
export type RfqRepository = ReturnType<typeof rfqRepository>;
export type RfqRow = NonNullable<Awaited<ReturnType<RfqRepository['rfqOf']>>>;

async function rightsUsed(executor: Database, businessID: string, monthStart: Date): Promise<number> {
  return executor.$count(
    rfqQuotes,
    and(
      eq(rfqQuotes.businessID, businessID),
      gte(rfqQuotes.createdAt, monthStart),
      inArray(rfqQuotes.status, HOLDS_A_RIGHT),
    ),
  );
}

/** Tells an RFQ's buyer (the person, or the business they posted as) that a quote came or was changed. */
async function tellBuyer(
  executor: Database,
  type: 'quote.received' | 'quote.changed',
  quote: { rfqID: string; quoteID: string; businessID: string; userID: string },
) {
  await recordNotificationsTo(
    executor,
    sql`select coalesce(${rfqs.buyerBusinessID}, ${rfqs.buyerUserID}) from ${rfqs}
      where ${rfqs.id} = ${quote.rfqID}::uuid`,
    {
      type,
      actorUserID: quote.userID,
      actorBusinessID: quote.businessID,
      subjectID: quote.rfqID,
      detailID: quote.quoteID,
    },
  );
}

/** The RFQs of a status as the buyer sees it: open until its closing time, closed after it or when closed early. */
function statusFilter(status: RfqStatus | undefined) {
  switch (status) {
    case 'open':
      return and(eq(rfqs.status, 'open'), gt(rfqs.closesAt, sql`now()`));
    case 'closed':
      return or(eq(rfqs.status, 'closed'), and(eq(rfqs.status, 'open'), lte(rfqs.closesAt, sql`now()`)));
    case 'awarded':
      return eq(rfqs.status, 'awarded');
    default:
      return undefined;
  }
}

/** Rows a statement changed, as node-postgres and PGlite each report it. */
function rowCount(result: unknown): number {
  const { rowCount: pg, affectedRows: pglite } = result as {
    rowCount?: number | null;
    affectedRows?: number;
  };
  return pg ?? pglite ?? 0;
}
