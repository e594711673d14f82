import { BUSINESS_TYPE_CODES } from './refdata-values.ts';

export const PASSWORD_MIN_LENGTH = 8;
/** argon2 hashes any length, but a cap stops a megabyte "password" from costing the server. */
export const PASSWORD_MAX_LENGTH = 128;
/** The longest address SMTP allows. */
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 60;
/** The hand-off token's lifetime, in seconds (at most 60 by the contract). */
export const HANDOFF_TTL_SECONDS = 60;

/** Business types a person or a business can be: every search tab but Products and Users. */
export const PROFILE_BUSINESS_TYPE_CODES = BUSINESS_TYPE_CODES.filter((c) => c !== 'PR' && c !== 'UR') as [
  string,
  ...string[],
];

/** The audience every portal's API checks. */
export const ACCESS_TOKEN_AUDIENCE = 'b2b-portal';
