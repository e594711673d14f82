import { SUBSCRIPTIONS, type PaidSubscription, type Subscription } from '@b2b/contracts';
import { and, desc, eq, inArray, isNull, lt, ne, sql, tables, type Database } from '@b2b/db';
import type { MailOutbox } from '../mail/mail.repository.ts';
import { mailLanguageOf } from '../mail/templates/words.ts';
import { syncPublicShowcase } from '../products/public-showcase.ts';

const {
  businesses,
  membershipPayments,
  membershipCheckouts,
  idempotentRequests,
  paymentEvents,
  paymentMismatches,
  users,
} = tables;

export interface PaymentInsert {
  id: string;
  businessID: string;
  paidByUserID: string | null;
  subscription: PaidSubscription;
  amountCents: number;
  provider: string;
  providerPaymentID: string;
  email: string;
  periodStart: Date;
  periodEnd: Date;
}

export type MismatchInsert = typeof paymentMismatches.$inferInsert;

export interface StoredAnswer {
  status: number;
  answer: unknown;
}

export type IdempotencyClaim =
  | { kind: 'claimed' }
  | { kind: 'answered'; stored: StoredAnswer }
  | { kind: 'in-progress' }
  | { kind: 'other-request' };

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
const rank = (subscription: Subscription) => SUBSCRIPTIONS.indexOf(subscription);

/**
 * Gives each business the level its payments pay for now: the highest level of an unrevoked payment whose year has not
 * ended, until the latest end among that level's (a renewal's year follows the one it renews); Standard without one, as
 * for a level that no payment backs. Products over the new cap are hidden or shown again with it. Answers the
 * businesses whose level or end changed.
 */
async function settleLevels(tx: Transaction, businessIDs: string[]): Promise<string[]> {
  if (businessIDs.length === 0) return [];
  const paid = await tx
    .select({
      businessID: membershipPayments.businessID,
      subscription: membershipPayments.subscription,
      periodEnd: membershipPayments.periodEnd,
    })
    .from(membershipPayments)
    .where(
      and(
        inArray(membershipPayments.businessID, businessIDs),
        isNull(membershipPayments.revokedAt),
        sql`${membershipPayments.periodEnd} > now()`,
      ),
    );
  const changed: string[] = [];
  for (const businessID of businessIDs) {
    let level: { subscription: Subscription; validUntil: Date | null } = {
      subscription: 'standard',
      validUntil: null,
    };
    for (const payment of paid.filter((row) => row.businessID === businessID)) {
      const higher = rank(payment.subscription) > rank(level.subscription);
      const later =
        payment.subscription === level.subscription &&
        payment.periodEnd > (level.validUntil ?? payment.periodEnd);
      if (higher || later) level = { subscription: payment.subscription, validUntil: payment.periodEnd };
    }
    const updated = await tx
      .update(businesses)
      .set({ subscription: level.subscription, subscriptionValidUntil: level.validUntil })
      .where(
        and(
          eq(businesses.id, businessID),
          sql`(${businesses.subscription}, ${businesses.subscriptionValidUntil}) IS DISTINCT FROM (${level.subscription}, ${level.validUntil?.toISOString() ?? null}::timestamptz)`,
        ),
      )
      .returning({ id: businesses.id });
    if (updated.length > 0) changed.push(businessID);
  }
  await syncPublicShowcase(tx, changed);
  return changed;
}

/**
 * A business's membership level and until when it is paid; undefined when there is no such business. `lock` holds the
 * business's row until the transaction of `db` ends, so that what is decided on the level is decided one at a time.
 */
