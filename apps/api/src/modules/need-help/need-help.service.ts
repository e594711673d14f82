import { randomUUID } from 'node:crypto';
import {
  DEFAULT_LANGUAGE,
  NEED_HELP_BUY_PRODUCTS,
  NEED_HELP_SELL_PRODUCTS,
  NEED_HELP_STATES_COUNTRY,
  PROFILE_BUSINESS_TYPE_CODES,
  type AdminNeedHelpEnquiry,
  type AdminNeedHelpListQuery,
  type FieldError,
  type NeedHelpEnquiry,
} from '@b2b/contracts';
import { ValidationError } from '@b2b/server-kit';
import type { MailInput } from '../mail/mail.repository.ts';
import { NEED_HELP_MAIL_FIELDS, type NeedHelpMailField } from '../mail/templates/words.ts';
import type { RefdataService } from '../refdata/refdata.service.ts';
import type { NeedHelpEnquiryRow, NeedHelpRepository } from './need-help.repository.ts';

export interface NeedHelpServiceOptions {
  repo: NeedHelpRepository;
  refdata: Pick<RefdataService, 'countries' | 'businessTypes' | 'jobPositions' | 'industries' | 'statesOf'>;
  supportEmail: string;
}

/** The names of the reference data an enquiry points at, by code or id. */
interface ReferenceNames {
  businessTypes: Map<string, string>;
  jobPositions: Map<string, string>;
  countries: Map<string, string>;
  usaStates: Map<string, string>;
  industries: Map<string, string>;
}

const named = (key: string | null, names: Map<string, string>) =>
  key === null ? null : { key, name: names.get(key) ?? key };

const givenIndustries = (enquiry: NeedHelpEnquiry, fields: readonly (keyof NeedHelpEnquiry)[]) =>
  fields.flatMap((field) => {
    const id = enquiry[field];
    return typeof id === 'string' ? [id] : [];
  });

/**
 * The need-help enquiries: a visitor asks the portal's support for help. Each one is stored with the mail that tells
 * the support address of it, in one transaction. Administrators list them.
 */
