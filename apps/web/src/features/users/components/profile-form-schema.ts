import {
  INVALID_PHONE_MESSAGE,
  PHONE_MIN_DIGITS,
  UserProfileUpdateSchema,
  type UserProfile,
} from '@b2b/contracts';
import { z } from 'zod';
import { dropEmpty } from '../../../lib/drop-empty.ts';

/** The editor's fields as the inputs hold them: text, select values (ids and codes) and switches. */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  gender: string;
  birthDate: string;
  showBirthDate: boolean;
  preferredLanguage: string;
  country: string;
  state: string;
  city: string;
  /** Dial code without the `+`, as the countries list gives it. */
  dialCode: string;
  phoneNumber: string;
  profession: string;
  showProfession: boolean;
  companyName: string;
  industry: string;
  jobPosition: string;
  businessType: string;
  briefPresentation: string;
}

export function profileFormValues(profile: UserProfile): ProfileFormValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    gender: profile.gender?.code ?? '',
    birthDate: profile.birthDate ?? '',
    showBirthDate: profile.showBirthDate,
    preferredLanguage: profile.preferredLanguage?.code ?? '',
    country: profile.country?.code ?? '',
    state: profile.state?.stateID ?? '',
    city: profile.city ?? '',
    dialCode: profile.mobilePhone?.countryCode.replace(/^\+/, '') ?? '',
    phoneNumber: profile.mobilePhone?.phoneNumber ?? '',
    profession: profile.profession ?? '',
    showProfession: profile.showProfession,
    companyName: profile.companyName ?? '',
    industry: profile.industry?.id ?? '',
    jobPosition: profile.jobPosition?.jobPositionID ?? '',
    businessType: profile.businessType?.code ?? '',
    briefPresentation: profile.briefPresentation ?? '',
  };
}

const digitsOf = (phone: string) => phone.replace(/[\s-]/g, '');

/**
 * The editor's values → the `PUT user/profile` body, checked by the contract's own schema. The phone is valid when empty,
 * or with at least 8 digits after a known dial code; an empty phone is left out, as are all empty
 * values; the email is not part of it.
 */
export function profileFormSchema(knownDialCodes: ReadonlySet<string>) {
  const phoneDigits = new RegExp(`^\\d{${PHONE_MIN_DIGITS},15}$`);
  return z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      gender: z.string(),
      birthDate: z.string(),
      showBirthDate: z.boolean(),
      preferredLanguage: z.string(),
      country: z.string(),
      state: z.string(),
      city: z.string(),
      dialCode: z.string(),
      phoneNumber: z.string(),
      profession: z.string(),
      showProfession: z.boolean(),
      companyName: z.string(),
      industry: z.string(),
      jobPosition: z.string(),
      businessType: z.string(),
      briefPresentation: z.string(),
    })
    .superRefine((values, ctx) => {
      const digits = digitsOf(values.phoneNumber);
      if (digits && (!knownDialCodes.has(values.dialCode) || !phoneDigits.test(digits))) {
        ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: INVALID_PHONE_MESSAGE });
      }
    })
    .transform(
      ({ dialCode, phoneNumber, ...rest }) =>
        // The contract's schema below checks every value; this only drops the empty ones.
        dropEmpty({
          ...rest,
          birthDate: rest.birthDate.trim(),
          mobilePhone: digitsOf(phoneNumber) ? { countryCode: dialCode, phoneNumber } : undefined,
        }) as z.input<typeof UserProfileUpdateSchema>,
    )
    .pipe(UserProfileUpdateSchema);
}
