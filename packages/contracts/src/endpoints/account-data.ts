import { endpointsOf } from './endpoint.ts';

/** The signed-in person's data: its export, and the deletion of the account. Relative to `API_URL`. */
export const accountDataEndpoints = endpointsOf({
  accountDataExport: ['GET', '/user/account/export'],
  accountDeletionStatus: ['GET', '/user/account/deletion'],
  accountDeletionRequest: ['POST', '/user/account/deletion'],
});
