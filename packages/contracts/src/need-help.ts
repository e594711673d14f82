import { z } from 'zod';
import { dataEnvelope } from './envelope.ts';
import {
  NEED_HELP_EMAIL_INVALID_MESSAGE,
  NEED_HELP_EMAIL_REQUIRED_MESSAGE,
  NEED_HELP_LIMITS,
  NEED_HELP_PHONE_REQUIRED_MESSAGE,
  NEED_HELP_STATE_NOT_US_MESSAGE,
  NEED_HELP_STATES_COUNTRY,
} from './need-help-values.ts';
import { pagingSchema } from './paging.ts';
import { INVALID_PHONE_MESSAGE, PHONE_MIN_DIGITS } from './users-values.ts';

const L = NEED_HELP_LIMITS;

/**
 * An optional field as a form sends it: left out or empty is "not given" (`undefined` once parsed), anything else must
 * pass `schema`. The form's dropdowns start with a `Select` choice whose value is empty.
 */
const optional = <T extends z.ZodType<string, string>>(schema: T) =>
  z
    .union([z.literal(''), schema])
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/** Free text; blanks only count as not given. */
const text = (name: string, max: number) =>
  optional(z.string().trim().max(max, `${name} can have at most ${max} characters`)).transform(
    (value) => value || undefined,
  );

/**
 * A telephone as people write it: digits with spaces, dots, dashes, brackets and a leading `+`; at least 8 digits (the
 * portal's phone rule) and at most 15, the longest international number.
 */
const phone = z
  .string()
  .trim()
  .max(L.phoneMax, INVALID_PHONE_MESSAGE)
  .regex(/^\+?[\d\s().-]+$/, INVALID_PHONE_MESSAGE)
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= PHONE_MIN_DIGITS && digits <= 15;
  }, INVALID_PHONE_MESSAGE);

const employees = z
  .union([
    z.literal(''),
    z.number().int().min(0).max(L.employeesMax),
    z
      .string()
      .trim()
      .regex(/^\d{1,7}$/, 'Write the number of employees in digits'),
  ])
  .optional()
  .transform((value) => (value === '' || value === undefined ? undefined : Number(value)));

const countryCode = z.string().regex(/^[A-Z]{2}$/, 'country must be a two-letter country code');
const industryID = optional(z.uuid('Choose an industry of the list'));

/**
 * `POST needhelp/send`: a visitor's enquiry to the portal's support. Only the company telephone and the email are
 * required. The reference fields (business type, job position, country, US state, industries) name entries of the
 * reference data, which the server checks; `usaState` is a state of the United States and is refused with any other
 * country, or without one.
 */
export const NeedHelpEnquirySchema = z
  .object({
    firstName: text('The first name', L.nameMax),
    lastName: text('The last name', L.nameMax),
    businessName: text('The business name', L.businessNameMax),
    businessType: optional(z.string().regex(/^[A-Z]{2}$/, 'businessType must be a business type code')),
    website: text('The website', L.websiteMax),
    jobPosition: optional(z.uuid('jobPosition must be a job position id')),
    address: text('The address', L.addressMax),
    zipcode: text('The zip code', L.zipcodeMax),
    city: text('The city', L.cityMax),
    usaState: optional(z.uuid('usaState must be a state id')),
    country: optional(countryCode),
    companyPhone: z
      .string(NEED_HELP_PHONE_REQUIRED_MESSAGE)
      .trim()
      .min(1, NEED_HELP_PHONE_REQUIRED_MESSAGE)
      .pipe(phone),
    companyFax: optional(phone),
    totalEmployees: employees,
    salesEmployees: employees,
    mobilePhone: optional(phone),
    email: z
      .string(NEED_HELP_EMAIL_REQUIRED_MESSAGE)
      .trim()
      .min(1, NEED_HELP_EMAIL_REQUIRED_MESSAGE)
      .max(L.emailMax, NEED_HELP_EMAIL_INVALID_MESSAGE)
      .pipe(z.email(NEED_HELP_EMAIL_INVALID_MESSAGE)),
    buyProduct1: industryID,
    buyProduct2: industryID,
    buyProduct3: industryID,
    buyProduct4: industryID,
    moreInfoBuy: text('More information', L.moreInfoMax),
    sellProduct1: industryID,
    sellProduct2: industryID,
    sellProduct3: industryID,
    sellProduct4: industryID,
    moreInfoSell: text('More information', L.moreInfoMax),
  })
  .superRefine((enquiry, ctx) => {
    if (enquiry.usaState && enquiry.country !== NEED_HELP_STATES_COUNTRY) {
      ctx.addIssue({ code: 'custom', path: ['usaState'], message: NEED_HELP_STATE_NOT_US_MESSAGE });
    }
  });
export type NeedHelpEnquiryInput = z.input<typeof NeedHelpEnquirySchema>;
export type NeedHelpEnquiry = z.infer<typeof NeedHelpEnquirySchema>;

const named = <T extends z.ZodType>(key: T) => z.object({ key, name: z.string() }).nullable();

/** An enquiry as the administrators read it: the reference fields with their names. */
export const AdminNeedHelpEnquirySchema = z.object({
  enquiryID: z.uuid(),
  createdAt: z.iso.datetime(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  businessName: z.string().nullable(),
  businessType: named(z.string()),
  website: z.string().nullable(),
  jobPosition: named(z.uuid()),
  address: z.string().nullable(),
  zipcode: z.string().nullable(),
  city: z.string().nullable(),
  usaState: named(z.uuid()),
  country: named(z.string()),
  companyPhone: z.string(),
  companyFax: z.string().nullable(),
  totalEmployees: z.number().int().nullable(),
  salesEmployees: z.number().int().nullable(),
  mobilePhone: z.string().nullable(),
  email: z.string(),
  buyProducts: z.array(z.object({ key: z.uuid(), name: z.string() })),
  moreInfoBuy: z.string().nullable(),
  sellProducts: z.array(z.object({ key: z.uuid(), name: z.string() })),
  moreInfoSell: z.string().nullable(),
});
export type AdminNeedHelpEnquiry = z.infer<typeof AdminNeedHelpEnquirySchema>;

export const AdminNeedHelpListQuerySchema = pagingSchema(L.pageSize);
export type AdminNeedHelpListQuery = z.infer<typeof AdminNeedHelpListQuerySchema>;

export const AdminNeedHelpListAnswerSchema = dataEnvelope(
  z.object({
    /** Newest first. */
    enquiries: z.array(AdminNeedHelpEnquirySchema),
    total: z.number().int(),
  }),
);
