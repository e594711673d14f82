import { z } from 'zod';
import { EmailSchema, PROFILE_BUSINESS_TYPE_CODES } from './auth.ts';
import { ImageSchema } from './images.ts';
import { LIMITS } from './limits.ts';
import { withPlus } from './users.ts';

/** Membership levels, lowest first (section 9 of 02-). */
export const SUBSCRIPTIONS = ['standard', 'gold', 'premium', 'platinum'] as const;
export type Subscription = (typeof SUBSCRIPTIONS)[number];

/** Products a business may keep in its showcase, by membership (section 9 of 02-). */
export const PRODUCT_SHOWCASE_CAP: Record<Subscription, number> = {
  standard: 7,
  gold: 20,
  premium: 50,
  platinum: 100,
};

export const subscriptionLabel = (s: Subscription | null | undefined) => (s ?? 'standard').toUpperCase();

/** What a person may do in a business (section 6 of 02-). */
export const BUSINESS_ACCESS = ['owner', 'admin', 'member'] as const;
export type BusinessAccess = (typeof BUSINESS_ACCESS)[number];
/** The levels the owner can give; there is one owner, the creator. */
export const MEMBER_ACCESS = ['admin', 'member'] as const;
export type MemberAccess = (typeof MEMBER_ACCESS)[number];
/** An invitation is pending until the invited person accepts or declines it, or the owner withdraws it. */
export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** Who may change the profile, its certificates and its products. */
export const canEditBusiness = (access: BusinessAccess | null | undefined) =>
  access === 'owner' || access === 'admin';

/** Limits of the business forms, shared by the server's schemas and the web forms. */
export const BUSINESS_LIMITS = {
  companyNameMax: 160,
  shortDescriptionMax: LIMITS.textAreaMax,
  generalDescriptionMax: 4000,
  categoriesMax: 10,
  cityMax: 120,
  addressMax: 300,
  zipcodeMax: 20,
  websiteMax: 300,
  unitMax: 40,
  certificateNameMax: 160,
  codesMax: 30,
  manufacturingFacilitiesMax: 2000,
} as const;

/** Terms of the "Contract manufacturing" choice of the factory group. */
export const CONTRACT_MANUFACTURING = [
  { code: 'OEM', name: 'OEM service offered' },
  { code: 'ODM', name: 'Design service offered' },
  { code: 'BUYER_LABEL', name: 'Buyer label offered' },
] as const;

/** Market regions of the trade capabilities group. */
export const MARKETS = [
  { code: 'NA', name: 'North America' },
  { code: 'SA', name: 'South America' },
  { code: 'WE', name: 'Western Europe' },
  { code: 'EE', name: 'Eastern Europe' },
  { code: 'EA', name: 'Eastern Asia' },
  { code: 'SEA', name: 'Southeast Asia' },
  { code: 'SAS', name: 'South Asia' },
  { code: 'ME', name: 'Mid East' },
  { code: 'AF', name: 'Africa' },
  { code: 'OC', name: 'Oceania' },
  { code: 'CA', name: 'Central America' },
  { code: 'DOM', name: 'Domestic Market' },
] as const;

/** Incoterms 2020 and the older ones buyers still ask for. */
export const DELIVERY_TERMS = [
  { code: 'EXW', name: 'EXW (Ex Works)' },
  { code: 'FCA', name: 'FCA (Free Carrier)' },
  { code: 'FAS', name: 'FAS (Free Alongside Ship)' },
  { code: 'FOB', name: 'FOB (Free On Board)' },
  { code: 'CFR', name: 'CFR (Cost and Freight)' },
  { code: 'CIF', name: 'CIF (Cost, Insurance and Freight)' },
  { code: 'CPT', name: 'CPT (Carriage Paid To)' },
  { code: 'CIP', name: 'CIP (Carriage and Insurance Paid To)' },
  { code: 'DAP', name: 'DAP (Delivered At Place)' },
  { code: 'DPU', name: 'DPU (Delivered at Place Unloaded)' },
  { code: 'DDP', name: 'DDP (Delivered Duty Paid)' },
  { code: 'EXPRESS', name: 'Express Delivery' },
] as const;

