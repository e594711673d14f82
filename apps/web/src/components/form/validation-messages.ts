import {
  BUSINESS_LIMITS,
  INVALID_DATE_MESSAGE,
  INVALID_PHONE_MESSAGE,
  INVALID_VALUE_MESSAGE,
  LIMITS,
} from '@b2b/contracts';
import type { ParseKeys } from 'i18next';

type ValidationKey = ParseKeys<'validation'>;
type Entry = readonly [message: string, key: ValidationKey, values?: Record<string, number>];
export type ValidationEntry = { key: ValidationKey; values: Record<string, number> | undefined };

const max = (limit: number) => ({ max: limit });

/**
 * Every message the contracts' form schemas give (the server's own checks, in English) with its key in the
 * `validation` namespace, and the numbers its text interpolates. A form shows a field's error through `Field` or
 * `FieldCluster`, which look the message up here (through `validation-text.tsx`), so the client's checks and the server's
 * refusals read in the page's language; a message this table lacks shows as it came. A unit test walks the schemas: each of their messages has an
 * entry, and the English text of its key is the message itself.
 */
export const VALIDATION_MESSAGES: readonly Entry[] = [
  // Shared
  [INVALID_VALUE_MESSAGE, 'invalidValue'],
  ['Enter a valid email address', 'email'],
  [INVALID_PHONE_MESSAGE, 'invalidPhone'],
  [INVALID_DATE_MESSAGE, 'invalidDate'],
  ['Dates are YYYY-MM-DD', 'dateFormat'],
  ['country must be a two-letter ISO code', 'countryCode'],
  ['state must be a state id', 'stateID'],
  ['Choose the state', 'chooseState'],
  // A business
  [
    `The company name can have at most ${BUSINESS_LIMITS.companyNameMax} characters`,
    'business.companyNameMax',
    max(BUSINESS_LIMITS.companyNameMax),
  ],
  ['Enter the company name', 'business.companyName'],
  ['Choose at least one industry category', 'business.categoriesMin'],
  [
    `Choose at most ${BUSINESS_LIMITS.categoriesMax} categories`,
    'business.categoriesMax',
    max(BUSINESS_LIMITS.categoriesMax),
  ],
  ['Each category is an industry id, a dot, then a category id', 'business.categoryRef'],
  ['Choose the business type', 'business.businessType'],
  [
    `The short description can have at most ${BUSINESS_LIMITS.shortDescriptionMax} characters`,
    'business.shortDescriptionMax',
    max(BUSINESS_LIMITS.shortDescriptionMax),
  ],
  ['Write a short description', 'business.shortDescription'],
  [
    `The general description can have at most ${BUSINESS_LIMITS.generalDescriptionMax} characters`,
    'business.generalDescriptionMax',
    max(BUSINESS_LIMITS.generalDescriptionMax),
  ],
  ['The year established is after 1800', 'business.yearMin'],
  ['The year established is not in the future', 'business.yearMax'],
  ['Total annual revenue: the minimum cannot be above the maximum', 'business.revenueRange'],
  ['Total annual revenue must be a whole number', 'business.revenueWhole'],
  ['Total annual revenue cannot be negative', 'business.revenueNegative'],
  ['Total employees: the minimum cannot be above the maximum', 'business.employeesRange'],
  ['Total employees must be a whole number', 'business.employeesWhole'],
  ['Total employees cannot be negative', 'business.employeesNegative'],
  ['Production employees: the minimum cannot be above the maximum', 'business.productionEmployeesRange'],
  ['Production employees must be a whole number', 'business.productionEmployeesWhole'],
  ['Production employees cannot be negative', 'business.productionEmployeesNegative'],
  ['Production capacity must be a whole number', 'business.capacityWhole'],
  ['Production capacity cannot be negative', 'business.capacityNegative'],
  [
    `The unit can have at most ${BUSINESS_LIMITS.unitMax} characters`,
    'business.unitMax',
    max(BUSINESS_LIMITS.unitMax),
  ],
  ['The video must be a web address (http or https)', 'business.videoUrl'],
  [
    `The legal address can have at most ${BUSINESS_LIMITS.addressMax} characters`,
    'business.legalAddressMax',
    max(BUSINESS_LIMITS.addressMax),
  ],
  [
    `The shipping address can have at most ${BUSINESS_LIMITS.addressMax} characters`,
    'business.shippingAddressMax',
    max(BUSINESS_LIMITS.addressMax),
  ],
  [
    `The city can have at most ${BUSINESS_LIMITS.cityMax} characters`,
    'business.cityMax',
    max(BUSINESS_LIMITS.cityMax),
  ],
  [
    `The zip code can have at most ${BUSINESS_LIMITS.zipcodeMax} characters`,
    'business.zipcodeMax',
    max(BUSINESS_LIMITS.zipcodeMax),
  ],
  ['The website must be a web address (http or https)', 'business.websiteUrl'],
  ['Invalid dial code', 'business.dialCode'],
  ['A phone number has 6 to 15 digits', 'business.phoneDigits'],
  [
    `Manufacturing facilities can have at most ${BUSINESS_LIMITS.manufacturingFacilitiesMax} characters`,
    'business.facilitiesMax',
    max(BUSINESS_LIMITS.manufacturingFacilitiesMax),
  ],
  ['The factory size must be a whole number', 'business.factorySizeWhole'],
  ['The factory size cannot be negative', 'business.factorySizeNegative'],
  ['The number of production lines must be a whole number', 'business.linesWhole'],
  ['The number of production lines cannot be negative', 'business.linesNegative'],
  ['Unknown contract manufacturing', 'business.unknownContractManufacturing'],
  ['Unknown market', 'business.unknownMarket'],
  ['Sales employees: the minimum cannot be above the maximum', 'business.salesEmployeesRange'],
  ['Sales employees must be a whole number', 'business.salesEmployeesWhole'],
  ['Sales employees cannot be negative', 'business.salesEmployeesNegative'],
  ['The average lead time must be a whole number', 'business.leadTimeWhole'],
  ['The average lead time cannot be negative', 'business.leadTimeNegative'],
  ['Unknown delivery term', 'business.unknownDeliveryTerm'],
  ['Unknown currency', 'business.unknownCurrency'],
  ['Unknown packaging type', 'business.unknownPackagingType'],
  ['Unknown payment type', 'business.unknownPaymentType'],
  ['The expire date cannot be before the issue date', 'business.expireBeforeIssue'],
  [
    `The certificate name can have at most ${BUSINESS_LIMITS.certificateNameMax} characters`,
    'business.certificateNameMax',
    max(BUSINESS_LIMITS.certificateNameMax),
  ],
  ['Enter the certificate name', 'business.certificateName'],
  ['Give the email of the person to invite', 'business.inviteEmail'],
  ['userID must be a user id', 'business.userID'],
  ['Access is admin or member', 'business.access'],
  // A person's profile
  ['Enter your first name', 'profile.firstName'],
  ['Enter your last name', 'profile.lastName'],
  [
    `The brief presentation can have at most ${LIMITS.textAreaMax} characters`,
    'profile.briefPresentationMax',
    max(LIMITS.textAreaMax),
  ],
  ['industry must be an industry id', 'profile.industry'],
  ['jobPosition must be a job position id', 'profile.jobPosition'],
  // A review of a closed deal, and its answer
  ['Rate the product quality from 1 to 5 stars', 'review.quality'],
  ['Rate the communication from 1 to 5 stars', 'review.communication'],
  ['Rate the delivery from 1 to 5 stars', 'review.delivery'],
  ['Write a review', 'review.text'],
  [
    `A review can have at most ${LIMITS.reviewTextMax} characters`,
    'review.textMax',
    max(LIMITS.reviewTextMax),
  ],
  ['Write an answer', 'review.answer'],
  [
    `An answer can have at most ${LIMITS.reviewAnswerMax} characters`,
    'review.answerMax',
    max(LIMITS.reviewAnswerMax),
  ],
];

const BY_MESSAGE = new Map(VALIDATION_MESSAGES.map(([message, key, values]) => [message, { key, values }]));

/** The message's key in the `validation` namespace and the numbers its text interpolates, if the table has it. */
export const validationEntryOf = (message: string): ValidationEntry | undefined => BY_MESSAGE.get(message);
