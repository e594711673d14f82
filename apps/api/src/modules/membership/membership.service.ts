import { createHash, randomUUID } from 'node:crypto';
import {
  EMAIL_NOT_VERIFIED_MESSAGES,
  isRenewable,
  CHECKOUT_UNDER_WAY_MESSAGE,
  KEY_IN_PROGRESS_MESSAGE,
  KEY_REUSED_MESSAGE,
  MEMBERSHIP_PERIOD_DAYS,
  NOT_AN_UPGRADE_MESSAGE,
  MEMBERSHIP_RENEWAL_DAYS,
  MEMBERSHIP_PRICE_CENTS,
  PAID_SUBSCRIPTIONS,
  PAYMENT_MISMATCH_MESSAGE,
  SUBSCRIPTIONS,
  subscriptionName,
  type ErrorName,
  type SubscribeInput,
  type Subscription,
  type SubscriptionPlan,
  type AdminPaymentMismatchListQuery,
  type PaidSubscription,
  type PaymentMismatch,
} from '@b2b/contracts';
import { AppError, Conflict, PaymentError, ValidationError } from '@b2b/server-kit';
import { requireVerifiedEmail, type SessionUser } from '../../plugins/auth/auth.plugin.ts';
import type { PageCache } from '../../plugins/page-cache.ts';
import type { BusinessAccessPolicy } from '../businesses/business-access.ts';
import { levelAt } from './level-at.ts';
import type { MembershipRepository, StoredAnswer } from './membership.repository.ts';
import type { PaymentProvider, ProviderEvent } from './payment-provider.ts';
import { paysFor, priceOf, type PaidAmount } from './payment-reconciliation.ts';

export interface Membership {
  subscription: Subscription;
  validUntil: string;
}

export interface CurrentMembership {
  subscription: Subscription;
  validUntil: string | null;
}

export interface MembershipServiceOptions {
  repo: MembershipRepository;
  policy: Pick<BusinessAccessPolicy, 'requireBusinessAccess' | 'requirePrivateAccess'>;
  provider: PaymentProvider;
  /** The cached business pages: they show the membership's badge. */
  pages: Pick<PageCache, 'invalidate'>;
  /** A paid year may be renewed at its level in its last this many days. */
  renewalDays?: number;
  now?: () => Date;
  /** How long a retry waits for the first request with its key to finish. */
  replayWaitMs?: number;
}

const SUBSCRIBE = 'subscribe';
/** A checkout or a claimed key older than this was left by a server that stopped: the next request takes it over. */
const ABANDONED_AFTER_SECONDS = 120;
const DAY_MS = 24 * 60 * 60 * 1000;

const level = (subscription: Subscription) => SUBSCRIPTIONS.indexOf(subscription);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Selling memberships: the plans, a purchase charged once however often it is sent, and what the provider later reports
 * (refunds, disputes, payments this server did not get to record). The business's level and its end are kept on the
 * business; every payment is kept too.
 */
