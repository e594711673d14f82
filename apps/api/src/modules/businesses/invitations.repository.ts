import type { InterfaceLanguage, MemberAccess } from '@b2b/contracts';
import type { MailInput, MailOutbox } from '../mail/mail.repository.ts';
import { mailLanguageOf } from '../mail/templates/words.ts';
import { noticeOutbox, type Notice } from '../notification-mail/notification-mail.repository.ts';
import { and, asc, eq, sql, tables, type Database } from '@b2b/db';

const { businessInvitations, businessMembers, businesses, users } = tables;

const invitationColumns = {
  id: businessInvitations.id,
  businessID: businessInvitations.businessID,
  companyName: businesses.companyName,
  email: businessInvitations.email,
  access: businessInvitations.access,
  invitedBy: businessInvitations.invitedBy,
  inviterFirstName: users.firstName,
  inviterLastName: users.lastName,
  createdAt: businessInvitations.createdAt,
};
export type InvitationRow = Awaited<ReturnType<InvitationsRepository['pendingOfBusiness']>>[number];

const pending = sql`${businessInvitations.status} = 'pending'`;

/** The invitation with this id addressed to this email, whatever its status. */
const addressedTo = (invitationID: string, email: string) =>
  and(eq(businessInvitations.id, invitationID), eq(businessInvitations.email, email));

export interface NewInvitation {
  id: string;
  businessID: string;
  email: string;
  access: MemberAccess;
  invitedBy: string;
}

/** The invitation's mail, made from the invitation as saved. */
export type InvitationMail = (saved: InvitationRow) => Notice | MailInput;

export function invitationsRepository(db: Database, outbox: MailOutbox) {
  const notices = noticeOutbox(outbox);
  const select = (executor: Database = db) =>
    executor
      .select(invitationColumns)
      .from(businessInvitations)
      .innerJoin(businesses, eq(businesses.id, businessInvitations.businessID))
      .innerJoin(users, eq(users.id, businessInvitations.invitedBy));

  async function pendingByID(id: string, executor: Database = db) {
    const [row] = await select(executor).where(and(eq(businessInvitations.id, id), pending));
    return row ?? null;
  }

  return {
    pendingOfBusiness(businessID: string) {
      return select()
        .where(and(eq(businessInvitations.businessID, businessID), pending))
        .orderBy(asc(businessInvitations.createdAt), asc(businessInvitations.email));
    },

    /** The pending invitations addressed to this (normalised) email, newest first. */
    pendingFor(email: string) {
      return select()
        .where(and(eq(businessInvitations.email, email), pending))
        .orderBy(sql`${businessInvitations.createdAt} desc`, asc(businessInvitations.id));
    },

    /** The email of a portal profile, normalised by the caller's rule, or null. */
    async emailOfUser(userID: string): Promise<string | null> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userID));
      return row?.email ?? null;
    },

    /** Whether someone whose profile has this email already belongs to the business. */
    async isMemberByEmail(businessID: string, email: string): Promise<boolean> {
      const rows = await db
        .select({ userID: businessMembers.userID })
        .from(businessMembers)
        .innerJoin(users, eq(users.id, businessMembers.userID))
        .where(and(eq(businessMembers.businessID, businessID), eq(sql`lower(${users.email})`, email)))
        .limit(1);
      return rows.length > 0;
    },

    /**
     * The pending invitation of this email to this business, made or, when one is pending already, given the new access
     * and inviter: inviting again never makes a second one, also when two invitations arrive at once.
     */
    async upsertPending(invitation: NewInvitation, mail: InvitationMail) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(businessInvitations)
          .values(invitation)
          .onConflictDoUpdate({
            target: [businessInvitations.businessID, businessInvitations.email],
            targetWhere: pending,
            set: { access: invitation.access, invitedBy: invitation.invitedBy },
          })
          .returning({ id: businessInvitations.id });
        const saved = row && (await pendingByID(row.id, tx));
        if (!saved) throw new Error('the invitation just saved is not pending');
        const owed = mail(saved);
        if ('mail' in owed) await notices.deliver(tx, [owed]);
        else await outbox.enqueue(tx, [owed]);
        return saved;
      });
    },

    /** The portal's person with this (normalised) email, and their language, or null for an address without one. */
    async personByEmail(email: string): Promise<{ userID: string; language: InterfaceLanguage } | null> {
      const [row] = await db
        .select({ userID: users.id, preferredLanguage: users.preferredLanguage })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email))
        .limit(1);
      return row ? { userID: row.userID, language: mailLanguageOf(row.preferredLanguage) } : null;
    },

    /** The owner withdraws a pending invitation of their business; false when there is none with this id. */
    async withdraw(businessID: string, invitationID: string): Promise<boolean> {
      const rows = await db
        .update(businessInvitations)
        .set({ status: 'withdrawn', answeredAt: new Date() })
        .where(
          and(
            eq(businessInvitations.id, invitationID),
            eq(businessInvitations.businessID, businessID),
            pending,
          ),
        )
        .returning({ id: businessInvitations.id });
      return rows.length > 0;
    },

    /** Whether an invitation with this id was ever addressed to this email (answered, withdrawn or pending). */
    async existsFor(invitationID: string, email: string): Promise<boolean> {
      const rows = await db
        .select({ id: businessInvitations.id })
        .from(businessInvitations)
        .where(addressedTo(invitationID, email));
      return rows.length > 0;
    },

    /**
     * Accepts the pending invitation addressed to this email and makes its holder a member with its access, in one
     * transaction; null when there is no such pending invitation.
     */
    accept(invitationID: string, email: string, userID: string) {
      return db.transaction(async (tx) => {
        const [accepted] = await tx
          .update(businessInvitations)
          .set({ status: 'accepted', answeredAt: new Date() })
          .where(and(addressedTo(invitationID, email), pending))
          .returning({ businessID: businessInvitations.businessID, access: businessInvitations.access });
        if (!accepted) return null;
        await tx
          .insert(businessMembers)
          .values({ businessID: accepted.businessID, userID, access: accepted.access })
          .onConflictDoNothing();
        return accepted;
      });
    },

    /** Declines the pending invitation addressed to this email; false when there is none. */
    async decline(invitationID: string, email: string): Promise<boolean> {
      const rows = await db
        .update(businessInvitations)
        .set({ status: 'declined', answeredAt: new Date() })
        .where(and(addressedTo(invitationID, email), pending))
        .returning({ id: businessInvitations.id });
      return rows.length > 0;
    },
  };
}

export type InvitationsRepository = ReturnType<typeof invitationsRepository>;
