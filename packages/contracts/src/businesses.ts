import { z } from 'zod';
import { EmailSchema } from './auth.ts';
import { PROFILE_BUSINESS_TYPE_CODES } from './auth-values.ts';
import { ImageSchema } from './images.ts';
import { ResponseMetricsSchema } from './response-metrics.ts';
import { withPlus } from './users-values.ts';
import { BUSINESS_ACCESS, BUSINESS_LIMITS, MEMBER_ACCESS, SUBSCRIPTIONS } from './businesses-values.ts';
import {
  CONTRACT_MANUFACTURING,
  type Coded,
  DELIVERY_TERMS,
  MARKETS,
  PACKAGING_TYPES,
  PAYMENT_TYPES,
  PRODUCTION_PERIODS,
  codesOf,
} from './business-lists.ts';
import { PAYMENT_CURRENCIES } from './currencies.ts';

// ---------- shapes ----------

const range = z.object({ min: z.number().nullable(), max: z.number().nullable() });
export type Range = z.infer<typeof range>;
export const RangeSchema = range;
const codeName = z.object({ code: z.string(), name: z.string() });
const countryRef = z.object({ code: z.string(), countryName: z.string(), emoji: z.string() });
const stateRef = z.object({ stateID: z.string(), stateName: z.string() });
export const BusinessPhoneSchema = z.object({ countryCode: z.string(), businessPhoneNumber: z.string() });

export const BusinessCategorySchema = z.object({
  /** `industryID.categoryID`, the form the create payload uses. */
  id: z.string(),
  industryID: z.string(),
  industryName: z.string(),
  categoryID: z.string(),
  name: z.string(),
});
export type BusinessCategory = z.infer<typeof BusinessCategorySchema>;

export const BusinessGeneralSchema = z.object({
  companyName: z.string(),
  shortDescription: z.string(),
  generalDescription: z.string().nullable(),
  businessType: codeName,
  /** The industry of the first category. */
  industry: z.object({ id: z.string(), name: z.string() }).nullable(),
  categories: z.array(BusinessCategorySchema),
  yearStablished: z.number().int().nullable(),
  totalAnnualRevenue: range.nullable(),
  totalEmployees: range.nullable(),
  totalProductionEmployees: range.nullable(),
  productionCapacity: range
    .extend({ unit: z.string().nullable(), period: z.enum(PRODUCTION_PERIODS).nullable() })
    .nullable(),
  profilePhoto: ImageSchema.nullable(),
  coverPhoto: ImageSchema.nullable(),
  video: z.object({ url: z.string() }).nullable(),
});

export const BusinessContactInfoSchema = z.object({
  legalAddressEnglish: z.string().nullable(),
  shippingAddressEnglish: z.string().nullable(),
  city: z.string().nullable(),
  zipcode: z.string().nullable(),
  country: countryRef,
  state: stateRef.nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  phone: BusinessPhoneSchema.nullable(),
  mobilePhone: BusinessPhoneSchema.nullable(),
});

export const BusinessFactorySchema = z.object({
  manufacturingFacilities: z.string().nullable(),
  city: z.string().nullable(),
  zipcode: z.string().nullable(),
  country: countryRef.nullable(),
  state: stateRef.nullable(),
  /** Square metres. */
  factorySize: z.number().nullable(),
  numberProductionLines: z.number().int().nullable(),
  /** Codes of CONTRACT_MANUFACTURING. */
  contractManufacturing: z.array(z.string()),
});

export const BusinessTradeCapabilitiesSchema = z.object({
  /** Codes of MARKETS. */
  markets: z.array(z.string()),
  spokenLanguages: z.array(z.object({ code: z.string(), languageName: z.string() })),
  totalEmployeesSales: range.nullable(),
  /** Days. */
  averageLeadTime: z.number().int().nullable(),
});

export const BusinessTermsSchema = z.object({
  /** Codes of DELIVERY_TERMS, PAYMENT_CURRENCIES, PACKAGING_TYPES and PAYMENT_TYPES. */
  acceptedDeliveryTerms: z.array(z.string()),
  acceptedPaymentCurrencies: z.array(z.string()),
  packagingTypes: z.array(z.string()),
  acceptedPaymentTypes: z.array(z.string()),
});

export const CertificateSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** YYYY-MM-DD. */
  issueDate: z.string(),
  expireDate: z.string().nullable(),
  photo: ImageSchema.nullable(),
});
export type Certificate = z.infer<typeof CertificateSchema>;

