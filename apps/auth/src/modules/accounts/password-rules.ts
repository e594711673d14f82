import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@b2b/contracts';
import { dictionary } from '@zxcvbn-ts/language-common';

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common ones and easy to guess; please choose another.';
export const SHORT_PASSWORD_MESSAGE = `Use at least ${PASSWORD_MIN_LENGTH} characters`;
export const LONG_PASSWORD_MESSAGE = `Use at most ${PASSWORD_MAX_LENGTH} characters`;

/** The ~50,000 most common passwords of published breaches (zxcvbn's list), lower-cased. */
const commonPasswords = new Set(dictionary['passwords-common']);

/** Why a new password is refused, or null when it is acceptable (NIST 800-63B: length and a blocklist, no composition rules). */
export function passwordProblem(password: string): string | null {
  // Code points, not UTF-16 units: an emoji counts as one character, as a person would count it.
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return SHORT_PASSWORD_MESSAGE;
  if (password.length > PASSWORD_MAX_LENGTH) return LONG_PASSWORD_MESSAGE;
  if (commonPasswords.has(password.toLowerCase())) return COMMON_PASSWORD_MESSAGE;
  return null;
}