export const PAYMENT_CURRENCIES = [
  { code: 'USD', name: 'US Dollar' },
  { code: 'EUR', name: 'Euro' },
  { code: 'CNY', name: 'Chinese Yuan' },
  { code: 'JPY', name: 'Japanese Yen' },
  { code: 'GBP', name: 'British Pound' },
  { code: 'HKD', name: 'Hong Kong Dollar' },
  { code: 'CAD', name: 'Canadian Dollar' },
  { code: 'AUD', name: 'Australian Dollar' },
  { code: 'CHF', name: 'Swiss Franc' },
  { code: 'INR', name: 'Indian Rupee' },
  { code: 'BRL', name: 'Brazilian Real' },
  { code: 'MXN', name: 'Mexican Peso' },
  { code: 'KRW', name: 'South Korean Won' },
  { code: 'RUB', name: 'Russian Ruble' },
  { code: 'TRY', name: 'Turkish Lira' },
] as const;

export const PACKAGING_TYPES = [
  { code: 'CARTON', name: 'Carton box' },
  { code: 'WOODEN_CASE', name: 'Wooden case' },
  { code: 'PALLET', name: 'Pallet' },
  { code: 'CRATE', name: 'Crate' },
  { code: 'BAG', name: 'Bag' },
  { code: 'DRUM', name: 'Drum' },
  { code: 'IBC', name: 'IBC tote' },
  { code: 'BULK', name: 'Bulk' },
  { code: 'CONTAINER', name: 'Container' },
  { code: 'BLISTER', name: 'Blister pack' },
  { code: 'CUSTOM', name: 'Custom packaging' },
] as const;

export const PAYMENT_TYPES = [
  { code: 'TT', name: 'T/T (Telegraphic Transfer)' },
  { code: 'LC', name: 'L/C (Letter of Credit)' },
  { code: 'DP', name: 'D/P (Documents against Payment)' },
  { code: 'DA', name: 'D/A (Documents against Acceptance)' },
  { code: 'CREDIT_CARD', name: 'Credit card' },
  { code: 'PAYPAL', name: 'PayPal' },
  { code: 'WESTERN_UNION', name: 'Western Union' },
  { code: 'ESCROW', name: 'Escrow' },
  { code: 'CASH', name: 'Cash' },
  { code: 'MONEYGRAM', name: 'MoneyGram' },
] as const;

export const PRODUCTION_PERIODS = ['day', 'week', 'month', 'year'] as const;

type Coded = readonly { code: string; name: string }[];
const codesOf = <T extends Coded>(list: T) =>
  list.map((i) => i.code) as [T[number]['code'], ...T[number]['code'][]];
/** The label of a code of one of the lists above, or the code itself for one the list no longer has. */
export const labelOf = (list: Coded, code: string) => list.find((i) => i.code === code)?.name ?? code;

export const INCOMPLETE_BUSINESS_MESSAGE =
  'Complete all the information required to create your business profile.';
export const BUSINESS_LOAD_ERROR_MESSAGE =
  'An unexpected error has occurred, please try refreshing the page.';
export const BUSINESS_LINK_COPIED = 'Business Link copied!';
export const NO_BUSINESS_YET = "You don't have any business registered yet";
/** The owner invites people; an invitation to someone who already belongs is refused (409). */
export const ALREADY_MEMBER_MESSAGE = 'This person is already a member of this business.';
/** Accepting or declining an invitation that was answered or withdrawn meanwhile (409). */
export const INVITATION_ANSWERED_MESSAGE = 'This invitation has already been answered or withdrawn.';
/** The one owner stays (409 of the member routes). */
export const OWNER_STAYS_MESSAGE = 'The owner of a business cannot be removed or demoted.';

