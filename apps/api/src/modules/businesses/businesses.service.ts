import { randomUUID } from 'node:crypto';
import {
  NO_BUSINESS_MESSAGE,
  type BusinessCreateInput,
  type BusinessProfile,
  type BusinessUpdateInput,
  type FieldError,
  type MyBusinessItem,
} from '@b2b/contracts';
import { NotFound } from '@b2b/server-kit';
import type { SessionUser } from '../../plugins/auth/auth.plugin.ts';
import type { PageInvalidation } from '../../plugins/page-cache.ts';
import type { RefdataService } from '../refdata/refdata.service.ts';
import type { OwnImages, UsersService } from '../users/users.service.ts';
import type { BusinessAccessPolicy } from './business-access.ts';
import { businessReads, unique, type ProfileReferences } from './business-reads.ts';
import type {
  BusinessesRepository,
  BusinessPatch,
  BusinessRow,
  CategoryChoice,
} from './businesses.repository.ts';
import { throwIfInvalid } from './field-errors.ts';
import { ownPicture, pictureChange } from './own-picture.ts';

export interface BusinessesServiceOptions {
  repo: BusinessesRepository;
  people: Pick<UsersService, 'ensureProfile'>;
  images: OwnImages;
  access: BusinessAccessPolicy;
  /** The rendered pages that show a business, dropped after each change of it; all of them for a new business. */
  pages: PageInvalidation;
  /** The reference lists a business's places and spoken languages are checked against and named from. */
  references: ProfileReferences & Pick<RefdataService, 'hasCountry' | 'hasState'>;
}

type Contact = NonNullable<BusinessUpdateInput['contactInfo']>;
type Factory = NonNullable<BusinessUpdateInput['factory']>;
const CONTACT_DETAILS = [
  'legalAddressEnglish',
  'shippingAddressEnglish',
  'city',
  'zipcode',
  'email',
  'website',
  'phone',
  'mobilePhone',
] as const satisfies readonly (keyof Contact)[];
const FACTORY_DETAILS = [
  'manufacturingFacilities',
  'city',
  'zipcode',
  'factorySize',
  'numberProductionLines',
  'contractManufacturing',
] as const satisfies readonly (keyof Factory)[];

/** An emptied text clears the field rather than keeping an empty string. */
const emptied = <T>(value: T) => (value === '' ? null : value);
/** The fields of a group that the request gave. */
const given = <T extends object>(group: T) =>
  Object.fromEntries(Object.entries(group).filter(([, value]) => value !== undefined)) as Partial<T>;

