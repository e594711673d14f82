import { z } from 'zod';
import { PROFILE_BUSINESS_TYPE_CODES } from './auth.ts';
import { ImageSchema } from './images.ts';
import { LIMITS } from './limits.ts';

export const PHONE_MIN_DIGITS = 8;
export const INVALID_PHONE_MESSAGE = 'Invalid phone number, please check the format (e.g. + 1 12345678)';
export const INVALID_DATE_MESSAGE = 'Invalid date format, please check it (e.g. 1970-10-24)';

/** YYYY-MM-DD with year 19xx or 20xx; `-`, space, `/` or `.` may separate the parts (section 5 of 02-). */
export const BIRTH_DATE_PATTERN = /^((?:19|20)\d{2})[-\s/.](0[1-9]|1[0-2])[-\s/.](0[1-9]|[12]\d|3[01])$/;

/** Accepts the spec's date forms and returns `YYYY-MM-DD`, or null when the text is not one of them. */
export function normalizeBirthDate(text: string): string | null {
  const match = BIRTH_DATE_PATTERN.exec(text.trim());
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

/** `86` or `+86` → `+86`. */
export const withPlus = (dialCode: string) => `+${dialCode.trim().replace(/^\+/, '')}`;

export const MobilePhoneSchema = z.object({
  /** The dial code with its leading `+`, e.g. `+86`; one of the countries' dial codes. */
  countryCode: z
    .string()
    .trim()
    .regex(/^\+?\d{1,7}$/, INVALID_PHONE_MESSAGE)
    .transform(withPlus),
  phoneNumber: z
    .string()
    .trim()
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(new RegExp(`^\\d{${PHONE_MIN_DIGITS},15}$`), INVALID_PHONE_MESSAGE)),
});

const codeName = z.object({ code: z.string(), name: z.string() });

export const UserProfileSchema = z.object({
  userID: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  /** Read-only: it belongs to the account. */
  email: z.string(),
  city: z.string().nullable(),
  country: z.object({ code: z.string(), countryName: z.string() }).nullable(),
  state: z.object({ stateID: z.string(), stateName: z.string() }).nullable(),
  gender: codeName.nullable(),
  preferredLanguage: z.object({ code: z.string(), languageName: z.string() }).nullable(),
  mobilePhone: z.object({ countryCode: z.string(), phoneNumber: z.string() }).nullable(),
  briefPresentation: z.string().nullable(),
  /** YYYY-MM-DD. */
  birthDate: z.string().nullable(),
  showBirthDate: z.boolean(),
  profession: z.string().nullable(),
  showProfession: z.boolean(),
  companyName: z.string().nullable(),
  industry: z.object({ id: z.string(), name: z.string() }).nullable(),
  jobPosition: z.object({ jobPositionID: z.string(), name: z.string() }).nullable(),
  businessType: codeName.nullable(),
  profilePhoto: ImageSchema.nullable(),
  coverPhoto: ImageSchema.nullable(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

/** What others see: no email or phone, and the birth date and profession only when their owner shows them. */
export const PublicUserProfileSchema = UserProfileSchema.omit({ email: true, mobilePhone: true }).extend({
  reactions: z.object({ reactionCount: z.object({ like: z.number().int() }) }),
});
export type PublicUserProfile = z.infer<typeof PublicUserProfileSchema>;

const optionalText = (max: number) => z.string().trim().max(max).optional();

/**
 * `PUT user/profile`. A missing field is left as it is; `null` clears an optional one. `email` is not part of it and is
 * ignored when sent.
 */
export const UserProfileUpdateSchema = z
  .object({
    firstName: z.string().trim().min(1, 'Enter your first name').max(60).optional(),
    lastName: z.string().trim().min(1, 'Enter your last name').max(60).optional(),
    city: optionalText(120).nullable(),
    /** ISO country code; changing it clears the state unless a state of the new country is sent too. */
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'country must be a two-letter ISO code')
      .transform((c) => c.toUpperCase())
      .optional(),
    state: z.uuid('state must be a state id').nullable().optional(),
    gender: z.string().max(8).nullable().optional(),
    preferredLanguage: z.string().max(8).nullable().optional(),
    mobilePhone: MobilePhoneSchema.nullable().optional(),
    briefPresentation: z
      .string()
      .max(LIMITS.textAreaMax, `The brief presentation can have at most ${LIMITS.textAreaMax} characters`)
      .nullable()
      .optional(),
    birthDate: z
      .string()
      .transform((s, ctx) => {
        const date = normalizeBirthDate(s);
        if (!date) ctx.addIssue({ code: 'custom', message: INVALID_DATE_MESSAGE });
        return date ?? s;
      })
      .nullable()
      .optional(),
    showBirthDate: z.boolean().optional(),
    profession: optionalText(120).nullable(),
    showProfession: z.boolean().optional(),
    companyName: optionalText(160).nullable(),
    industry: z.uuid('industry must be an industry id').nullable().optional(),
    jobPosition: z.uuid('jobPosition must be a job position id').nullable().optional(),
    businessType: z.enum(PROFILE_BUSINESS_TYPE_CODES).nullable().optional(),
    profilePhoto: ImageSchema.nullable().optional(),
    coverPhoto: ImageSchema.nullable().optional(),
  })
  .strip();
export type UserProfileUpdate = z.infer<typeof UserProfileUpdateSchema>;

export const UserIdParamsSchema = z.object({ id: z.uuid('id must be a user id') });

/** A person's public profile page. */
export const profilePath = (userID: string) => `/profile/${userID}`;

export const PROFILE_UPDATED_MESSAGE = 'Profile data updated successfully.';

export const UserProfileAnswerSchema = z.object({ success: z.literal(true), data: UserProfileSchema });
export const UserProfileUpdateAnswerSchema = z.object({ success: z.literal(true), message: z.string() });
export const PublicUserProfileAnswerSchema = z.object({
  success: z.literal(true),
  profile: PublicUserProfileSchema,
});
