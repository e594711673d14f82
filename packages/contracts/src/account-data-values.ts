/** How long a deletion request waits for the password on the account service's page. */
export const ACCOUNT_DELETION_REQUEST_MINUTES = 15;

/** The channel on which the account service tells the portals that an account was deleted (the request's id). */
export const ACCOUNT_DELETED_CHANNEL = 'account_deleted';

/** The account service's page that asks for the password and deletes the account; `request` and `continue` go with it. */
export const ACCOUNT_DELETE_PAGE = '/account/delete';

/** The portal page a deleted account lands on, signed out. */
export const ACCOUNT_DELETED_PATH = '/account-deleted';

/** The file name of a data export: `b2b-data-<date>.json`. */
export const dataExportFileName = (brand: string, date: Date) =>
  `${brand.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-data-${date.toISOString().slice(0, 10)}.json`;

/** The refusal of a deletion that businesses block, naming them; their admin becomes the owner when the account goes. */
export const accountDeletionBlockedMessage = (companyNames: string) =>
  `You own these businesses alone: make another member their admin first, who becomes their owner when your account is deleted: ${companyNames}.`;