export async function membershipOf(db: Pick<Database, 'select'>, businessID: string, lock = false) {
  const query = db
    .select({ subscription: businesses.subscription, validUntil: businesses.subscriptionValidUntil })
    .from(businesses)
    .where(eq(businesses.id, businessID));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** A level as the receipts name it. */
const levelName = (subscription: Subscription) => subscription[0]!.toUpperCase() + subscription.slice(1);

/** The receipt of a payment just recorded: to the address it was paid with, in the payer's language (always sent). */
async function queueReceipt(tx: Transaction, outbox: MailOutbox, payment: PaymentInsert): Promise<void> {
  const [business] = await tx
    .select({ companyName: businesses.companyName })
    .from(businesses)
    .where(eq(businesses.id, payment.businessID));
  const [payer] = payment.paidByUserID
    ? await tx
        .select({ language: users.preferredLanguage })
        .from(users)
        .where(eq(users.id, payment.paidByUserID))
    : [];
  await outbox.enqueue(tx, [
    {
      to: payment.email,
      template: 'membership.receipt',
      language: mailLanguageOf(payer?.language),
      data: {
        companyName: business?.companyName ?? '',
        level: levelName(payment.subscription),
        amountCents: payment.amountCents,
        currency: 'USD',
        periodStart: payment.periodStart.toISOString(),
        periodEnd: payment.periodEnd.toISOString(),
        reference: payment.id,
        path: `/business/${payment.businessID}/membership`,
      },
    },
  ]);
}

export function membershipRepository(db: Database, outbox: MailOutbox) {
  return {
    membershipOf: (businessID: string) => membershipOf(db, businessID),

    /**
     * Records a payment and gives the business its level until the payment's period ends, in one transaction. A
     * payment already recorded (the provider's notification of a charge this server recorded itself) changes nothing.
     * The level never goes down here: a payment for a lower level than the business holds only adds its record.
     */
    async recordPayment(payment: PaymentInsert): Promise<boolean> {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(membershipPayments)
          .values(payment)
          .onConflictDoNothing({ target: membershipPayments.providerPaymentID })
          .returning({ id: membershipPayments.id });
        if (inserted.length === 0) return false;
        await queueReceipt(tx, outbox, payment);
        await tx
          .update(businesses)
          .set({ subscription: payment.subscription, subscriptionValidUntil: payment.periodEnd })
          .where(
            and(
              eq(businesses.id, payment.businessID),
              inArray(
                businesses.subscription,
                SUBSCRIPTIONS.slice(0, SUBSCRIPTIONS.indexOf(payment.subscription) + 1),
              ),
            ),
          );
        await syncPublicShowcase(tx, [payment.businessID]);
        return true;
      });
    },

    /**
     * Marks a payment refunded or disputed, and gives the business the level its other payments still pay for: a revoked
     * older payment, its notification arriving after a newer upgrade, lowers nothing; the current one revoked leaves
     * what is still paid (the year before a renewal, a lower level bought before an upgrade), else Standard. Answers
     * the business whose level changed, if one did.
     */
    async revokePayment(providerPaymentID: string): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [payment] = await tx
          .update(membershipPayments)
          .set({ revokedAt: sql`now()` })
          .where(
            and(
              eq(membershipPayments.providerPaymentID, providerPaymentID),
              isNull(membershipPayments.revokedAt),
            ),
          )
          .returning({ businessID: membershipPayments.businessID });
        if (!payment) return null;
        const [changed] = await settleLevels(tx, [payment.businessID]);
        return changed ?? null;
      });
    },

    /**
     * Businesses whose paid year has ended fall back to Standard; answers which did. Their products over Standard's
     * showcase cap stay, hidden from the public (`public-showcase.ts`).
     */
    async lapseEnded(now: Date): Promise<string[]> {
      return db.transaction(async (tx) => {
        const ended = await tx
          .select({ id: businesses.id })
          .from(businesses)
          .where(and(ne(businesses.subscription, 'standard'), lt(businesses.subscriptionValidUntil, now)))
          .for('update');
        return settleLevels(
          tx,
          ended.map((business) => business.id),
        );
      });
    },

    /**
     * Claims an idempotency key for a request, or tells what became of the request that claimed it first. A claim left
     * unanswered for `abandonAfterSeconds` (its server stopped mid-way) is taken over: the provider's own idempotency,
     * which gets the same key, keeps the charge single.
     */
    async claimKey(
      userID: string,
      scope: string,
      key: string,
      fingerprint: string,
      abandonAfterSeconds: number,
    ): Promise<IdempotencyClaim> {
      const claimed = await db
        .insert(idempotentRequests)
        .values({ userID, scope, key, fingerprint })
        .onConflictDoNothing()
        .returning({ key: idempotentRequests.key });
      if (claimed.length > 0) return { kind: 'claimed' };
      const mine = and(
        eq(idempotentRequests.userID, userID),
        eq(idempotentRequests.scope, scope),
        eq(idempotentRequests.key, key),
      );
      const [row] = await db.select().from(idempotentRequests).where(mine);
      if (!row) return this.claimKey(userID, scope, key, fingerprint, abandonAfterSeconds);
      if (row.fingerprint !== fingerprint) return { kind: 'other-request' };
      if (row.status !== null)
        return { kind: 'answered', stored: { status: row.status, answer: row.answer } };
      const [takenOver] = await db
        .update(idempotentRequests)
        .set({ createdAt: sql`now()` })
        .where(
          and(
            mine,
            isNull(idempotentRequests.status),
            sql`${idempotentRequests.createdAt} < now() - make_interval(secs => ${abandonAfterSeconds})`,
          ),
        )
        .returning({ key: idempotentRequests.key });
      return takenOver ? { kind: 'claimed' } : { kind: 'in-progress' };
    },

    async storeAnswer(userID: string, scope: string, key: string, stored: StoredAnswer) {
      await db
        .update(idempotentRequests)
        .set({ status: stored.status, answer: stored.answer })
        .where(
          and(
            eq(idempotentRequests.userID, userID),
            eq(idempotentRequests.scope, scope),
            eq(idempotentRequests.key, key),
          ),
        );
    },

    /** Lets the key be used again: the first request failed before it had an answer worth replaying. */
    async releaseKey(userID: string, scope: string, key: string) {
      await db
        .delete(idempotentRequests)
        .where(
          and(
            eq(idempotentRequests.userID, userID),
            eq(idempotentRequests.scope, scope),
            eq(idempotentRequests.key, key),
            isNull(idempotentRequests.status),
          ),
        );
    },

    /**
     * Starts a business's checkout, or answers false while another is under way. One left by a server that stopped
     * mid-way is taken over after `abandonAfterSeconds`.
     */
    async startCheckout(businessID: string, abandonAfterSeconds: number): Promise<boolean> {
      const started = await db
        .insert(membershipCheckouts)
        .values({ businessID })
        .onConflictDoUpdate({
          target: membershipCheckouts.businessID,
          set: { startedAt: sql`now()` },
          setWhere: sql`${membershipCheckouts.startedAt} < now() - make_interval(secs => ${abandonAfterSeconds})`,
        })
        .returning({ businessID: membershipCheckouts.businessID });
      return started.length > 0;
    },

    async endCheckout(businessID: string) {
      await db.delete(membershipCheckouts).where(eq(membershipCheckouts.businessID, businessID));
    },

    /** Keeps a payment that did not pay its plan's price, once per payment; false when it was kept before. */
    async recordMismatch(mismatch: MismatchInsert): Promise<boolean> {
      const inserted = await db
        .insert(paymentMismatches)
        .values(mismatch)
        .onConflictDoNothing({ target: paymentMismatches.providerPaymentID })
        .returning({ id: paymentMismatches.id });
      return inserted.length > 0;
    },

    /** A page of the payments that did not pay their plan's price, newest first, with their business's name. */
    async mismatches(page: { skip: number; size: number }) {
      const [rows, [count]] = await Promise.all([
        db
          .select({
            id: paymentMismatches.id,
            provider: paymentMismatches.provider,
            paymentID: paymentMismatches.providerPaymentID,
            businessID: paymentMismatches.businessID,
            businessName: businesses.companyName,
            subscription: paymentMismatches.subscription,
            expectedCents: paymentMismatches.expectedCents,
            expectedCurrency: paymentMismatches.expectedCurrency,
            paidCents: paymentMismatches.paidCents,
            paidCurrency: paymentMismatches.paidCurrency,
            email: paymentMismatches.email,
            recordedAt: paymentMismatches.createdAt,
          })
          .from(paymentMismatches)
          .leftJoin(businesses, eq(businesses.id, paymentMismatches.businessID))
          .orderBy(desc(paymentMismatches.createdAt), desc(paymentMismatches.id))
          .offset(page.skip)
          .limit(page.size),
        db.select({ total: sql<number>`count(*)::int` }).from(paymentMismatches),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    /** Whether a provider notification was applied before (a replay). */
    async delivered(event: { id: string; provider: string }): Promise<boolean> {
      const [row] = await db
        .select({ id: paymentEvents.id })
        .from(paymentEvents)
        .where(eq(paymentEvents.id, event.id))
        .limit(1);
      return row !== undefined;
    },

    /** Records that a provider notification was applied, once. */
    async markDelivered(event: { id: string; provider: string; type: string }): Promise<void> {
      await db.insert(paymentEvents).values(event).onConflictDoNothing();
    },
  };
}
export type MembershipRepository = ReturnType<typeof membershipRepository>;