export const BusinessProfileSchema = z.object({
  businessID: z.uuid(),
  /** The public path segment: `businessSlug(companyName, businessID)`. */
  key: z.string(),
  subscription: z.enum(SUBSCRIPTIONS),
  verified: z.boolean(),
  general: BusinessGeneralSchema,
  contactInfo: BusinessContactInfoSchema,
  factory: BusinessFactorySchema,
  tradeCapabilities: BusinessTradeCapabilitiesSchema,
  businessTerms: BusinessTermsSchema,
  certificates: z.array(CertificateSchema),
  createdAt: z.string(),
  responseMetrics: ResponseMetricsSchema,
});
export type BusinessProfile = z.infer<typeof BusinessProfileSchema>;

/** The subset of a business the search card, the summary card and a product's page show. */
export const BusinessCardSchema = z.object({
  businessID: z.uuid(),
  key: z.string(),
  subscription: z.enum(SUBSCRIPTIONS),
  verified: z.boolean(),
  general: BusinessGeneralSchema.pick({
    companyName: true,
    shortDescription: true,
    profilePhoto: true,
    industry: true,
    yearStablished: true,
    businessType: true,
    totalEmployees: true,
    categories: true,
  }),
  contactInfo: z.object({ country: countryRef }),
  reactions: z.object({ reactionCount: z.object({ like: z.number().int() }) }),
  /** Days, from the trade capabilities: the summary card's production lead time. */
  averageLeadTime: z.number().int().nullable(),
  responseMetrics: ResponseMetricsSchema,
});
export type BusinessCard = z.infer<typeof BusinessCardSchema>;

export const BusinessSessionSchema = z.object({ access: z.enum(BUSINESS_ACCESS) });

// ---------- requests ----------

const text = (max: number, label: string) =>
  z.string().trim().max(max, `${label} can have at most ${max} characters`);
const optionalText = (max: number, label: string) => text(max, label).nullable().optional();
const countryCode = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'country must be a two-letter ISO code')
  .transform((c) => c.toUpperCase());
const stateID = z.uuid('state must be a state id');
/** Zod's own uuid pattern, so that a category's two ids are held to the rule every other id is. */
const uuidPattern = z.regexes.uuid().source.replace(/^\^|\$$/g, '');
const categoryRef = z
  .string()
  .regex(
    new RegExp(`^${uuidPattern}\\.${uuidPattern}$`),
    'Each category is an industry id, a dot, then a category id',
  );
const count = (label: string) =>
  z.number().int(`${label} must be a whole number`).min(0, `${label} cannot be negative`).max(10_000_000_000);
const rangeInput = (label: string) =>
  z
    .object({ min: count(label).nullable(), max: count(label).nullable() })
    .refine((r) => r.min === null || r.max === null || r.min <= r.max, {
      message: `${label}: the minimum cannot be above the maximum`,
      path: ['max'],
    });
const codes = <T extends Coded>(list: T, label: string) =>
  z
    .array(z.enum(codesOf(list), `Unknown ${label}`))
    .max(BUSINESS_LIMITS.codesMax)
    .transform((a) => [...new Set(a)]);
const phoneInput = z.object({
  countryCode: z
    .string()
    .trim()
    .regex(/^\+?\d{1,7}$/, 'Invalid dial code')
    .transform(withPlus),
  businessPhoneNumber: z
    .string()
    .trim()
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{6,15}$/, 'A phone number has 6 to 15 digits')),
});
const httpUrl = (label: string) =>
  z
    .url({ protocol: /^https?$/, message: `${label} must be a web address (http or https)` })
    .max(BUSINESS_LIMITS.websiteMax);
const isoDate = z.iso.date('Dates are YYYY-MM-DD');

/** `POST business/profile/create`. */
export const BusinessCreateSchema = z.object({
  companyName: text(BUSINESS_LIMITS.companyNameMax, 'The company name').min(1, 'Enter the company name'),
  categories: z
    .array(categoryRef)
    .min(1, 'Choose at least one industry category')
    .max(BUSINESS_LIMITS.categoriesMax, `Choose at most ${BUSINESS_LIMITS.categoriesMax} categories`),
  businessType: z.enum(PROFILE_BUSINESS_TYPE_CODES, 'Choose the business type'),
  country: countryCode,
  /** Required when the country has states; the server checks it belongs to the country. */
  state: stateID.optional(),
  shortDescription: text(BUSINESS_LIMITS.shortDescriptionMax, 'The short description').min(
    1,
    'Write a short description',
  ),
  profilePhoto: ImageSchema.optional(),
  coverPhoto: ImageSchema.optional(),
});
export type BusinessCreateInput = z.infer<typeof BusinessCreateSchema>;

