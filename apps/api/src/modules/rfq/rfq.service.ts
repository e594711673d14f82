import { randomUUID } from 'node:crypto';
import {
  INCOTERMS,
  LIMITS,
  MONTHLY_QUOTE_RIGHTS,
  SUBSCRIPTIONS,
  QUOTE_DECIDED_MESSAGE,
  QUOTE_EDITED_MESSAGE,
  QUOTE_EXISTS_MESSAGE,
  QUOTE_NOT_FOUND_MESSAGE,
  QUOTE_PRODUCT_MESSAGE,
  RFQ_AWARDED_MESSAGE,
  RFQ_CATEGORY_MESSAGE,
  RFQ_CLOSED_MESSAGE,
  RFQ_NOT_FOUND_MESSAGE,
  RFQ_NOT_MATCHED_MESSAGE,
  RFQ_OWN_MESSAGE,
  RFQ_QUOTED_MESSAGE,
  RFQ_SUBCATEGORY_MESSAGE,
  quoteRightsSpentMessage,
  type BusinessQuote,
  type BuyerRfq,
  type ComparedQuote,
  type ExchangeRate,
  type Image,
  type MarketRfq,
  type Quote,
  type QuoteCompareQuery,
  type QuoteCreate,
  type QuoteDeclineReason,
  type QuoteRights,
  type QuoteUpdate,
  type Rfq,
  type RfqCreate,
  type RfqMarketQuery,
  type RfqMineQuery,
  type RfqStatus,
  type RfqUpdate,
} from '@b2b/contracts';
import { Conflict, NotFound, PlanLimitReached, RateLimited, ValidationError } from '@b2b/server-kit';
import type { SessionUser } from '../../plugins/auth/auth.plugin.ts';
import { boostMonthOf } from '../boosts/boosts.service.ts';
import type { BusinessAccessPolicy } from '../businesses/business-access.ts';
import { ownPicture } from '../businesses/own-picture.ts';
import type { InquiriesService } from '../inquiries/inquiries.service.ts';
import { levelAt } from '../membership/level-at.ts';
import type { RefdataService } from '../refdata/refdata.service.ts';
import { toResponseMetrics } from '../response-metrics/response-metrics.ts';
import type { OwnImages, UsersService } from '../users/users.service.ts';
import { toQuote } from './quote-views.ts';
import type { RfqRepository, RfqRow } from './rfq.repository.ts';