/** Public links: the name with spaces as hyphens, a hyphen and the id, URL-encoded twice (section 2 of 02-). */
export const businessSlug = (companyName: string, businessID: string) =>
  encodeURIComponent(encodeURIComponent(`${companyName.trim().replace(/\s+/g, '-')}-${businessID}`));
/** Only the last 36 characters of a business or product route parameter are its id, so an old slug still opens. */
export const idFromSlug = (param: string) => param.slice(-36);
export const businessPath = (companyName: string, businessID: string) =>
  `/business/${businessSlug(companyName, businessID)}`;

/** A country name on a business card: longer than 16 characters, it shows its first 24 and an ellipsis (section 8 of 01-). */
export const cardCountryName = (name: string) => (name.length > 16 ? `${name.slice(0, 24)}…` : name);

/** A number as the pages show it, with thousands separated: `12,000`. */
export const countText = (n: number) => n.toLocaleString('en-US');

/** A min–max range as the cards show it, "10 - 50"; one end alone is shown alone, neither gives null. */
export function rangeText(range: { min: number | null; max: number | null } | null | undefined) {
  const ends = [range?.min, range?.max].filter((n): n is number => n !== null && n !== undefined);
  return ends.length ? [...new Set(ends)].map(countText).join(' - ') : null;
}

// ---------- shapes ----------

const range = z.object({ min: z.number().nullable(), max: z.number().nullable() });
export type Range = z.infer<typeof range>;
export const RangeSchema = range;
const codeName = z.object({ code: z.string(), name: z.string() });
const countryRef = z.object({ code: z.string(), countryName: z.string(), emoji: z.string() });
const stateRef = z.object({ stateID: z.string(), stateName: z.string() });
export const BusinessPhoneSchema = z.object({ countryCode: z.string(), businessPhoneNumber: z.string() });

export const BusinessCategorySchema = z.object({
  /** `industryId.categoryId`, the form the create payload uses. */
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
});
export type BusinessProfile = z.infer<typeof BusinessProfileSchema>;

/** The subset of a business the search card, the summary card and a product's page show (section 3 of 01-). */
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
const stateId = z.uuid('state must be a state id');
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

/** `POST business/profile/create` (section 3 of 02-). */
export const BusinessCreateSchema = z.object({
  companyName: text(BUSINESS_LIMITS.companyNameMax, 'The company name').min(1, 'Enter the company name'),
  categories: z
    .array(categoryRef)
    .min(1, 'Choose at least one industry category')
    .max(BUSINESS_LIMITS.categoriesMax, `Choose at most ${BUSINESS_LIMITS.categoriesMax} categories`),
  businessType: z.enum(PROFILE_BUSINESS_TYPE_CODES, 'Choose the business type'),
  country: countryCode,
  /** Required when the country has states; the server checks it belongs to the country. */
  state: stateId.optional(),
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
      state: stateId.nullable().optional(),
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
      state: stateId.nullable().optional(),
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
export const BUSINESS_GROUPS = [
  'general',
  'contactInfo',
  'factory',
  'tradeCapabilities',
  'businessTerms',
] as const;
export type BusinessGroup = (typeof BUSINESS_GROUPS)[number];

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

export const BusinessIdParamsSchema = z.object({ id: z.uuid('id must be a business id') });
export const CertificateParamsSchema = BusinessIdParamsSchema.extend({
  certificateID: z.uuid('certificateID must be a certificate id'),
});
export const MemberParamsSchema = BusinessIdParamsSchema.extend({
  userID: z.uuid('userID must be a user id'),
});
export const InvitationParamsSchema = z.object({
  invitationID: z.uuid('invitationID must be an invitation id'),
});
export const BusinessInvitationParamsSchema = BusinessIdParamsSchema.extend(InvitationParamsSchema.shape);
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