/**
 * `PUT business/profile/{id}`: any subset of the groups, each saving only its own fields. A missing field stays as it is;
 * `null` clears an optional one.
 */
export const BusinessUpdateSchema = z.object({
  general: z
    .object({
      companyName: text(BUSINESS_LIMITS.companyNameMax, 'The company name').min(1, 'Enter the company name'),
      shortDescription: text(BUSINESS_LIMITS.shortDescriptionMax, 'The short description').min(
        1,
        'Write a short description',
      ),
      generalDescription: optionalText(BUSINESS_LIMITS.generalDescriptionMax, 'The general description'),
      businessType: z.enum(PROFILE_BUSINESS_TYPE_CODES, 'Choose the business type'),
      categories: BusinessCreateSchema.shape.categories,
      yearStablished: z
        .number()
        .int()
        .min(1800, 'The year established is after 1800')
        .max(2100, 'The year established is not in the future')
        .nullable(),
      totalAnnualRevenue: rangeInput('Total annual revenue').nullable(),
      totalEmployees: rangeInput('Total employees').nullable(),
      totalProductionEmployees: rangeInput('Production employees').nullable(),
      productionCapacity: z
        .object({
          min: count('Production capacity').nullable(),
          max: count('Production capacity').nullable(),
          unit: text(BUSINESS_LIMITS.unitMax, 'The unit').nullable(),
          period: z.enum(PRODUCTION_PERIODS).nullable(),
        })
        .nullable(),
      profilePhoto: ImageSchema.nullable(),
      coverPhoto: ImageSchema.nullable(),
      video: z.object({ url: httpUrl('The video') }).nullable(),
    })
    .partial()
    .strip()
    .optional(),
  contactInfo: z
    .object({
      legalAddressEnglish: optionalText(BUSINESS_LIMITS.addressMax, 'The legal address'),
      shippingAddressEnglish: optionalText(BUSINESS_LIMITS.addressMax, 'The shipping address'),
      city: optionalText(BUSINESS_LIMITS.cityMax, 'The city'),
      zipcode: optionalText(BUSINESS_LIMITS.zipcodeMax, 'The zip code'),
      country: countryCode.optional(),
      state: stateID.nullable().optional(),
      email: z.email('Enter a valid email address').max(254).nullable().optional(),
      website: httpUrl('The website').nullable().optional(),
      phone: phoneInput.nullable().optional(),
      mobilePhone: phoneInput.nullable().optional(),
    })
    .strip()
    .optional(),
  factory: z
    .object({
      manufacturingFacilities: optionalText(
        BUSINESS_LIMITS.manufacturingFacilitiesMax,
        'Manufacturing facilities',
      ),
      city: optionalText(BUSINESS_LIMITS.cityMax, 'The city'),
      zipcode: optionalText(BUSINESS_LIMITS.zipcodeMax, 'The zip code'),
      country: countryCode.nullable().optional(),
      state: stateID.nullable().optional(),
      factorySize: count('The factory size').nullable().optional(),
      numberProductionLines: count('The number of production lines').max(10_000).nullable().optional(),
      contractManufacturing: codes(CONTRACT_MANUFACTURING, 'contract manufacturing').optional(),
    })
    .strip()
    .optional(),
  tradeCapabilities: z
    .object({
      markets: codes(MARKETS, 'market').optional(),
      /** Language codes of the reference data. */
      spokenLanguages: z
        .array(z.string().min(2).max(8))
        .max(BUSINESS_LIMITS.codesMax)
        .transform((a) => [...new Set(a)])
        .optional(),
      totalEmployeesSales: rangeInput('Sales employees').nullable().optional(),
      averageLeadTime: count('The average lead time').max(3650).nullable().optional(),
    })
    .strip()
    .optional(),
  businessTerms: z
    .object({
      acceptedDeliveryTerms: codes(DELIVERY_TERMS, 'delivery term').optional(),
      acceptedPaymentCurrencies: codes(PAYMENT_CURRENCIES, 'currency').optional(),
      packagingTypes: codes(PACKAGING_TYPES, 'packaging type').optional(),
      acceptedPaymentTypes: codes(PAYMENT_TYPES, 'payment type').optional(),
    })
    .strip()
    .optional(),
});
export type BusinessUpdateInput = z.infer<typeof BusinessUpdateSchema>;
export const CertificateInputSchema = z
  .object({
    name: text(BUSINESS_LIMITS.certificateNameMax, 'The certificate name').min(
      1,
      'Enter the certificate name',
    ),
    issueDate: isoDate,
    expireDate: isoDate.nullable().optional(),
    photo: ImageSchema.nullable().optional(),
  })
  .refine((c) => !c.expireDate || c.expireDate >= c.issueDate, {
    message: 'The expire date cannot be before the issue date',
    path: ['expireDate'],
  });
