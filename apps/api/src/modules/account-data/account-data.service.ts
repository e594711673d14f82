import type { DataExport } from '@b2b/contracts';
import type { SessionUser } from '../../plugins/auth/auth.plugin.ts';
import type { AccountExportRepository } from './account-export.repository.ts';

export interface AccountDataServiceOptions {
  exports: AccountExportRepository;
}

/** Export my data (decision 0023). */
export function accountDataService({ exports }: AccountDataServiceOptions) {
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
  };
}

export type AccountDataService = ReturnType<typeof accountDataService>;