export function needHelpService({ repo, refdata, supportEmail }: NeedHelpServiceOptions) {
  async function referenceNames(): Promise<ReferenceNames> {
    const [businessTypes, jobPositions, countries, usaStates, industries] = await Promise.all([
      refdata.businessTypes(),
      refdata.jobPositions(),
      refdata.countries(),
      refdata.statesOf(NEED_HELP_STATES_COUNTRY),
      refdata.industries(),
    ]);
    const allowedTypes = new Set<string>(PROFILE_BUSINESS_TYPE_CODES);
    return {
      businessTypes: new Map(
        businessTypes.filter((t) => allowedTypes.has(t.code)).map((t) => [t.code, t.businessTypeName]),
      ),
      jobPositions: new Map(jobPositions.map((j) => [j.jobPositionID, j.name])),
      countries: new Map(countries.map((c) => [c.code, c.countryName])),
      usaStates: new Map(usaStates.map((s) => [s.stateID, s.stateName])),
      industries: new Map(industries.map((i) => [i.id, i.name])),
    };
  }

  /** Every reference the enquiry names must be an entry of the reference data; the refusal names each unknown one. */
  function checkReferences(enquiry: NeedHelpEnquiry, names: ReferenceNames): void {
    const errors: FieldError[] = [];
    const check = (path: keyof NeedHelpEnquiry, list: Map<string, string>, what: string) => {
      const value = enquiry[path];
      if (typeof value === 'string' && !list.has(value)) {
        errors.push({ path, message: `${value} is not ${what} of the list` });
      }
    };
    check('businessType', names.businessTypes, 'a business type');
    check('jobPosition', names.jobPositions, 'a job position');
    check('country', names.countries, 'a country');
    check('usaState', names.usaStates, 'a state of the USA');
    for (const field of [...NEED_HELP_BUY_PRODUCTS, ...NEED_HELP_SELL_PRODUCTS]) {
      check(field, names.industries, 'an industry');
    }
    if (errors.length > 0) {
      throw new ValidationError(errors.map((e) => `${e.path}: ${e.message}`).join('; '), errors);
    }
  }

  /** The mail that tells support of the enquiry, replying to the enquirer; support reads the portal's language. */
  function mailOf(enquiry: NeedHelpEnquiry, names: ReferenceNames): MailInput {
    const name = (key: string | undefined, list: Map<string, string>) =>
      key === undefined ? undefined : list.get(key);
    const industries = (fields: readonly (keyof NeedHelpEnquiry)[]) =>
      givenIndustries(enquiry, fields)
        .map((id) => names.industries.get(id))
        .join(', ');
    const who =
      [enquiry.firstName, enquiry.lastName].filter(Boolean).join(' ') ||
      enquiry.businessName ||
      enquiry.email;
    const values: Record<NeedHelpMailField, string | number | undefined> = {
      ...enquiry,
      businessType: name(enquiry.businessType, names.businessTypes),
      jobPosition: name(enquiry.jobPosition, names.jobPositions),
      usaState: name(enquiry.usaState, names.usaStates),
      country: name(enquiry.country, names.countries),
      buyProducts: industries(NEED_HELP_BUY_PRODUCTS),
      sellProducts: industries(NEED_HELP_SELL_PRODUCTS),
    };
    return {
      to: supportEmail,
      replyTo: enquiry.email,
      language: DEFAULT_LANGUAGE,
      template: 'needhelp.created',
      data: {
        who,
        fields: NEED_HELP_MAIL_FIELDS.flatMap((field) => {
          const value = values[field];
          return value === undefined || value === '' ? [] : [{ field, value: String(value) }];
        }),
      },
    };
  }

  function adminView(row: NeedHelpEnquiryRow, names: ReferenceNames): AdminNeedHelpEnquiry {
    const industries = (ids: string[]) =>
      ids.map((id) => ({ key: id, name: names.industries.get(id) ?? id }));
    return {
      enquiryID: row.id,
      createdAt: row.createdAt.toISOString(),
      firstName: row.firstName,
      lastName: row.lastName,
      businessName: row.businessName,
      businessType: named(row.businessTypeCode, names.businessTypes),
      website: row.website,
      jobPosition: named(row.jobPositionID, names.jobPositions),
      address: row.address,
      zipcode: row.zipcode,
      city: row.city,
      usaState: named(row.usaStateID, names.usaStates),
      country: named(row.countryCode, names.countries),
      companyPhone: row.companyPhone,
      companyFax: row.companyFax,
      totalEmployees: row.totalEmployees,
      salesEmployees: row.salesEmployees,
      mobilePhone: row.mobilePhone,
      email: row.email,
      buyProducts: industries(row.buyIndustries),
      moreInfoBuy: row.moreInfoBuy,
      sellProducts: industries(row.sellIndustries),
      moreInfoSell: row.moreInfoSell,
    };
  }

  return {
    /** Checks and stores an enquiry, queuing its mail to support; answers its id. */
    async send(enquiry: NeedHelpEnquiry): Promise<string> {
      const names = await referenceNames();
      checkReferences(enquiry, names);
      const id = randomUUID();
      const row = {
        id,
        firstName: enquiry.firstName ?? null,
        lastName: enquiry.lastName ?? null,
        businessName: enquiry.businessName ?? null,
        businessTypeCode: enquiry.businessType ?? null,
        website: enquiry.website ?? null,
        jobPositionID: enquiry.jobPosition ?? null,
        address: enquiry.address ?? null,
        zipcode: enquiry.zipcode ?? null,
        city: enquiry.city ?? null,
        usaStateID: enquiry.usaState ?? null,
        countryCode: enquiry.country ?? null,
        companyPhone: enquiry.companyPhone,
        companyFax: enquiry.companyFax ?? null,
        totalEmployees: enquiry.totalEmployees ?? null,
        salesEmployees: enquiry.salesEmployees ?? null,
        mobilePhone: enquiry.mobilePhone ?? null,
        email: enquiry.email,
        buyIndustries: givenIndustries(enquiry, NEED_HELP_BUY_PRODUCTS),
        moreInfoBuy: enquiry.moreInfoBuy ?? null,
        sellIndustries: givenIndustries(enquiry, NEED_HELP_SELL_PRODUCTS),
        moreInfoSell: enquiry.moreInfoSell ?? null,
      };
      await repo.store(row, mailOf(enquiry, names));
      return id;
    },

    async list({ skip, size }: AdminNeedHelpListQuery) {
      const [{ rows, total }, names] = await Promise.all([repo.page(skip, size), referenceNames()]);
      return { enquiries: rows.map((row) => adminView(row, names)), total };
    },
  };
}
export type NeedHelpService = ReturnType<typeof needHelpService>;
