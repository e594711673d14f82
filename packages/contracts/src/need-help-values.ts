import { LIMITS } from './limits.ts';

/**
 * The need-help form's (`/contact-us/form`) validation messages, which the API sends too; the page's own words are in
 * the web app's `needHelp` translations.
 */
export const NEED_HELP_PHONE_REQUIRED_MESSAGE = 'Enter the company telephone';
export const NEED_HELP_EMAIL_REQUIRED_MESSAGE = 'Enter your email';
export const NEED_HELP_EMAIL_INVALID_MESSAGE = 'Enter a valid email, e.g. name@company.com';
/** A US state goes with the United States only. */
export const NEED_HELP_STATE_NOT_US_MESSAGE = 'Choose a state only when the country is the United States';
/** The country whose states the form offers. */
export const NEED_HELP_STATES_COUNTRY = 'US';

/** How many buy and how many sell product industries an enquiry names. */
export const NEED_HELP_PRODUCT_SLOTS = 4;
export const NEED_HELP_BUY_PRODUCTS = ['buyProduct1', 'buyProduct2', 'buyProduct3', 'buyProduct4'] as const;
export const NEED_HELP_SELL_PRODUCTS = [
  'sellProduct1',
  'sellProduct2',
  'sellProduct3',
  'sellProduct4',
] as const;

/** The longest each text of an enquiry may be; the more-information areas take the spec's 512 characters. */
export const NEED_HELP_LIMITS = {
  nameMax: 100,
  businessNameMax: 200,
  websiteMax: 300,
  addressMax: 200,
  zipcodeMax: 20,
  cityMax: 100,
  phoneMax: 30,
  emailMax: 254,
  employeesMax: 9_999_999,
  moreInfoMax: LIMITS.textAreaMax,
  /** Enquiries in a page of the administrators' list. */
  pageSize: 20,
} as const;
