import { randomBytes } from 'node:crypto';
import {
  accountDeletionBlockedMessage,
  ACCOUNT_DELETION_REQUEST_MINUTES,
  type AccountDeletionStatus,
  type DataExport,
} from '@b2b/contracts';
import { Conflict } from '@b2b/server-kit';
import type { SessionUser } from '../../plugins/auth/auth.plugin.ts';
import type { AccountDeletionRepository } from './account-deletion.repository.ts';
import type { AccountExportRepository } from './account-export.repository.ts';

export interface AccountDataServiceOptions {
  exports: AccountExportRepository;
  deletions: AccountDeletionRepository;
}

/** Export my data and the portal's half of Delete account (decision 0023). */
export function accountDataService({ exports, deletions }: AccountDataServiceOptions) {
  async function deletionStatusOf(userID: string): Promise<AccountDeletionStatus> {
    const owned = await deletions.ownedBusinesses(userID);
    return {
      blockers: owned
        .filter((b) => b.heirID === null)
        .map(({ businessID, companyName }) => ({ businessID, companyName })),
      handovers: owned.flatMap(({ businessID, companyName, heirName }) =>
        heirName === null ? [] : [{ businessID, companyName, heirName }],
      ),
    };
  }

  return {
    /** Everything the portal holds about the caller, with what the account service says of them. */
    async exportOf(user: SessionUser): Promise<DataExport> {
      return {
        exportedAt: new Date().toISOString(),
        account: {
          userID: user.userID,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          country: user.country,
          businessType: user.businessType,
        },
        ...(await exports.exportOf(user.userID)),
      };
    },

    /** What deleting the caller's account would do now: the businesses that block it, and those handed over. */
    deletionStatus: (user: SessionUser) => deletionStatusOf(user.userID),

    /**
     * Opens a deletion request for the account service's password page, once nothing blocks it; answers the request's
     * single-use token, which only the caller's browser ever holds.
     */
    async requestDeletion(user: SessionUser): Promise<string> {
      const { blockers } = await deletionStatusOf(user.userID);
      if (blockers.length > 0) {
        throw new Conflict(accountDeletionBlockedMessage(blockers.map((b) => b.companyName).join(', ')));
      }
      const token = randomBytes(32).toString('base64url');
      await deletions.open(
        user.userID,
        token,
        new Date(Date.now() + ACCOUNT_DELETION_REQUEST_MINUTES * 60_000),
      );
      return token;
    },
  };
}

export type AccountDataService = ReturnType<typeof accountDataService>;
