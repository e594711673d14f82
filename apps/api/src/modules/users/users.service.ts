import {
  INVALID_PHONE_MESSAGE,
  PROFILE_BUSINESS_TYPE_CODES,
  PROFILE_UPDATED_MESSAGE,
  type FieldError,
  type Image,
  type PublicUserProfile,
  type UserCard,
  type UserProfile,
  type UserProfileUpdate,
  NO_USER_MESSAGE,
  OWN_PICTURE_MESSAGE,
} from '@b2b/contracts';
import { Forbidden, NotFound, ValidationError } from '@b2b/server-kit';
import type { SessionUser } from '../../plugins/auth/auth.plugin.ts';
import type { PageInvalidation } from '../../plugins/page-cache.ts';
import type { RefdataService } from '../refdata/refdata.service.ts';
import type { CardRow, ProfilePatch, ProfileRow, UsersRepository } from './users.repository.ts';

/** What the users module needs of the files module: whether a picture is one this person uploaded. */
export interface OwnImages {
  ownImage(userID: string, url: string): Promise<Image | null>;
}

const pair = <T>(key: unknown, value: unknown, make: () => T): T | null =>
  key !== null && value !== null ? make() : null;

/** The fields a profile and a search card share, from the columns they share. */
function cardFields(row: CardRow) {
  return {
    userID: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    city: row.city,
    country: pair(row.countryCode, row.countryName, () => ({
      code: row.countryCode!,
      countryName: row.countryName!,
    })),
    state: pair(row.stateID, row.stateName, () => ({ stateID: row.stateID!, stateName: row.stateName! })),
    jobPosition: pair(row.jobPositionID, row.jobPositionName, () => ({
      jobPositionID: row.jobPositionID!,
      name: row.jobPositionName!,
    })),
    companyName: row.companyName,
    briefPresentation: row.briefPresentation,
    profilePhoto: row.profilePhoto,
  };
}

function toUserProfile(row: ProfileRow): UserProfile {
  return {
    ...cardFields(row),
    email: row.email,
    gender: pair(row.genderCode, row.genderName, () => ({ code: row.genderCode!, name: row.genderName! })),
    preferredLanguage: pair(row.languageCode, row.languageName, () => ({
      code: row.languageCode!,
      languageName: row.languageName!,
    })),
    mobilePhone: pair(row.mobilePhoneCountryCode, row.mobilePhoneNumber, () => ({
      countryCode: row.mobilePhoneCountryCode!,
      phoneNumber: row.mobilePhoneNumber!,
    })),
    birthDate: row.birthDate,
    showBirthDate: row.showBirthDate,
    profession: row.profession,
    showProfession: row.showProfession,
    industry: pair(row.industryID, row.industryName, () => ({
      id: row.industryID!,
      name: row.industryName!,
    })),
    businessType: pair(row.businessTypeCode, row.businessTypeName, () => ({
      code: row.businessTypeCode!,
      name: row.businessTypeName!,
    })),
    coverPhoto: row.coverPhoto,
  };
}

/** People cannot be liked yet (reactions are of posts, comments, products and businesses), so nobody has likes. */
const NO_LIKES = { reactionCount: { like: 0 } };

/** A person as the list of people found shows them. */
const toUserCard = (row: CardRow): UserCard => ({ ...cardFields(row), reactions: NO_LIKES });

/** An empty text clears the field rather than keeping an empty string. */
const textOrNull = (value: string | null) => (value === null || value.trim() === '' ? null : value);

/** The reference lists a profile's places, phone, gender, language, industry, position and business type are checked against. */
export type ProfileReferenceLists = Pick<
  RefdataService,
  | 'countries'
  | 'hasCountry'
  | 'hasState'
  | 'genders'
  | 'languages'
  | 'industries'
  | 'jobPositions'
  | 'businessTypes'
>;

