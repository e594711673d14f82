import { randomUUID } from 'node:crypto';
import {
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
import type { FastifyBaseLogger } from 'fastify';
import type { OutboxEmail } from '../inquiries/inquiries.repository.ts';
import type { RefdataService } from '../refdata/refdata.service.ts';
import type { NeedHelpEnquiryRow, NeedHelpRepository } from './need-help.repository.ts';
import type { SupportMailer } from './support-mailer.ts';

export interface NeedHelpServiceOptions {
  repo: NeedHelpRepository;
  refdata: Pick<RefdataService, 'countries' | 'businessTypes' | 'jobPositions' | 'industries' | 'statesOf'>;
  /** Sends the support email now; without one it goes to the outbox. */
  mailer: SupportMailer | undefined;
  supportEmail: string;
  log: FastifyBaseLogger;
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
 * The need-help enquiries: a visitor asks the portal's support for help. Each one is stored and told to the support
 * address by email, through the mail server when there is one, else through the outbox. Administrators list them.
 */
export function needHelpService({ repo, refdata, mailer, supportEmail, log }: NeedHelpServiceOptions) {
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

  function emailOf(enquiry: NeedHelpEnquiry, names: ReferenceNames): OutboxEmail {
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
    const lines: [string, string | number | undefined][] = [
      ['First name', enquiry.firstName],
      ['Last name', enquiry.lastName],
      ['Business name', enquiry.businessName],
      ['Business type', name(enquiry.businessType, names.businessTypes)],
      ['Website', enquiry.website],
      ['Job position', name(enquiry.jobPosition, names.jobPositions)],
      ['Address', enquiry.address],
      ['Zip code', enquiry.zipcode],
      ['City', enquiry.city],
      ['USA state', name(enquiry.usaState, names.usaStates)],
      ['Country', name(enquiry.country, names.countries)],
      ['Company telephone', enquiry.companyPhone],
      ['Company fax', enquiry.companyFax],
      ['Total employees', enquiry.totalEmployees],
      ['Sales employees', enquiry.salesEmployees],
      ['Mobile phone', enquiry.mobilePhone],
      ['Email', enquiry.email],
      ['Buys products of', industries(NEED_HELP_BUY_PRODUCTS)],
      ['More information (buying)', enquiry.moreInfoBuy],
      ['Sells products of', industries(NEED_HELP_SELL_PRODUCTS)],
      ['More information (selling)', enquiry.moreInfoSell],
    ];
    return {
      toAddress: supportEmail,
      template: 'needhelp.created',
      subject: `Need help: ${who}`,
      body: lines
        .filter(([, value]) => value !== undefined && value !== '')
        .map(([label, value]) => `${label}: ${value}`)
        .join('\n'),
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
    /** Checks, stores and emails an enquiry; answers its id. */
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
      const email = emailOf(enquiry, names);
      if (!mailer) {
        await repo.store(row, email);
        return id;
      }
      await repo.store(row);
      try {
        await mailer.send({ ...email, replyTo: enquiry.email });
      } catch (error) {
        // The enquiry is kept and the administrators see it; its email waits in the outbox instead of being lost.
        log.error(
          { err: error, enquiryID: id },
          'the need-help email could not be sent; it is kept in the outbox',
        );
        await repo.queueEmail(email);
      }
      return id;
    },

    async list({ skip, size }: AdminNeedHelpListQuery) {
      const [{ rows, total }, names] = await Promise.all([repo.page(skip, size), referenceNames()]);
      return { enquiries: rows.map((row) => adminView(row, names)), total };
    },
  };
}
export type NeedHelpService = ReturnType<typeof needHelpService>;