export type CertificateInput = z.infer<typeof CertificateInputSchema>;

export const MemberSchema = z.object({
  userID: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  profilePhoto: ImageSchema.nullable(),
  access: z.enum(BUSINESS_ACCESS),
  addedAt: z.string(),
});
export type Member = z.infer<typeof MemberSchema>;

/**
 * `POST business/{id}/members`: invites a person, by the id of their portal profile or by an email (decision 0008); they
 * belong to the business once they accept.
 */
export const MemberAddSchema = z
  .object({
    userID: z.uuid('userID must be a user id').optional(),
    email: EmailSchema.optional(),
    access: z.enum(MEMBER_ACCESS, 'Access is admin or member'),
  })
  .refine((m) => m.userID !== undefined || m.email !== undefined, {
    message: 'Give the email of the person to invite',
    path: ['email'],
  });
export type MemberAddInput = z.infer<typeof MemberAddSchema>;
/**
 * A pending invitation to a business, as its owner and the invited person see it. The invited person is known by the
 * email only: whoever signs in with that address holds it.
 */
export const InvitationSchema = z.object({
  invitationID: z.uuid(),
  businessID: z.uuid(),
  companyName: z.string(),
  email: z.string(),
  access: z.enum(MEMBER_ACCESS),
  invitedBy: z.object({ userID: z.uuid(), firstName: z.string(), lastName: z.string() }),
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof InvitationSchema>;
export const MemberUpdateSchema = z.object({ access: z.enum(MEMBER_ACCESS, 'Access is admin or member') });

export const BusinessIDParamsSchema = z.object({ id: z.uuid('id must be a business id') });
export const CertificateParamsSchema = BusinessIDParamsSchema.extend({
  certificateID: z.uuid('certificateID must be a certificate id'),
});
export const MemberParamsSchema = BusinessIDParamsSchema.extend({
  userID: z.uuid('userID must be a user id'),
});
export const InvitationParamsSchema = z.object({
  invitationID: z.uuid('invitationID must be an invitation id'),
});
export const BusinessInvitationParamsSchema = BusinessIDParamsSchema.extend(InvitationParamsSchema.shape);
export const ListBusinessQuerySchema = z.object({ userID: z.uuid('userID must be a user id') });

// ---------- answers ----------

const ok = z.literal(true);
export const BusinessProfileAnswerSchema = z.object({
  success: ok,
  data: BusinessProfileSchema,
  session: BusinessSessionSchema.nullable(),
});
export const MyBusinessListAnswerSchema = z.object({
  success: ok,
  data: z.array(
    z.object({ businessID: z.uuid(), business: BusinessProfileSchema, access: z.enum(BUSINESS_ACCESS) }),
  ),
});
export type MyBusinessItem = z.infer<typeof MyBusinessListAnswerSchema>['data'][number];
export const BusinessListAnswerSchema = z.object({ success: ok, data: z.array(BusinessProfileSchema) });
export const BusinessCreatedAnswerSchema = z.object({
  success: ok,
  data: z.object({ businessID: z.uuid() }),
});
export const BusinessUpdatedAnswerSchema = z.object({ success: ok, data: BusinessProfileSchema });
export const CertificatesAnswerSchema = z.object({ success: ok, data: z.array(CertificateSchema) });
export const CertificateAnswerSchema = z.object({ success: ok, data: CertificateSchema });
export const MembersAnswerSchema = z.object({ success: ok, data: z.array(MemberSchema) });
export const MemberAnswerSchema = z.object({ success: ok, data: MemberSchema });
export const InvitationsAnswerSchema = z.object({ success: ok, data: z.array(InvitationSchema) });
export const InvitationAnswerSchema = z.object({ success: ok, data: InvitationSchema });
/** Accepting: the business the person now belongs to, with their access. */
export const InvitationAcceptedAnswerSchema = z.object({
  success: ok,
  data: z.object({ businessID: z.uuid(), access: z.enum(MEMBER_ACCESS) }),
});
export const SuccessAnswerSchema = z.object({ success: ok });