export function membershipService({
  repo,
  policy,
  provider,
  pages,
  renewalDays = MEMBERSHIP_RENEWAL_DAYS,
  now = () => new Date(),
  replayWaitMs = 20_000,
}: MembershipServiceOptions) {
  const plans: SubscriptionPlan[] = PAID_SUBSCRIPTIONS.map((subscription) => ({
    subscription,
    price: MEMBERSHIP_PRICE_CENTS[subscription],
    planId: subscription,
  }));

  /** Keeps a payment that did not pay its plan's price for an administrator; the level is left as it is. */
  async function recordMismatch(payment: {
    paymentID: string;
    eventID: string | null;
    businessID: string;
    plan: PaidSubscription;
    paid: PaidAmount | undefined;
    email: string;
  }): Promise<void> {
    const expected = priceOf(payment.plan);
    await repo.recordMismatch({
      id: randomUUID(),
      provider: provider.name,
      providerPaymentID: payment.paymentID,
      providerEventID: payment.eventID,
      businessID: payment.businessID,
      subscription: payment.plan,
      expectedCents: expected.cents,
      expectedCurrency: expected.currency,
      paidCents: payment.paid?.cents ?? null,
      paidCurrency: payment.paid?.currency ?? null,
      email: payment.email,
    });
  }

  /** What a business holds now: a paid year that has ended counts as Standard before the lapse job runs. */
  async function currentMembership(businessID: string): Promise<CurrentMembership> {
    const membership = await repo.membershipOf(businessID);
    const subscription = levelAt(membership, now());
    return {
      subscription,
      validUntil: subscription === 'standard' ? null : (membership?.validUntil?.toISOString() ?? null),
    };
  }

  /**
   * A higher level, or the same one in the last days of its paid year (a renewal, whose year starts where the paid one
   * ends). Read once the business's checkout is held, so that two purchases at once cannot both pass.
   */
  async function periodOfPurchase(input: SubscribeInput): Promise<{ start: Date; end: Date }> {
    const current = await currentMembership(input.businessID);
    const at = now();
    const renewal = input.planId === current.subscription && isRenewable(current.validUntil, at, renewalDays);
    if (!renewal && level(input.planId) <= level(current.subscription)) {
      throw new Conflict(NOT_AN_UPGRADE_MESSAGE);
    }
    const start = renewal && current.validUntil ? new Date(current.validUntil) : at;
    return { start, end: new Date(start.getTime() + MEMBERSHIP_PERIOD_DAYS * DAY_MS) };
  }

  async function purchase(user: SessionUser, input: SubscribeInput, key: string): Promise<Membership> {
    if (!(await repo.startCheckout(input.businessID, ABANDONED_AFTER_SECONDS))) {
      throw new Conflict(CHECKOUT_UNDER_WAY_MESSAGE);
    }
    try {
      const period = await periodOfPurchase(input);
      const price = priceOf(input.planId);
      const outcome = await provider.charge({
        amountCents: price.cents,
        currency: price.currency,
        paymentMethod: input.paymentMethod,
        description: `${subscriptionName(input.planId)} membership, one year`,
        email: input.email,
        idempotencyKey: `${SUBSCRIBE}:${user.userID}:${key}`,
        metadata: {
          businessID: input.businessID,
          subscription: input.planId,
          userID: user.userID,
          email: input.email,
        },
      });
      if (!outcome.paid) throw new PaymentError(outcome.message);
      if (!paysFor(input.planId, outcome.amount)) {
        await recordMismatch({
          paymentID: outcome.paymentID,
          eventID: null,
          businessID: input.businessID,
          plan: input.planId,
          paid: outcome.amount,
          email: input.email,
        });
        throw new PaymentError(PAYMENT_MISMATCH_MESSAGE);
      }
      await repo.recordPayment({
        id: randomUUID(),
        businessID: input.businessID,
        paidByUserID: user.userID,
        subscription: input.planId,
        amountCents: MEMBERSHIP_PRICE_CENTS[input.planId],
        provider: provider.name,
        providerPaymentID: outcome.paymentID,
        email: input.email,
        periodStart: period.start,
        periodEnd: period.end,
      });
      pages.invalidate(input.businessID);
      return { subscription: input.planId, validUntil: period.end.toISOString() };
    } finally {
      await repo.endCheckout(input.businessID);
    }
  }

  /**
   * The first request's answer, once it has one, or null when that request was abandoned and this one took its key
   * over; a first request still running after `replayWaitMs` is a conflict.
   */
  async function replay(user: SessionUser, key: string, fingerprint: string): Promise<StoredAnswer | null> {
    const deadline = Date.now() + replayWaitMs;
    for (;;) {
      const claim = await repo.claimKey(user.userID, SUBSCRIBE, key, fingerprint, ABANDONED_AFTER_SECONDS);
      if (claim.kind === 'answered') return claim.stored;
      if (claim.kind === 'other-request') throw new Conflict(KEY_REUSED_MESSAGE);
      if (claim.kind === 'claimed') return null;
      if (Date.now() > deadline) throw new Conflict(KEY_IN_PROGRESS_MESSAGE);
      await sleep(50);
    }
  }

  /** What a verified notification changes: a payment recorded (or a mismatch kept), or a refunded one taken back. */
  async function applyNotification(event: ProviderEvent): Promise<void> {
    if (event.type === 'payment_intent.succeeded' && event.paymentID) {
      const { businessID, subscription, userID } = event.metadata;
      const bought = PAID_SUBSCRIPTIONS.find((paid) => paid === subscription);
      if (!businessID || !UUID.test(businessID) || !bought) return;
      if (!paysFor(bought, event.amount)) {
        await recordMismatch({
          paymentID: event.paymentID,
          eventID: event.id,
          businessID,
          plan: bought,
          paid: event.amount,
          email: event.metadata.email ?? '',
        });
        return;
      }
      const periodStart = new Date(event.created * 1000);
      await repo.recordPayment({
        id: randomUUID(),
        businessID,
        paidByUserID: userID ?? null,
        subscription: bought,
        amountCents: MEMBERSHIP_PRICE_CENTS[bought],
        provider: provider.name,
        providerPaymentID: event.paymentID,
        email: event.metadata.email ?? '',
        periodStart,
        periodEnd: new Date(periodStart.getTime() + MEMBERSHIP_PERIOD_DAYS * DAY_MS),
      });
      pages.invalidate(businessID);
    } else if (
      (event.type === 'charge.refunded' || event.type === 'charge.dispute.created') &&
      event.paymentID
    ) {
      const lowered = await repo.revokePayment(event.paymentID);
      if (lowered) pages.invalidate(lowered);
    }
  }

  return {
    setup: () => ({ plans, publicKey: provider.publicKey, provider: provider.name, renewalDays }),

    /** The membership of a business, for its owner: when it was paid until is the business's own affair. */
    async membershipOf(user: SessionUser, businessID: string): Promise<CurrentMembership> {
      await policy.requirePrivateAccess(user.userID, businessID, 'manage');
      return currentMembership(businessID);
    },

    /**
     * Buys a membership for a business its owner holds. With an `Idempotency-Key` a repeated request (a retry after a
     * lost answer, a double click) answers what the first answered, success or refusal, and charges nothing more; the
     * key also goes to the provider, whose own idempotency keeps the charge single if this server stopped mid-way.
     */
    async subscribe(user: SessionUser, input: SubscribeInput, idempotencyKey?: string): Promise<Membership> {
      await policy.requireBusinessAccess(user.userID, input.businessID, 'manage');
      // A payment's receipt and the business's standing go to this address: it must be proved first.
      requireVerifiedEmail(user, EMAIL_NOT_VERIFIED_MESSAGES.membership);
      // Without a key, the purchase itself is the key: the same card buying the same level again is a repeat.
      const key =
        idempotencyKey ??
        `auto:${sha256(JSON.stringify([input.businessID, input.planId, input.paymentMethod]))}`;
      const fingerprint = sha256(JSON.stringify(input));
      const first = await repo.claimKey(user.userID, SUBSCRIBE, key, fingerprint, ABANDONED_AFTER_SECONDS);
      if (first.kind === 'other-request') throw new Conflict(KEY_REUSED_MESSAGE);
      const stored =
        first.kind === 'answered'
          ? first.stored
          : first.kind === 'in-progress'
            ? await replay(user, key, fingerprint)
            : null;
      if (stored) {
        if (stored.status === 200) return stored.answer as Membership;
        const { name, message } = stored.answer as { name: ErrorName; message: string };
        throw new AppError(name, message);
      }
      try {
        const membership = await purchase(user, input, key);
        await repo.storeAnswer(user.userID, SUBSCRIBE, key, { status: 200, answer: membership });
        return membership;
      } catch (error) {
        if (error instanceof AppError && !(error instanceof ValidationError)) {
          await repo.storeAnswer(user.userID, SUBSCRIBE, key, {
            status: error.status,
            answer: { name: error.errorName, message: error.message },
          });
        } else {
          // An outage (the provider or the database) has no answer worth replaying: the key may be tried again.
          await repo.releaseKey(user.userID, SUBSCRIBE, key);
        }
        throw error;
      }
    },

    /**
     * A notification from the provider, once its signature is checked; a replayed one changes nothing. A payment the
     * provider reports succeeded for exactly its plan's price (else it is kept as a mismatch) is recorded if this server had not (it stopped between the charge and the record); a
     * refund or a dispute takes the level back only when that payment is what pays for it now, so a late notification
     * never lowers a level bought after it.
     */
    async handleNotification(rawBody: Buffer, signature: string | undefined): Promise<void> {
      let event;
      try {
        event = provider.verifyEvent(rawBody, signature);
      } catch {
        throw new ValidationError('The notification’s signature does not match its body.', [
          { path: 'stripe-signature', message: 'The signature does not match.' },
        ]);
      }
      const delivery = { id: event.id, provider: provider.name, type: event.type };
      if (await repo.delivered(delivery)) return;
      await applyNotification(event);
      // Marked only once applied: a notification that failed part-way (the database away) is answered with an error,
      // and the provider's next try applies it. Every effect is recorded once however often it is applied.
      await repo.markDelivered(delivery);
    },

    /** The payments that did not pay their plan's price, newest first, for the administrators. */
    async mismatches(
      query: AdminPaymentMismatchListQuery,
    ): Promise<{ mismatches: PaymentMismatch[]; total: number }> {
      const { rows, total } = await repo.mismatches(query);
      const mismatches = rows.map((row) => ({
        ...row,
        provider: row.provider as PaymentMismatch['provider'],
        recordedAt: row.recordedAt.toISOString(),
      }));
      return { mismatches, total };
    },

    /** Paid years that have ended fall back to Standard; answers how many businesses did. */
    async lapseEnded(): Promise<number> {
      const lapsed = await repo.lapseEnded(now());
      if (lapsed.length > 0) pages.invalidate(...lapsed);
      return lapsed.length;
    },
  };
}
export type MembershipService = ReturnType<typeof membershipService>;
