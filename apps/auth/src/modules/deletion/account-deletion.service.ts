import { NotFound } from '@b2b/server-kit';
import { addSeconds, type Clock } from '../../lib/clock.ts';
import { sha256 } from '../../lib/secrets.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { AccountDeletionRepository } from './account-deletion.repository.ts';

/** The one answer to a request that is unknown, used, expired or another person's: nothing tells them apart. */
export const DELETION_REQUEST_INVALID_MESSAGE =
  'This deletion link is no longer valid. Start again from your profile.';

const invalid = () => new NotFound(DELETION_REQUEST_INVALID_MESSAGE);

/**
 * Delete account, the account service's half (decision 0023): the person re-enters their password on this service's
 * page for a request the portal opened, and the account goes.
 */
export function accountDeletionService(
  repo: AccountDeletionRepository,
  options: {
    accounts: Pick<AccountsService, 'login'>;
    clock: Clock;
    /** How long a revoked session's access tokens may still be presented: their revocation is published that long. */
    accessTokenSeconds: number;
  },
) {
  const { accounts, clock, accessTokenSeconds } = options;

  return {
    /**
     * The account an open request is for; refused when it is not open, or when this browser is signed in to the
     * account service as someone else (`signedInAs`).
     */
    async requestOf(token: string, signedInAs: string | undefined) {
      const request = await repo.findOpen(sha256(token), clock.now());
      if (!request || (signedInAs !== undefined && signedInAs !== request.accountID)) throw invalid();
      return request;
    },

    /**
     * Checks the password through the login throttle (a wrong one counts as a failed sign-in), then deletes the
     * account in one transaction with the request's consumption: of two confirmations at once, one wins.
     */
    async confirm(token: string, password: string, address: string, signedInAs: string | undefined) {
      const request = await this.requestOf(token, signedInAs);
      try {
        await accounts.login({ email: request.email, password }, address);
      } catch (error) {
        // A concurrent confirmation may have deleted the account meanwhile: that request is used, whatever the password.
        if (!(await repo.findOpen(sha256(token), clock.now()))) throw invalid();
        throw error;
      }
      const now = clock.now();
      const deleted = await repo.confirm(
        { tokenHash: sha256(token), accountID: request.accountID, email: request.email },
        now,
        addSeconds(now, accessTokenSeconds),
      );
      if (!deleted) throw invalid();
    },
  };
}

export type AccountDeletionService = ReturnType<typeof accountDeletionService>;