export interface RfqServiceOptions {
  repo: RfqRepository;
  access: BusinessAccessPolicy;
  refdata: Pick<RefdataService, 'industryTree' | 'hasCountry'>;
  images: OwnImages;
  /** The buyer's portal profile, made on first use, as for a request. */
  people: Pick<UsersService, 'ensureProfile'>;
  /** The message center, where an award opens the thread between buyer and supplier. */
  inquiries: Pick<InquiriesService, 'awardThread'>;
  /** The business a product belongs to (null for no such product): a quote may offer one of its business's. */
  productOwner: (productID: string) => Promise<string | null>;
  now?: () => Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const noRfq = () => new NotFound(RFQ_NOT_FOUND_MESSAGE);
const noQuote = () => new NotFound(QUOTE_NOT_FOUND_MESSAGE);
const invalid = (path: string, message: string) => new ValidationError(message, [{ path, message }]);

/** Quotes close at the end (UTC) of the chosen day. */
const closesAtOf = (closesOn: string) => new Date(Date.parse(`${closesOn}T00:00:00Z`) + DAY_MS);

/** The status the buyer and suppliers see: an open RFQ whose closing time has passed is closed. */
const statusAt = (row: RfqRow['rfq'], now: Date): RfqStatus =>
  row.status === 'open' && row.closesAt <= now ? 'closed' : row.status;

/** A money amount as shown: rounded to the cent's hundredth, as the database keeps four decimals. */
const money = (n: number) => Math.round(n * 10_000) / 10_000;

/**
 * The RFQ as an answer. `showBuyer` decides whether the buyer's name, id, business and email are in it: always for the
 * buyer, for a supplier only when the RFQ is named, or the buyer revealed themself to it or awarded its quote.
 */
function toRfq(row: RfqRow, now: Date, showBuyer: boolean): Rfq {
  const { rfq } = row;
  return {
    rfqID: rfq.id,
    productName: rfq.productName,
    industryID: rfq.industryID,
    categoryID: rfq.categoryID,
    subcategoryID: rfq.subcategoryID ?? null,
    quantity: rfq.quantity,
    unit: rfq.unit,
    targetUnitPrice: rfq.targetUnitPrice ?? null,
    currency: rfq.currency,
    destinationCountry: rfq.destinationCountry,
    incoterm: rfq.incoterm,
    closesAt: rfq.closesAt.toISOString(),
    secondsLeft: Math.max(0, Math.floor((rfq.closesAt.getTime() - now.getTime()) / 1000)),
    description: rfq.description,
    pictures: rfq.pictures,
    identity: rfq.identity,
    status: statusAt(rfq, now),
    createdAt: rfq.createdAt.toISOString(),
    buyer: showBuyer
      ? {
          userID: rfq.buyerUserID,
          name: `${row.buyerFirstName} ${row.buyerLastName}`.trim(),
          email: row.buyerEmail,
          businessID: rfq.buyerBusinessID ?? null,
          companyName: row.buyerCompanyName ?? null,
        }
      : null,
  };
}

/** A quote's unit price in the RFQ's currency: as it is, converted, or none without a rate. */
const unitPriceIn = (q: ComparedQuote, currency: string) =>
  q.currency === currency ? q.unitPrice : (q.converted?.unitPrice ?? null);
const LEVEL_ORDER = [...SUBSCRIPTIONS].reverse();

/**
 * What the compare table orders by, in the RFQ's currency: a quote in it as it is, one in another currency converted,
 * none when there is no rate (those come last, by their own figures). Incoterms go in the list's order, verified
 * suppliers and the higher membership first.
 */
const comparedBy: Record<QuoteCompareQuery['sort'], (q: ComparedQuote, currency: string) => number | null> = {
  unitPrice: unitPriceIn,
  total: (q, currency) => (q.currency === currency ? q.total : (q.converted?.total ?? null)),
  leadTime: (q) => q.leadTimeDays,
  moq: (q) => q.minimumOrderQuantity,
  incoterm: (q) => INCOTERMS.indexOf(q.incoterm),
  responseRate: (q) => (q.responseMetrics.replyRate === null ? null : -q.responseMetrics.replyRate),
  verification: (q) => (q.verified ? 0 : 1),
  membership: (q) => LEVEL_ORDER.indexOf(q.subscription),
};
/** Between equals: the quote's own figure, and for the orders of kinds, the cheaper unit price. */
const ownFigure: Record<QuoteCompareQuery['sort'], (q: ComparedQuote, currency: string) => number> = {
  unitPrice: (q) => q.unitPrice,
  total: (q) => q.total,
  leadTime: (q) => q.leadTimeDays,
  moq: (q) => q.minimumOrderQuantity,
  incoterm: (q, currency) => unitPriceIn(q, currency) ?? Infinity,
  responseRate: (q) => q.responseMetrics.medianFirstReplySeconds ?? Infinity,
  verification: (q, currency) => unitPriceIn(q, currency) ?? Infinity,
  membership: (q, currency) => unitPriceIn(q, currency) ?? Infinity,
};

/**
 * The rate that converts each other currency into `currency`, from the newest rate of its pair, whichever way round
 * the pair is kept (a rate kept the other way is inverted); the newer of the two when both are.
 */
function ratesInto(
  currency: string,
  newest: { baseCurrency: string; quoteCurrency: string; rateDate: string; rate: number }[],
): Map<string, { rate: number; rateDate: string }> {
  const into = new Map<string, { rate: number; rateDate: string }>();
  for (const pair of newest) {
    const [from, rate] =
      pair.quoteCurrency === currency
        ? [pair.baseCurrency, pair.rate]
        : pair.baseCurrency === currency
          ? [pair.quoteCurrency, 1 / pair.rate]
          : [null, 0];
    if (from === null) continue;
    const known = into.get(from);
    const newer = !known || pair.rateDate > known.rateDate;
    // Of two rates of one day, the one kept this way round, as it was entered.
    if (newer || (pair.rateDate === known.rateDate && pair.quoteCurrency === currency)) {
      into.set(from, { rate, rateDate: pair.rateDate });
    }
  }
  return into;
}

/** The thread's first message: the awarded quote, as the supplier sent it. */
function quoteMessage(rfq: RfqRow['rfq'], quote: Quote): string {
  return [
    `Quote awarded for ${rfq.productName} (${rfq.quantity} ${rfq.unit}):`,
    `Unit price: ${quote.unitPrice} ${quote.currency}`,
    `Minimum order: ${quote.minimumOrderQuantity} ${rfq.unit}`,
    `Lead time: ${quote.leadTimeDays} days`,
    `Delivery: ${quote.incoterm} ${quote.namedPlace}`,
    `Payment terms: ${quote.paymentTerms}`,
    `Valid until: ${quote.validUntil}`,
    '',
    quote.message,
  ].join('\n');
}

/**
 * Requests for quotation: a buyer posts what they need once, every matching supplier is sent it and may quote once, the
 * buyer compares the quotes and awards one. Only the buyer sees every quote, a supplier sees its own; anyone else hears
 * the RFQ does not exist. The buyer of an anonymous RFQ stays out of every answer to a supplier until they reveal
 * themself to it or award its quote.
 */
export function rfqService({
  repo,
  access,
  refdata,
  images,
  people,
  inquiries,
  productOwner,
  now = () => new Date(),
}: RfqServiceOptions) {
  /** Whether the caller is the RFQ's buyer: the person who posted it as themself, or a person of the business it was posted as. */
  async function isBuyer(user: SessionUser, row: RfqRow): Promise<boolean> {
    // An RFQ a person posted as themself is theirs alone: no need to ask which businesses they belong to.
    if (!row.rfq.buyerBusinessID) return row.rfq.buyerUserID === user.userID;
    return (await access.identitiesOf(user.userID)).includes(row.rfq.buyerBusinessID);
  }

  async function requireBuyer(user: SessionUser, rfqID: string): Promise<RfqRow> {
    const row = await repo.rfqOf(rfqID);
    if (!row || !(await isBuyer(user, row))) throw noRfq();
    return row;
  }

  /** A quote of the buyer's RFQ; any other quote, or one of another RFQ, does not exist for them. */
  async function requireBuyersQuote(user: SessionUser, rfqID: string, quoteID: string) {
    const row = await requireBuyer(user, rfqID);
    const quote = await repo.quoteOf(quoteID);
    if (!quote || quote.quote.rfqID !== rfqID) throw noQuote();
    return { row, quote };
  }

  /** A quote of a business the caller belongs to; to anyone else (its buyer included) the route does not exist. */
  async function requireSuppliersQuote(user: SessionUser, rfqID: string, quoteID: string) {
    const quote = await repo.quoteOf(quoteID);
    if (!quote || quote.quote.rfqID !== rfqID) throw noQuote();
    if ((await access.accessOf(user.userID, quote.quote.businessID)) === null) throw noQuote();
    return quote;
  }

  /** The product a quote offers must be one of the quoting business's own. */
  async function checkProduct(productID: string | undefined, businessID: string) {
    if (productID && (await productOwner(productID)) !== businessID) {
      throw invalid('productID', QUOTE_PRODUCT_MESSAGE);
    }
  }

  /** The category must be one of the industry's, and the subcategory one of the category's. */
  async function checkPlace(input: Pick<RfqCreate, 'industryID' | 'categoryID' | 'subcategoryID'>) {
    const industry = (await refdata.industryTree()).find((candidate) => candidate.id === input.industryID);
    const category = industry?.categories.find((candidate) => candidate.id === input.categoryID);
    if (!category) throw invalid('categoryID', RFQ_CATEGORY_MESSAGE);
    if (input.subcategoryID && !category.subCategories.some((sub) => sub.id === input.subcategoryID)) {
      throw invalid('subcategoryID', RFQ_SUBCATEGORY_MESSAGE);
    }
  }

  async function checkCountry(code: string | undefined) {
    if (code !== undefined && !(await refdata.hasCountry(code))) {
      throw invalid('destinationCountry', 'There is no country with this code.');
    }
  }

  const ownPictures = (user: SessionUser, pictures: Image[] | undefined) =>
    pictures && Promise.all(pictures.map((picture) => ownPicture(images, user.userID, picture)));

  async function quoteRightsOf(businessID: string, at: Date): Promise<QuoteRights> {
    const month = boostMonthOf(at);
    const [membership, used] = await Promise.all([
      repo.membershipOf(businessID),
      repo.rightsUsedSince(businessID, month.start),
    ]);
    const allowance = MONTHLY_QUOTE_RIGHTS[levelAt(membership, at)];
    return { allowance, used, left: Math.max(0, allowance - used), resetsAt: month.next.toISOString() };
  }

  return {
    /** Posts an RFQ as the person or one of their businesses and sends it to every matching supplier at once. */
    async create(user: SessionUser, input: RfqCreate): Promise<{ rfqID: string; matched: number }> {
      const buyerBusiness = input.from
        ? (await access.requireBusinessAccess(user.userID, input.from, 'act')).business
        : null;
      await checkPlace(input);
      await checkCountry(input.destinationCountry);
      const pictures = (await ownPictures(user, input.pictures)) ?? [];
      await people.ensureProfile(user);
      const id = randomUUID();
      const posted = await repo.postWithMatches(
        {
          id,
          buyerUserID: user.userID,
          buyerBusinessID: buyerBusiness?.id ?? null,
          productName: input.productName,
          industryID: input.industryID,
          categoryID: input.categoryID,
          subcategoryID: input.subcategoryID ?? null,
          quantity: input.quantity,
          unit: input.unit,
          targetUnitPrice: input.targetUnitPrice ?? null,
          currency: input.currency,
          destinationCountry: input.destinationCountry,
          incoterm: input.incoterm,
          closesAt: closesAtOf(input.closesOn),
          description: input.description,
          pictures,
          identity: input.identity,
        },
        LIMITS.rfqsPerDay,
        input.identity === 'named'
          ? (buyerBusiness?.companyName ?? `${user.firstName} ${user.lastName}`)
          : null,
      );
      if (!posted.posted) {
        const wait = Math.ceil((posted.oldest.getTime() + DAY_MS - now().getTime()) / 1000);
        throw new RateLimited(Math.max(1, wait));
      }
      return { rfqID: id, matched: posted.matched };
    },

    /** The caller's RFQs, as themself and as their businesses, newest first, with their number of quotes. */
    async mine(user: SessionUser, query: RfqMineQuery): Promise<BuyerRfq[]> {
      const [, ...businessIDs] = await access.identitiesOf(user.userID);
      const at = now();
      const rows = await repo.mine(user.userID, businessIDs, query);
      return rows.map((row) => Object.assign(toRfq(row, at, true), { quoteCount: row.quoteCount }));
    },

    /**
     * An RFQ: to its buyer with its number of quotes; to a business it was sent to (`bid`, else the first of the
     * caller's) with that business's quote, and the buyer only when shown to it. Anyone else: NotFound.
     */
    async get(user: SessionUser, rfqID: string, bid: string | undefined) {
      const row = await repo.rfqOf(rfqID);
      if (!row) throw noRfq();
      const at = now();
      if (bid === undefined && (await isBuyer(user, row))) {
        return { ...toRfq(row, at, true), quoteCount: await repo.quoteCount(rfqID) };
      }
      const [, ...businessIDs] = await access.identitiesOf(user.userID);
      const candidates = bid === undefined ? businessIDs : businessIDs.filter((id) => id === bid);
      const [businessID] = await repo.matchedAmong(rfqID, candidates);
      if (!businessID) throw noRfq();
      const [match, quote] = await Promise.all([
        repo.matchOf(rfqID, businessID),
        repo.quoteBy(rfqID, businessID),
      ]);
      const shown = row.rfq.identity === 'named' || (match?.revealedAt ?? null) !== null;
      return { ...toRfq(row, at, shown), myQuote: quote ? toQuote(quote) : null };
    },

    /** Changes the buyer's RFQ until its first quote; after it, or once closed, Conflict. */
    async update(user: SessionUser, rfqID: string, input: RfqUpdate) {
      const row = await requireBuyer(user, rfqID);
      await checkCountry(input.destinationCountry);
      const pictures = await ownPictures(user, input.pictures);
      const { closesOn, ...fields } = input;
      const changed = await repo.update(rfqID, {
        ...fields,
        ...(pictures ? { pictures } : {}),
        ...(closesOn ? { closesAt: closesAtOf(closesOn) } : {}),
      });
      if (!changed) {
        throw new Conflict(statusAt(row.rfq, now()) === 'open' ? RFQ_QUOTED_MESSAGE : RFQ_CLOSED_MESSAGE);
      }
      const after = await requireBuyer(user, rfqID);
      return { ...toRfq(after, now(), true), quoteCount: 0 };
    },

    /** Closes the buyer's RFQ early: it takes no more quotes; closing a closed or awarded one changes nothing. */
    async close(user: SessionUser, rfqID: string): Promise<void> {
      await requireBuyer(user, rfqID);
      await repo.close(rfqID);
    },

    /** Shows the buyer of an RFQ to one supplier it was sent to. */
    async reveal(user: SessionUser, rfqID: string, businessID: string): Promise<void> {
      await requireBuyer(user, rfqID);
      if (!(await repo.reveal(rfqID, businessID))) throw new NotFound(RFQ_NOT_MATCHED_MESSAGE);
    },

    /** The open RFQs sent to a business, newest first, with its quotes and the month's quote rights. */
    async market(
      user: SessionUser,
      businessID: string,
      query: RfqMarketQuery,
    ): Promise<{ rfqs: MarketRfq[]; quoteRights: QuoteRights }> {
      const { business } = await access.requirePrivateAccess(user.userID, businessID, 'act');
      const at = now();
      const [rows, quoteRights] = await Promise.all([
        repo.market(businessID, query),
        quoteRightsOf(businessID, at),
      ]);
      return {
        rfqs: rows.map((row) =>
          Object.assign(toRfq(row, at, row.rfq.identity === 'named' || row.revealedAt !== null), {
            myQuote: row.myQuote ? toQuote({ quote: row.myQuote, companyName: business.companyName }) : null,
          }),
        ),
        quoteRights,
      };
    },

    /** The business's quotes, newest first, each named by the product its RFQ asks for. */
    async businessQuotes(user: SessionUser, businessID: string): Promise<BusinessQuote[]> {
      await access.requirePrivateAccess(user.userID, businessID, 'act');
      return (await repo.quotesOfBusiness(businessID)).map((row) => ({
        ...toQuote(row),
        productName: row.productName,
      }));
    },

    /**
     * Quotes an RFQ as one of the caller's businesses it was sent to: once, while it is open, within the month's quote
     * rights of the business's level. The buyer's own side cannot quote it (400).
     */
    async createQuote(user: SessionUser, rfqID: string, input: QuoteCreate): Promise<Quote> {
      const row = await repo.rfqOf(rfqID);
      if (!row) throw noRfq();
      if (
        (await isBuyer(user, row)) ||
        input.businessID === row.rfq.buyerBusinessID ||
        user.userID === row.rfq.buyerUserID
      ) {
        throw invalid('businessID', RFQ_OWN_MESSAGE);
      }
      await access.requirePrivateAccess(user.userID, input.businessID, 'act');
      if (!(await repo.matchOf(rfqID, input.businessID))) throw noRfq();
      const at = now();
      if (statusAt(row.rfq, at) !== 'open') throw new Conflict(RFQ_CLOSED_MESSAGE);
      await checkProduct(input.productID, input.businessID);
      const { businessID, productID, ...fields } = input;
      const id = randomUUID();
      const created = await repo.createWithinRights(
        { ...fields, id, rfqID, businessID, productID: productID ?? null, submittedByUserID: user.userID },
        boostMonthOf(at).start,
        (situation) => {
          if (!situation.open) throw new Conflict(RFQ_CLOSED_MESSAGE);
          const level = levelAt(situation.membership, at);
          if (situation.used >= MONTHLY_QUOTE_RIGHTS[level]) {
            throw new PlanLimitReached(quoteRightsSpentMessage(level));
          }
        },
      );
      if (!created) throw new Conflict(QUOTE_EXISTS_MESSAGE);
      return toQuote((await repo.quoteOf(id))!);
    },

    /** Changes a quote once, until the buyer decides on it and while the RFQ is open. */
    async updateQuote(user: SessionUser, rfqID: string, quoteID: string, input: QuoteUpdate): Promise<Quote> {
      const before = await requireSuppliersQuote(user, rfqID, quoteID);
      await checkProduct(input.productID, before.quote.businessID);
      const after = await repo.updateOnce(quoteID, input, user.userID);
      if (after) return toQuote(after);
      if (before.quote.edited) throw new Conflict(QUOTE_EDITED_MESSAGE);
      if (before.quote.status !== 'submitted' && before.quote.status !== 'shortlisted') {
        throw new Conflict(QUOTE_DECIDED_MESSAGE);
      }
      throw new Conflict(RFQ_CLOSED_MESSAGE);
    },

    /** Withdraws a quote until it is awarded; its right comes back to the business. */
    async withdrawQuote(user: SessionUser, rfqID: string, quoteID: string): Promise<Quote> {
      await requireSuppliersQuote(user, rfqID, quoteID);
      const after = await repo.withdraw(quoteID);
      if (!after) throw new Conflict(QUOTE_DECIDED_MESSAGE);
      return toQuote(after);
    },

    /**
     * Every quote of the buyer's RFQ, ordered by `sort`: each with its total for the RFQ's quantity and, converted from
     * the newest rate of its pair, both in the RFQ's currency (null without a rate). Quotes that cannot be converted
     * come after those that can, by their own figures.
     */
    async compare(user: SessionUser, rfqID: string, query: QuoteCompareQuery): Promise<ComparedQuote[]> {
      // The quotes and rates are read beside the buyer's check, not after it: one wait for the database instead of two.
      // Nothing read reaches anyone but the buyer.
      const [{ rfq }, rows, rates] = await Promise.all([
        requireBuyer(user, rfqID),
        repo.compare(rfqID),
        repo.newestExchangeRates(),
      ]);
      const into = ratesInto(rfq.currency, rates);
      const compared = rows.map((row): ComparedQuote => {
        const quote = toQuote(row);
        const total = money(quote.unitPrice * rfq.quantity);
        const rate = quote.currency === rfq.currency ? undefined : into.get(quote.currency);
        // Onto the fresh quote: spreading its twenty fields into a new object cost V8 over ten times as much.
        return Object.assign(quote, {
          total,
          converted: rate
            ? {
                currency: rfq.currency,
                unitPrice: money(quote.unitPrice * rate.rate),
                total: money(total * rate.rate),
                rate: rate.rate,
                rateDate: rate.rateDate,
              }
            : null,
          verified: row.verified,
          subscription: row.subscription,
          revealed: rfq.identity === 'named' || row.revealed,
          responseMetrics: toResponseMetrics(row.responseMetrics),
        });
      });
      const key = (q: ComparedQuote) => comparedBy[query.sort](q, rfq.currency);
      return compared.sort((a, b) => {
        const [ka, kb] = [key(a), key(b)];
        if ((ka === null) !== (kb === null)) return ka === null ? 1 : -1;
        if (ka !== null && kb !== null && ka !== kb) return ka - kb;
        const [fa, fb] = [ownFigure[query.sort](a, rfq.currency), ownFigure[query.sort](b, rfq.currency)];
        if (fa !== fb) return fa - fb;
        // ISO times order as text; localeCompare would ask the collator on every comparison.
        return a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0;
      });
    },

    async shortlist(user: SessionUser, rfqID: string, quoteID: string): Promise<Quote> {
      await requireBuyersQuote(user, rfqID, quoteID);
      const after = await repo.shortlist(quoteID);
      if (!after) throw new Conflict(QUOTE_DECIDED_MESSAGE);
      return toQuote(after);
    },

    /** Declines a quote with a reason its supplier sees (and is told of); its right comes back to the business. */
    async decline(
      user: SessionUser,
      rfqID: string,
      quoteID: string,
      reason: QuoteDeclineReason,
    ): Promise<Quote> {
      const { row } = await requireBuyersQuote(user, rfqID, quoteID);
      const after = await repo.decline(quoteID, reason, {
        rfqID,
        actorUserID: row.rfq.buyerUserID,
        actorBusinessID: row.rfq.buyerBusinessID ?? null,
      });
      if (!after) throw new Conflict(QUOTE_DECIDED_MESSAGE);
      return toQuote(after);
    },

    /** The newest exchange rate of each pair (the administration's list). */
    async exchangeRates(): Promise<ExchangeRate[]> {
      // Every row was written from a checked ExchangeRate, so its currencies are of the list.
      return (await repo.newestExchangeRates()) as ExchangeRate[];
    },

    /** Records a pair's rate of a day, as an administrator keeps them. */
    setExchangeRate: (rate: ExchangeRate) => repo.setExchangeRate(rate),

    /**
     * Awards a quote: the RFQ is awarded, the other undecided quotes declined (their businesses told), the buyer shown to
     * the supplier, and a thread opens between them in the message center with the quote as its first message.
     */
    async award(user: SessionUser, rfqID: string, quoteID: string): Promise<{ requestID: string }> {
      const { row, quote } = await requireBuyersQuote(user, rfqID, quoteID);
      const { rfq } = row;
      const thread = await inquiries.awardThread({
        buyerUserID: rfq.buyerUserID,
        buyerBusinessID: rfq.buyerBusinessID ?? null,
        buyerName: row.buyerCompanyName ?? `${row.buyerFirstName} ${row.buyerLastName}`.trim(),
        supplierBusinessID: quote.quote.businessID,
        subject: `Request for quotation: ${rfq.productName}`,
        message: quoteMessage(rfq, toQuote(quote)),
      });
      const requestID = await repo.award(
        rfqID,
        quoteID,
        { actorUserID: rfq.buyerUserID, actorBusinessID: rfq.buyerBusinessID ?? null },
        thread,
      );
      if (!requestID) {
        throw new Conflict(rfq.status === 'awarded' ? RFQ_AWARDED_MESSAGE : QUOTE_DECIDED_MESSAGE);
      }
      return { requestID };
    },
  };
}
export type RfqService = ReturnType<typeof rfqService>;
