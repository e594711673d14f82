import {
  BUSINESS_LIMITS,
  INVALID_DATE_MESSAGE,
  INVALID_PHONE_MESSAGE,
  INCOTERMS,
  INVALID_VALUE_MESSAGE,
  LIMITS,
  REVIEW_MODERATION_LIMITS,
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
  // A request for quotation, a quote, an exchange rate
  ['from must be one of your business ids', 'rfq.from'],
  ['Write the product or service name', 'rfq.productName'],
  [
    `The product or service name can have at most ${LIMITS.rfqProductNameMax} characters`,
    'rfq.productNameMax',
    max(LIMITS.rfqProductNameMax),
  ],
  ['industryID must be an industry id', 'rfq.industryID'],
  ['categoryID must be a category id', 'rfq.categoryID'],
  ['subcategoryID must be a subcategory id', 'rfq.subcategoryID'],
  ['The quantity must be a number', 'rfq.quantityNumber'],
  ['The quantity must be more than 0', 'rfq.quantityPositive'],
  ['The quantity is too large', 'rfq.quantityTooLarge'],
  ['The quantity can have at most 4 decimals', 'rfq.quantityDecimals'],
  ['The target unit price must be a number', 'rfq.targetUnitPriceNumber'],
  ['The target unit price must be more than 0', 'rfq.targetUnitPricePositive'],
  ['The target unit price is too large', 'rfq.targetUnitPriceTooLarge'],
  ['The target unit price can have at most 4 decimals', 'rfq.targetUnitPriceDecimals'],
  ['The unit price must be a number', 'rfq.unitPriceNumber'],
  ['The unit price must be more than 0', 'rfq.unitPricePositive'],
  ['The unit price is too large', 'rfq.unitPriceTooLarge'],
  ['The unit price can have at most 4 decimals', 'rfq.unitPriceDecimals'],
  ['The minimum order quantity must be a number', 'rfq.moqNumber'],
  ['The minimum order quantity must be more than 0', 'rfq.moqPositive'],
  ['The minimum order quantity is too large', 'rfq.moqTooLarge'],
  ['The minimum order quantity can have at most 4 decimals', 'rfq.moqDecimals'],
  ['Unknown unit', 'rfq.unit'],
  ['destinationCountry must be a two-letter ISO code', 'rfq.destinationCountry'],
  [`The Incoterm must be one of ${INCOTERMS.join(', ')}`, 'rfq.incoterm'],
  [
    `Quotes close ${LIMITS.rfqCloseDaysMin} to ${LIMITS.rfqCloseDaysMax} days from today`,
    'rfq.closesOn',
    { min: LIMITS.rfqCloseDaysMin, max: LIMITS.rfqCloseDaysMax },
  ],
  ['Write the description', 'rfq.description'],
  [
    `The description can have at most ${LIMITS.rfqDescriptionMax} characters`,
    'rfq.descriptionMax',
    max(LIMITS.rfqDescriptionMax),
  ],
  [`At most ${LIMITS.rfqPicturesMax} pictures`, 'rfq.picturesMax', max(LIMITS.rfqPicturesMax)],
  ['identity is anonymous or named', 'rfq.identity'],
  ['businessID must be one of your business ids', 'quote.businessID'],
  ['The lead time must be a number of days', 'quote.leadTimeNumber'],
  ['The lead time is a whole number of days', 'quote.leadTimeWhole'],
  ['The lead time cannot be negative', 'quote.leadTimeNegative'],
  [
    `The lead time can be at most ${LIMITS.quoteLeadTimeDaysMax} days`,
    'quote.leadTimeMax',
    max(LIMITS.quoteLeadTimeDaysMax),
  ],
  ['Write the named place', 'quote.namedPlace'],
  [
    `The named place can have at most ${LIMITS.quoteNamedPlaceMax} characters`,
    'quote.namedPlaceMax',
    max(LIMITS.quoteNamedPlaceMax),
  ],
  ['Write the payment terms', 'quote.paymentTerms'],
  [
    `The payment terms can have at most ${LIMITS.quotePaymentTermsMax} characters`,
    'quote.paymentTermsMax',
    max(LIMITS.quotePaymentTermsMax),
  ],
  ['A quote must be valid until today or later', 'quote.validUntil'],
  ['Write the message', 'quote.message'],
  [
    `The message can have at most ${LIMITS.quoteMessageMax} characters`,
    'quote.messageMax',
    max(LIMITS.quoteMessageMax),
  ],
  ['productID must be a product id', 'quote.productID'],
  ['A rate converts between two different currencies', 'rate.pair'],
  ['A rate cannot be dated in the future', 'rate.future'],
  ['The rate must be a number', 'rate.number'],
  ['The rate must be more than 0', 'rate.positive'],
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
  // A report of a review, and an administrator's reason for hiding one
  ['Choose what is wrong with the review', 'review.reportReason'],
  ['Say what is wrong with the review', 'review.reportNote'],
  [
    `The note can have at most ${REVIEW_MODERATION_LIMITS.reportNoteMax} characters`,
    'review.reportNoteMax',
    max(REVIEW_MODERATION_LIMITS.reportNoteMax),
  ],
  ['Give the reason both sides will read', 'review.hideReason'],
  [
    `The reason for hiding can have at most ${REVIEW_MODERATION_LIMITS.hiddenReasonMax} characters`,
    'review.hideReasonMax',
    max(REVIEW_MODERATION_LIMITS.hiddenReasonMax),
  ],
];

const BY_MESSAGE = new Map(VALIDATION_MESSAGES.map(([message, key, values]) => [message, { key, values }]));

/** The message's key in the `validation` namespace and the numbers its text interpolates, if the table has it. */
export const validationEntryOf = (message: string): ValidationEntry | undefined => BY_MESSAGE.get(message);