export function businessesService({
  repo,
  people,
  images,
  access,
  pages,
  references,
}: BusinessesServiceOptions) {
  const { cardsOf, cardOf, profilesOf, profileOf } = businessReads(repo, references);

  /**
   * Each `industryID.categoryID` must name a category of that industry; a category given twice counts once. Failing
   * entries are named by their place in the list.
   */
  async function categoryChoices(
    refs: string[],
    path: string,
    errors: FieldError[],
  ): Promise<CategoryChoice[]> {
    const asked = refs.map((ref) => {
      const [industryID, categoryID] = ref.toLowerCase().split('.') as [string, string];
      return { industryID, categoryID };
    });
    const industryOf = await repo.industriesOfCategories(unique(asked.map((c) => c.categoryID)));
    const chosen = new Map<string, CategoryChoice>();
    asked.forEach((choice, index) => {
      if (industryOf.get(choice.categoryID) !== choice.industryID) {
        errors.push({ path: `${path}.${index}`, message: 'Choose a category of the given industry.' });
      } else if (!chosen.has(choice.categoryID)) chosen.set(choice.categoryID, choice);
    });
    return [...chosen.values()];
  }

  /** A country change drops the old state unless a state of the new country comes with it. */
  async function placeChange(
    current: { country: string | null; state: string | null },
    input: { country?: string | null | undefined; state?: string | null | undefined },
    path: string,
    errors: FieldError[],
  ): Promise<{ country: string | null; state: string | null }> {
    let { country, state } = current;
    if (input.country !== undefined && input.country !== current.country) {
      if (input.country === null || (await references.hasCountry(input.country))) {
        country = input.country;
        state = null;
      } else {
        errors.push({
          path: `${path}country`,
          message: `There is no country with the code ${input.country}.`,
        });
      }
    }
    if (input.state === null) state = null;
    else if (input.state !== undefined) {
      if (country !== null && (await references.hasState(country, input.state))) state = input.state;
      else errors.push({ path: `${path}state`, message: 'Choose a state of the chosen country.' });
    }
    return { country, state };
  }

  async function generalPatch(
    input: NonNullable<BusinessUpdateInput['general']>,
    patch: BusinessPatch,
    errors: FieldError[],
  ): Promise<CategoryChoice[] | undefined> {
    if (input.companyName !== undefined) patch.companyName = input.companyName;
    if (input.shortDescription !== undefined) patch.shortDescription = input.shortDescription;
    if (input.generalDescription !== undefined) patch.generalDescription = emptied(input.generalDescription);
    if (input.businessType !== undefined) patch.businessType = input.businessType;
    if (input.yearStablished !== undefined) patch.yearStablished = input.yearStablished;
    if (input.totalAnnualRevenue !== undefined) patch.totalAnnualRevenue = input.totalAnnualRevenue;
    if (input.totalEmployees !== undefined) patch.totalEmployees = input.totalEmployees;
    if (input.totalProductionEmployees !== undefined) {
      patch.totalProductionEmployees = input.totalProductionEmployees;
    }
    if (input.productionCapacity !== undefined) {
      patch.productionCapacity = input.productionCapacity && {
        ...input.productionCapacity,
        unit: emptied(input.productionCapacity.unit),
      };
    }
    if (input.video !== undefined) patch.videoUrl = input.video?.url ?? null;
    if (input.categories === undefined) return undefined;
    const choices = await categoryChoices(input.categories, 'general.categories', errors);
    patch.industryID = choices[0]?.industryID ?? null;
    return choices;
  }

  async function contactPatch(row: BusinessRow, input: Contact, patch: BusinessPatch, errors: FieldError[]) {
    const details = { ...row.business.contactInfo };
    for (const key of CONTACT_DETAILS) {
      if (input[key] !== undefined) Object.assign(details, { [key]: emptied(input[key]) });
    }
    patch.contactInfo = details;
    const place = await placeChange(
      { country: row.business.countryCode, state: row.business.stateID },
      input,
      'contactInfo.',
      errors,
    );
    // The contact country is required: `placeChange` only clears it when asked to, and the schema never asks.
    patch.countryCode = place.country ?? row.business.countryCode;
    patch.stateID = place.state;
  }

  async function factoryPatch(row: BusinessRow, input: Factory, patch: BusinessPatch, errors: FieldError[]) {
    const details = { ...row.business.factory };
    for (const key of FACTORY_DETAILS) {
      if (input[key] !== undefined) Object.assign(details, { [key]: emptied(input[key]) });
    }
    const place = await placeChange(
      { country: details.countryCode ?? null, state: details.stateID ?? null },
      input,
      'factory.',
      errors,
    );
    patch.factory = { ...details, countryCode: place.country, stateID: place.state };
  }

  async function tradePatch(
    row: BusinessRow,
    input: NonNullable<BusinessUpdateInput['tradeCapabilities']>,
    patch: BusinessPatch,
    errors: FieldError[],
  ) {
    const { spokenLanguages, ...rest } = input;
    const trade = { ...row.business.tradeCapabilities, ...given(rest) };
    if (spokenLanguages !== undefined) {
      const known = new Set((await references.languages()).map((language) => language.code));
      spokenLanguages.forEach((code, index) => {
        if (!known.has(code)) {
          errors.push({
            path: `tradeCapabilities.spokenLanguages.${index}`,
            message: `There is no language with the code ${code}.`,
          });
        }
      });
      trade.spokenLanguages = spokenLanguages;
    }
    patch.tradeCapabilities = trade;
  }

  return {
    /** Cards and profiles by id, for every module that shows a business: see `businessReads`. */
    cardsOf,
    cardOf,
    profilesOf,
    profileOf,

    /** The profile and, for a signed-in member, their access (a visitor has none: nothing more to read). */
    async publicProfileOf(id: string, viewer: SessionUser | null) {
      const data = await profileOf(id);
      const level = viewer ? await access.accessOf(viewer.userID, id) : null;
      return { data, session: level ? { access: level } : null };
    },

    /** Every business the person belongs to, newest first. */
    async myList(userID: string): Promise<MyBusinessItem[]> {
      const memberships = await repo.membershipsOf(userID);
      const profiles = await profilesOf(memberships.map((m) => m.businessID));
      return memberships.flatMap(({ businessID, access: level }) => {
        const business = profiles.get(businessID);
        return business ? [{ businessID: businessID, business, access: level }] : [];
      });
    },

    /** The businesses this person owns, newest first. */
    async ownedBy(userID: string): Promise<BusinessProfile[]> {
      const ids = await repo.ownedBy(userID);
      const profiles = await profilesOf(ids);
      return ids.flatMap((id) => profiles.get(id) ?? []);
    },

    /** Checks every reference, then writes the business, its categories and its owner (the caller) at once. */
    async create(user: SessionUser, input: BusinessCreateInput): Promise<string> {
      await people.ensureProfile(user);
      const errors: FieldError[] = [];
      const choices = await categoryChoices(input.categories, 'categories', errors);
      if (!(await references.hasCountry(input.country))) {
        errors.push({ path: 'country', message: `There is no country with the code ${input.country}.` });
      } else if (input.state !== undefined) {
        if (!(await references.hasState(input.country, input.state))) {
          errors.push({ path: 'state', message: 'Choose a state of the chosen country.' });
        }
      } else if ((await references.statesOf(input.country)).length > 0) {
        errors.push({ path: 'state', message: 'Choose the state of the business.' });
      }
      throwIfInvalid(errors);
      const profilePhoto = input.profilePhoto
        ? await ownPicture(images, user.userID, input.profilePhoto)
        : null;
      const coverPhoto = input.coverPhoto ? await ownPicture(images, user.userID, input.coverPhoto) : null;
      const id = randomUUID();
      await repo.createBusiness(
        {
          id,
          companyName: input.companyName,
          shortDescription: input.shortDescription,
          businessType: input.businessType,
          industryID: choices[0]!.industryID,
          countryCode: input.country,
          stateID: input.state ?? null,
          profilePhoto,
          coverPhoto,
          subscription: 'standard',
          verified: false,
        },
        choices,
        user.userID,
      );
      pages.clearAll();
      return id;
    },

    /** Owner or admin: each given group saves only its given fields; `null` clears an optional one. */
    async update(user: SessionUser, id: string, input: BusinessUpdateInput): Promise<BusinessProfile> {
      await access.requireBusinessAccess(user.userID, id, 'edit');
      const [row] = await repo.findBusinesses([id]);
      if (!row) throw new NotFound(NO_BUSINESS_MESSAGE);
      const errors: FieldError[] = [];
      const patch: BusinessPatch = {};
      const choices = input.general ? await generalPatch(input.general, patch, errors) : undefined;
      if (input.contactInfo) await contactPatch(row, input.contactInfo, patch, errors);
      if (input.factory) await factoryPatch(row, input.factory, patch, errors);
      if (input.tradeCapabilities) await tradePatch(row, input.tradeCapabilities, patch, errors);
      if (input.businessTerms)
        patch.businessTerms = { ...row.business.businessTerms, ...given(input.businessTerms) };
      throwIfInvalid(errors);
      const shown = [row.business.profilePhoto, row.business.coverPhoto];
      const profilePhoto = await pictureChange(images, user.userID, input.general?.profilePhoto, shown);
      if (profilePhoto !== undefined) patch.profilePhoto = profilePhoto;
      const coverPhoto = await pictureChange(images, user.userID, input.general?.coverPhoto, shown);
      if (coverPhoto !== undefined) patch.coverPhoto = coverPhoto;
      await repo.updateBusiness(id, patch, choices);
      pages.invalidate(id);
      return profileOf(id);
    },
  };
}

export type BusinessesService = ReturnType<typeof businessesService>;
