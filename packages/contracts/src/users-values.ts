export const PHONE_MIN_DIGITS = 8;
export const INVALID_PHONE_MESSAGE = 'Invalid phone number, please check the format (e.g. + 1 12345678)';
export const INVALID_DATE_MESSAGE = 'Invalid date format, please check it (e.g. 1970-10-24)';

/** YYYY-MM-DD with year 19xx or 20xx; `-`, space, `/` or `.` may separate the parts. */
export const BIRTH_DATE_PATTERN = /^((?:19|20)\d{2})[-\s/.](0[1-9]|1[0-2])[-\s/.](0[1-9]|[12]\d|3[01])$/;

/** Accepts the spec's date forms and returns `YYYY-MM-DD`, or null when the text is not one of them. */
export function normalizeBirthDate(text: string): string | null {
  const match = BIRTH_DATE_PATTERN.exec(text.trim());
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

/** `86` or `+86` → `+86`. */
export const withPlus = (dialCode: string) => `+${dialCode.trim().replace(/^\+/, '')}`;

/** A person's public profile page. */
export const profilePath = (userID: string) => `/profile/${userID}`;

export const PROFILE_UPDATED_MESSAGE = 'Profile data updated successfully.';