/** `pages`: the rendered pages that show a person (their public profile), dropped after each change of it. */
export function usersService(
  repo: UsersRepository,
  images: OwnImages,
  pages: PageInvalidation,
  references: ProfileReferenceLists,
) {
  /** The caller's profile, made from the token's claims on their first call. */
  async function ensureProfile(user: SessionUser): Promise<ProfileRow> {
    const row = await repo.findProfile(user.userID);
    if (row) {
      // The email belongs to the account: the token carries the current one.
      if (row.email === user.email) return row;
      await repo.updateProfile(user.userID, { email: user.email });
      return { ...row, email: user.email };
    }
    const country = user.country.toUpperCase();
    await repo.insertProfile({
      id: user.userID,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      countryCode: (await references.hasCountry(country)) ? country : null,
      businessType: (PROFILE_BUSINESS_TYPE_CODES as readonly string[]).includes(user.businessType)
        ? user.businessType
        : null,
    });
    const created = await repo.findProfile(user.userID);
    if (!created) throw new Error(`profile ${user.userID} vanished right after it was made`);
    return created;
  }

  /** Checks every reference of the update against the reference data, listing each failing field. */
  async function patchOf(current: ProfileRow, input: UserProfileUpdate): Promise<ProfilePatch> {
    const errors: FieldError[] = [];
    const patch: ProfilePatch = {};
    if (input.firstName !== undefined) patch.firstName = input.firstName;
    if (input.lastName !== undefined) patch.lastName = input.lastName;
    if (input.city !== undefined) patch.city = textOrNull(input.city);
    if (input.briefPresentation !== undefined) patch.briefPresentation = textOrNull(input.briefPresentation);
    if (input.birthDate !== undefined) patch.birthDate = input.birthDate;
    if (input.showBirthDate !== undefined) patch.showBirthDate = input.showBirthDate;
    if (input.profession !== undefined) patch.profession = textOrNull(input.profession);
    if (input.showProfession !== undefined) patch.showProfession = input.showProfession;
    if (input.companyName !== undefined) patch.companyName = textOrNull(input.companyName);
    if (input.businessType !== undefined) patch.businessType = input.businessType;

    let country = current.countryCode;
    if (input.country !== undefined && input.country !== current.countryCode) {
      if (await references.hasCountry(input.country)) {
        country = input.country;
        patch.countryCode = country;
        // A state belongs to one country: the old one cannot stay (the state check below may set a new one).
        patch.stateID = null;
      } else {
        errors.push({ path: 'country', message: `There is no country with the code ${input.country}.` });
      }
    }
    if (input.state === null) patch.stateID = null;
    else if (input.state !== undefined) {
      if (country !== null && (await references.hasState(country, input.state))) patch.stateID = input.state;
      else errors.push({ path: 'state', message: "Choose a state of the profile's country." });
    }

    const listed = [
      [
        'gender',
        input.gender,
        async (code: string) => (await references.genders()).some((g) => g.code === code),
        'genderCode',
      ],
      [
        'preferredLanguage',
        input.preferredLanguage,
        async (code: string) => (await references.languages()).some((language) => language.code === code),
        'preferredLanguage',
      ],
      [
        'industry',
        input.industry,
        async (id: string) => (await references.industries()).some((i) => i.id === id),
        'industryID',
      ],
      [
        'jobPosition',
        input.jobPosition,
        async (id: string) =>
          (await references.jobPositions()).some((position) => position.jobPositionID === id),
        'jobPositionID',
      ],
    ] as const;
    for (const [field, value, exists, column] of listed) {
      if (value === undefined) continue;
      if (value === null || (await exists(value))) patch[column] = value;
      else errors.push({ path: field, message: `Unknown ${field}.` });
    }
    const businessType = input.businessType;
    if (businessType && !(await references.businessTypes()).some((type) => type.code === businessType)) {
      errors.push({ path: 'businessType', message: 'Unknown businessType.' });
    }

    if (input.mobilePhone === null) {
      patch.mobilePhoneCountryCode = null;
      patch.mobilePhoneNumber = null;
    } else if (input.mobilePhone !== undefined) {
      const dialCode = input.mobilePhone.countryCode.replace(/^\+/, '');
      if ((await references.countries()).some((country) => country.dialCode === dialCode)) {
        patch.mobilePhoneCountryCode = input.mobilePhone.countryCode;
        patch.mobilePhoneNumber = input.mobilePhone.phoneNumber;
      } else {
        errors.push({ path: 'mobilePhone.countryCode', message: INVALID_PHONE_MESSAGE });
      }
    }

    if (errors.length > 0) {
      const message =
        errors.length === 1 ? errors[0]!.message : `Check ${errors.map((e) => e.path).join(', ')}.`;
      throw new ValidationError(message, errors);
    }
    return patch;
  }

  return {
    /** Other modules call it before they write rows that point at the person (likes, businesses, comments). */
    ensureProfile,

    async profileOf(user: SessionUser): Promise<UserProfile> {
      return toUserProfile(await ensureProfile(user));
    },

    /** A missing field stays as it is, `null` clears it; pictures must be the person's own uploads. */
    async updateProfile(user: SessionUser, input: UserProfileUpdate): Promise<string> {
      const patch = await patchOf(await ensureProfile(user), input);
      for (const field of ['profilePhoto', 'coverPhoto'] as const) {
        const image = input[field];
        if (image === undefined) continue;
        if (image === null) {
          patch[field] = null;
          continue;
        }
        const own = await images.ownImage(user.userID, image.url);
        if (!own) throw new Forbidden(OWN_PICTURE_MESSAGE);
        // The recorded versions, not the ones the request lists.
        patch[field] = own;
      }
      await repo.updateProfile(user.userID, patch);
      pages.invalidate(user.userID);
      return PROFILE_UPDATED_MESSAGE;
    },

    /** Search cards by id, in one query whatever the number of ids; unknown ids are left out of the map. */
    async cardsOf(userIDs: string[]): Promise<Map<string, UserCard>> {
      const rows = await repo.findCards([...new Set(userIDs)]);
      return new Map(rows.map((row) => [row.id, toUserCard(row)]));
    },

    async publicProfileOf(userID: string): Promise<PublicUserProfile> {
      const row = await repo.findProfile(userID);
      if (!row) throw new NotFound(NO_USER_MESSAGE);
      const { email: _email, mobilePhone: _mobilePhone, ...profile } = toUserProfile(row);
      return {
        ...profile,
        birthDate: row.showBirthDate ? profile.birthDate : null,
        profession: row.showProfession ? profile.profession : null,
        reactions: NO_LIKES,
      };
    },
  };
}

export type UsersService = ReturnType<typeof usersService>;
