import { randomUUID } from 'node:crypto';
import {
  PAID_SUBSCRIPTIONS,
  VERIFICATION_ALREADY_VERIFIED_MESSAGE,
  VERIFICATION_DECIDED_MESSAGE,
  VERIFICATION_PAID_ONLY_MESSAGE,
  VERIFICATION_PENDING_MESSAGE,
  type AdminVerificationDetail,
  type AdminVerificationListQuery,
  type AdminVerificationSummary,
  type Subscription,
  type VerificationRequest,
  type VerificationRequestInput,
  type VerificationState,
  NO_BUSINESS_MESSAGE,
  NO_VERIFICATION_REQUEST_MESSAGE,
} from '@b2b/contracts';
import { Conflict, NotFound, PlanLimitReached, ValidationError } from '@b2b/server-kit';
import { adminBusinessOf } from '../administration/admin-business.ts';
import type { PageInvalidation } from '../../plugins/page-cache.ts';
import type { BusinessAccessPolicy } from '../businesses/business-access.ts';
import { ownPicture } from '../businesses/own-picture.ts';
import type { OwnImages } from '../users/users.service.ts';
import type { QueueCursor, VerificationRepository, VerificationRow } from './verification.repository.ts';

export interface VerificationServiceOptions {
  repo: VerificationRepository;
  access: Pick<BusinessAccessPolicy, 'requirePrivateAccess'>;
  images: OwnImages;
  /** The cached business pages: they show the verified badge. */
  pages: Pick<PageInvalidation, 'invalidate'>;
}

const isPaid = (subscription: Subscription) =>
  (PAID_SUBSCRIPTIONS as readonly string[]).includes(subscription);
const noRequest = () => new NotFound(NO_VERIFICATION_REQUEST_MESSAGE);

function encodeCursor({ rank, key, id }: QueueCursor): string {
  return Buffer.from(`${rank}.${key}.${id}`).toString('base64url');
}

function decodeCursor(text: string): QueueCursor {
  const [rank, key, id] = Buffer.from(text, 'base64url').toString().split('.');
  if (
    (rank !== '0' && rank !== '1') ||
    !key ||
    !/^-?\d{1,20}$/.test(key) ||
    !id ||
    !/^[0-9a-f-]{36}$/i.test(id)
  ) {
    const message = 'cursor must be one a previous page gave';
    throw new ValidationError(message, [{ path: 'cursor', message }]);
  }
  return { rank: Number(rank), key: BigInt(key), id };
}

function requestOf(row: VerificationRow): VerificationRequest {
  return {
    requestID: row.id,
    status: row.status,
    registrationNumber: row.registrationNumber,
    documents: row.documents,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    reason: row.decisionNote,
  };
}

/**
 * Verification: a business of a paid level offers evidence (its registration number and pictures of its registration
 * documents); an administrator approves it, which makes the business verified, or rejects it with a reason its people
 * read. Only the owner and admins of the business see its requests; to anyone else the business's side is not there.
 */
export function verificationService({ repo, access, images, pages }: VerificationServiceOptions) {
  async function detail(requestID: string): Promise<AdminVerificationDetail> {
    const row = await repo.detail(requestID);
    if (!row) throw noRequest();
    const { requester } = row;
    return {
      ...requestOf(row.request),
      business: adminBusinessOf(row.business),
      requestedBy: requester
        ? {
            userID: requester.userID,
            name: `${requester.firstName} ${requester.lastName}`.trim(),
            email: requester.email,
          }
        : null,
    };
  }

  async function decide(
    adminID: string,
    requestID: string,
    status: 'approved' | 'rejected',
    reason: string | null,
  ): Promise<AdminVerificationDetail> {
    const current = await detail(requestID);
    if (!(await repo.decide(requestID, { status, decidedByUserID: adminID, reason }))) {
      throw new Conflict(VERIFICATION_DECIDED_MESSAGE);
    }
    if (status === 'approved') pages.invalidate(current.business.businessID);
    return detail(requestID);
  }

  return {
    /** Owner or admin of the business: whether it is verified, may ask, and its latest request. */
    async state(userID: string, businessID: string): Promise<VerificationState> {
      await access.requirePrivateAccess(userID, businessID, 'edit');
      const business = await repo.businessOf(businessID);
      if (!business) throw new NotFound(NO_BUSINESS_MESSAGE);
      const latest = await repo.latestOf(businessID);
      return {
        verified: business.verified,
        subscription: business.subscription,
        eligible: isPaid(business.subscription),
        latest: latest ? requestOf(latest) : null,
      };
    },

    /**
     * Owner or admin of a business of a paid level that is not verified and has no request waiting; every document
     * must be the caller's own upload.
     */
    async request(
      userID: string,
      businessID: string,
      input: VerificationRequestInput,
    ): Promise<VerificationRequest> {
      const { business } = await access.requirePrivateAccess(userID, businessID, 'edit');
      const current = await repo.businessOf(business.id);
      if (!current) throw new NotFound(NO_BUSINESS_MESSAGE);
      if (!isPaid(current.subscription)) throw new PlanLimitReached(VERIFICATION_PAID_ONLY_MESSAGE);
      if (current.verified) throw new Conflict(VERIFICATION_ALREADY_VERIFIED_MESSAGE);
      const documents = await Promise.all(input.documents.map((image) => ownPicture(images, userID, image)));
      const row = await repo.insert({
        id: randomUUID(),
        businessID,
        requestedByUserID: userID,
        registrationNumber: input.registrationNumber,
        documents,
        note: input.note || null,
      });
      if (!row) throw new Conflict(VERIFICATION_PENDING_MESSAGE);
      return requestOf(row);
    },

    /** The administrators' queue: waiting requests first, oldest first; then decided ones, newest first. */
    async queue(
      query: AdminVerificationListQuery,
    ): Promise<{ requests: AdminVerificationSummary[]; next: string | null }> {
      const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
      const rows = await repo.queue(query.size + 1, cursor);
      const page = rows.slice(0, query.size);
      const last = page.at(-1);
      return {
        requests: page.map((row) => ({
          requestID: row.request.id,
          status: row.request.status,
          registrationNumber: row.request.registrationNumber,
          createdAt: row.request.createdAt.toISOString(),
          business: adminBusinessOf(row.business),
        })),
        next: rows.length > query.size && last ? encodeCursor(last.cursor) : null,
      };
    },

    detail,

    approve: (adminID: string, requestID: string) => decide(adminID, requestID, 'approved', null),

    reject: (adminID: string, requestID: string, reason: string) =>
      decide(adminID, requestID, 'rejected', reason),
  };
}
export type VerificationService = ReturnType<typeof verificationService>;
