import { z } from 'zod';
import { PROFILE_BUSINESS_TYPE_CODES } from './auth-values.ts';
import { ImageSchema } from './images.ts';
import { LIMITS } from './limits.ts';
import {
  INVALID_DATE_MESSAGE,
  INVALID_PHONE_MESSAGE,
  PHONE_MIN_DIGITS,
  normalizeBirthDate,
  withPlus,
} from './users-values.ts';

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

export const UserIDParamsSchema = z.object({ id: z.uuid('id must be a user id') });

export const UserProfileAnswerSchema = z.object({ success: z.literal(true), data: UserProfileSchema });
export const UserProfileUpdateAnswerSchema = z.object({ success: z.literal(true), message: z.string() });
export const PublicUserProfileAnswerSchema = z.object({
  success: z.literal(true),
  profile: PublicUserProfileSchema,
});
