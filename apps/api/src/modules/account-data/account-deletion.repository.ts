import { createHash } from 'node:crypto';
import { ACCOUNT_MAIL_TEMPLATE_NAMES } from '@b2b/contracts';
import { alias, and, asc, eq, inArray, isNotNull, isNull, ne, or, sql, tables, type Database } from '@b2b/db';
import { storedKeys } from '../files/stored-image.ts';
import { removeNotificationsAbout } from '../notifications/notifications.repository.ts';

const {
  accountDeletions,
  businesses,
  businessMembers,
  comments,
  emailOutbox,
  inquiryParticipants,
  liveEvents,
  notifications,
  posts,
  reactions,
  uploadedFiles,
  users,
} = tables;

export const deletionTokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

const heirs = alias(businessMembers, 'heirs');
const heirUsers = alias(users, 'heir_users');

/** A business the person owns, and who would own it after them: its longest-serving admin, or null for none. */
export interface OwnedBusiness {
  businessID: string;
  companyName: string;
  heirID: string | null;
  heirName: string | null;
}

/** The portal's half of a deletion (decision 0023): requests, and the deletion of the portal's data of a person. */
export function accountDeletionRepository(db: Database) {
  /** The businesses `userID` owns, each with its first admin (or, with `anyMember`, its first other person). */
  async function ownedBy(executor: Database, userID: string, anyMember: boolean): Promise<OwnedBusiness[]> {
    const rows = await executor
      .selectDistinctOn([businessMembers.businessID], {
        businessID: businessMembers.businessID,
        companyName: businesses.companyName,
        heirID: heirs.userID,
        heirName: sql<string | null>`${heirUsers.firstName} || ' ' || ${heirUsers.lastName}`,
      })
      .from(businessMembers)
      .innerJoin(businesses, eq(businesses.id, businessMembers.businessID))
      .leftJoin(
        heirs,
        and(
          eq(heirs.businessID, businessMembers.businessID),
          ne(heirs.userID, userID),
          anyMember ? undefined : eq(heirs.access, 'admin'),
        ),
      )
      .leftJoin(heirUsers, eq(heirUsers.id, heirs.userID))
      .where(and(eq(businessMembers.userID, userID), eq(businessMembers.access, 'owner')))
      // Admins before members, then the longest-serving.
      .orderBy(
        businessMembers.businessID,
        sql`case ${heirs.access} when 'admin' then 0 else 1 end`,
        asc(heirs.createdAt),
      );
    return rows.sort((a, b) => a.companyName.localeCompare(b.companyName));
  }

  /** Deletes the posts and comments of the person, with what others attached to them (comments, replies, likes). */
  async function removeWritings(tx: Database, userID: string) {
    const own = [
      ...(await tx.select({ id: posts.id }).from(posts).where(eq(posts.userID, userID))),
      ...(await tx.select({ id: comments.id }).from(comments).where(eq(comments.userID, userID))),
    ].map((row) => row.id);
    if (own.length === 0) return;
    const threads = (
      await tx.select({ id: comments.id }).from(comments).where(inArray(comments.resourceID, own))
    ).map((row) => row.id);
    const replies =
      threads.length === 0
        ? []
        : (
            await tx.select({ id: comments.id }).from(comments).where(inArray(comments.resourceID, threads))
          ).map((row) => row.id);
    const gone = [...own, ...threads, ...replies];
    await removeNotificationsAbout(tx, gone);
    await tx.delete(reactions).where(inArray(reactions.resourceID, gone));
    await tx.delete(comments).where(inArray(comments.id, [...threads, ...replies]));
  }

  /**
   * Withdraws the mails still waiting for the person: their notifications, and the account service's mails to their
   * address (links of an account that is gone). Mail to a business's address stays, as the business does.
   */
  async function withdrawMails(tx: Database, userID: string, email: string) {
    await tx
      .delete(emailOutbox)
      .where(
        and(
          eq(emailOutbox.status, 'waiting'),
          or(
            eq(emailOutbox.recipientUserID, userID),
            and(
              sql`lower(${emailOutbox.toAddress}) = lower(${email})`,
              inArray(emailOutbox.template, [...ACCOUNT_MAIL_TEMPLATE_NAMES]),
            ),
          ),
        ),
      );
  }

  /**
   * Forgets the pictures the person uploaded for themself (profile, posts), answering their stored files for the caller
   * to remove once the deletion has committed. Pictures uploaded for a business stay with the business.
   */
  async function forgetOwnUploads(tx: Database, userID: string): Promise<string[]> {
    const forgotten = await tx
      .delete(uploadedFiles)
      .where(and(eq(uploadedFiles.ownerUserID, userID), eq(uploadedFiles.target, 'user')))
      .returning({ key: uploadedFiles.key, image: uploadedFiles.image });
    return forgotten.flatMap((file) => storedKeys(file.key, file.image));
  }

  return {
    ownedBusinesses: (userID: string) => ownedBy(db, userID, false),

    /** Opens a request for the account service's page: only the token's digest is kept. */
    async open(userID: string, token: string, expiresAt: Date): Promise<void> {
      await db.insert(accountDeletions).values({ userID, tokenHash: deletionTokenHash(token), expiresAt });
    },

    /** Requests the account service confirmed and the portal has not completed yet. */
    async incomplete(): Promise<string[]> {
      const rows = await db
        .select({ id: accountDeletions.id })
        .from(accountDeletions)
        .where(and(isNotNull(accountDeletions.confirmedAt), isNull(accountDeletions.completedAt)));
      return rows.map((row) => row.id);
    },

    /**
     * Deletes the portal's data of the request's person in one transaction and marks the request completed. The
     * request's row is locked first and skipped when another process holds it, so that each request is completed once
     * however many processes try. Answers the storage keys of the person's own pictures, which the caller removes after
     * the commit; null when there was nothing (left) to do.
     */
    async complete(requestID: string): Promise<{ files: string[] } | null> {
      return db.transaction(async (tx) => {
        const [request] = await tx
          .select({ userID: accountDeletions.userID })
          .from(accountDeletions)
          .where(
            and(
              eq(accountDeletions.id, requestID),
              isNotNull(accountDeletions.confirmedAt),
              isNull(accountDeletions.completedAt),
            ),
          )
          .for('update', { skipLocked: true });
        if (!request) return null;
        const { userID } = request;

        // Each business passes to its first admin, else (someone left since the check) its first member; one nobody
        // else belongs to goes with its owner.
        for (const business of await ownedBy(tx, userID, true)) {
          if (business.heirID === null) {
            await tx.delete(businesses).where(eq(businesses.id, business.businessID));
            continue;
          }
          // The owner's row goes first: a business has one owner (a unique index).
          await tx
            .delete(businessMembers)
            .where(
              and(eq(businessMembers.businessID, business.businessID), eq(businessMembers.userID, userID)),
            );
          await tx
            .update(businessMembers)
            .set({ access: 'owner' })
            .where(
              and(
                eq(businessMembers.businessID, business.businessID),
                eq(businessMembers.userID, business.heirID),
              ),
            );
        }
        await removeWritings(tx, userID);
        const [profile] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userID));
        if (profile) await withdrawMails(tx, userID, profile.email);
        const files = await forgetOwnUploads(tx, userID);
        // What was addressed to the person alone; their threads stay with the other side.
        await tx.delete(notifications).where(eq(notifications.recipientID, userID));
        await tx.delete(liveEvents).where(eq(liveEvents.identityID, userID));
        await tx.delete(inquiryParticipants).where(eq(inquiryParticipants.identityID, userID));
        // The profile, and with it (foreign keys) memberships, favourites, likes, follows, posts, comments and what
        // they did that others were notified of; their messages and threads stay, without an author.
        await tx.delete(users).where(eq(users.id, userID));
        // The other sides no longer find the thread by the person's name.
        await tx
          .update(inquiryParticipants)
          .set({
            searchText: sql`inquiry_participant_search_text(${inquiryParticipants.counterpartID}, ${inquiryParticipants.inquiryID})`,
          })
          .where(eq(inquiryParticipants.counterpartID, userID));
        await tx
          .update(accountDeletions)
          .set({ completedAt: sql`now()` })
          .where(eq(accountDeletions.id, requestID));
        return { files };
      });
    },
  };
}

export type AccountDeletionRepository = ReturnType<typeof accountDeletionRepository>;
