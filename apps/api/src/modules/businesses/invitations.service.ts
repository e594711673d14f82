import { randomUUID } from 'node:crypto';
import {
  EMAIL_NOT_VERIFIED_MESSAGES,
  ALREADY_MEMBER_MESSAGE,
  DEFAULT_LANGUAGE,
  type InterfaceLanguage,
  INVITATION_ANSWERED_MESSAGE,
  normalizeEmail,
  type Invitation,
  type MemberAccess,
  type MemberAddInput,
  NO_INVITATION_MESSAGE,
  NO_PENDING_INVITATION_MESSAGE,
  NO_PORTAL_MEMBER_MESSAGE,
} from '@b2b/contracts';
import { Conflict, NotFound } from '@b2b/server-kit';
import { requireVerifiedEmail, type SessionUser } from '../../plugins/auth/auth.plugin.ts';
import type { MailInput } from '../mail/mail.repository.ts';
import type { Notice } from '../notification-mail/notification-mail.repository.ts';
import type { UsersService } from '../users/users.service.ts';
import type { BusinessAccessPolicy } from './business-access.ts';
import type { InvitationRow, InvitationsRepository } from './invitations.repository.ts';

/**
 * The mail of an invitation: to a person of the portal as they chose for invitations, with the link to their
 * businesses page; to an address without an account always, with the link that registers first and comes back there.
 */
function invitationMail(
  saved: InvitationRow,
  person: { userID: string; language: InterfaceLanguage } | null,
): Notice | MailInput {
  const mail = {
    to: saved.email,
    template: 'business.invitation' as const,
    language: person?.language ?? DEFAULT_LANGUAGE,
    data: {
      inviterName: `${saved.inviterFirstName} ${saved.inviterLastName}`,
      companyName: saved.companyName,
      access: saved.access,
      path: person ? '/my-business' : '/my-business?account=register',
      hasAccount: person !== null,
    },
  };
  return person ? { userID: person.userID, kind: 'invitations', mail } : mail;
}

const invitationOf = (row: InvitationRow): Invitation => ({
  invitationID: row.id,
  businessID: row.businessID,
  companyName: row.companyName,
  email: row.email,
  access: row.access,
  invitedBy: { userID: row.invitedBy, firstName: row.inviterFirstName, lastName: row.inviterLastName },
  createdAt: row.createdAt.toISOString(),
});

/** Someone else's invitation is not acknowledged: the same answer as one that never existed. */
const noInvitation = () => new NotFound(NO_INVITATION_MESSAGE);

/**
 * Invitations to join a business (decision 0008). The owner invites an email; only the person signed in with that
 * email, as the account service's token says, sees the invitation and may accept it. Until they accept, it grants
 * nothing: access comes from membership alone.
 */
export function invitationsService(
  repo: InvitationsRepository,
  access: BusinessAccessPolicy,
  people: Pick<UsersService, 'ensureProfile'>,
) {
  /** The invitee is the holder of the token's email, compared as accounts keep emails. */
  const emailOf = (user: SessionUser) => normalizeEmail(user.email);

  async function emailOfProfile(userID: string): Promise<string> {
    const email = await repo.emailOfUser(userID);
    if (email === null) throw new NotFound(NO_PORTAL_MEMBER_MESSAGE);
    return normalizeEmail(email);
  }

  /** A refusal for an invitation of this person that is no longer pending, 404 for anyone else's. */
  async function notPending(invitationID: string, email: string): Promise<never> {
    if (await repo.existsFor(invitationID, email)) throw new Conflict(INVITATION_ANSWERED_MESSAGE);
    throw noInvitation();
  }

  return {
    /**
     * The owner invites a person by email, or by the id of their portal profile (then its email). Someone who has not
     * come to the portal yet may be invited: the invitation waits for the first sign-in with that email.
     */
    async invite(user: SessionUser, businessID: string, input: MemberAddInput): Promise<Invitation> {
      await access.requirePrivateAccess(user.userID, businessID, 'manage');
      const email = input.userID !== undefined ? await emailOfProfile(input.userID) : input.email!;
      if (await repo.isMemberByEmail(businessID, email)) throw new Conflict(ALREADY_MEMBER_MESSAGE);
      const person = await repo.personByEmail(email);
      return invitationOf(
        await repo.upsertPending(
          { id: randomUUID(), businessID: businessID, email, access: input.access, invitedBy: user.userID },
          (saved) => invitationMail(saved, person),
        ),
      );
    },

    /** The owner's view: who is invited and has not answered yet. */
    async listOfBusiness(user: SessionUser, businessID: string): Promise<Invitation[]> {
      await access.requirePrivateAccess(user.userID, businessID, 'manage');
      return (await repo.pendingOfBusiness(businessID)).map(invitationOf);
    },

    async withdraw(user: SessionUser, businessID: string, invitationID: string): Promise<void> {
      await access.requirePrivateAccess(user.userID, businessID, 'manage');
      if (!(await repo.withdraw(businessID, invitationID))) {
        throw new NotFound(NO_PENDING_INVITATION_MESSAGE);
      }
    },

    /** The signed-in person's pending invitations. */
    async mine(user: SessionUser): Promise<Invitation[]> {
      return (await repo.pendingFor(emailOf(user))).map(invitationOf);
    },

    /** The invited person joins the business with the invitation's access. */
    async accept(
      user: SessionUser,
      invitationID: string,
    ): Promise<{ businessID: string; access: MemberAccess }> {
      // An invitation names an email: only a proved owner of it may take the business's access.
      requireVerifiedEmail(user, EMAIL_NOT_VERIFIED_MESSAGES.invitation);
      // Membership points at the portal profile, which a person's first signed-in call makes.
      await people.ensureProfile(user);
      const accepted = await repo.accept(invitationID, emailOf(user), user.userID);
      if (!accepted) return notPending(invitationID, emailOf(user));
      return { businessID: accepted.businessID, access: accepted.access };
    },

    async decline(user: SessionUser, invitationID: string): Promise<void> {
      if (!(await repo.decline(invitationID, emailOf(user)))) await notPending(invitationID, emailOf(user));
    },
  };
}

export type InvitationsService = ReturnType<typeof invitationsService>;
