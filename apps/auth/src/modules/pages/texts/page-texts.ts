import type { BusinessTypeCode } from '@b2b/contracts';

/** The business types a person can register as: every search tab but Products and Users. */
export type ProfileBusinessTypeCode = Exclude<BusinessTypeCode, 'PR' | 'UR'>;

/**
 * Every text of the account service's pages, in one language. Each language's module is typed with this, so a missing
 * text fails the typecheck; texts that take a value are functions of it, so each language orders its sentence.
 */
export interface PageTexts {
  /** The document's title: the page's and the brand. */
  documentTitle: (title: string, brand: string) => string;
  footer: (brand: string) => string;
  email: string;
  password: string;
  login: {
    title: string;
    lead: (brand: string) => string;
    submit: string;
    newHere: string;
    createAccount: string;
  };
  register: {
    title: string;
    lead: (brand: string) => string;
    firstName: string;
    lastName: string;
    passwordHint: (minLength: number) => string;
    country: string;
    chooseCountry: string;
    businessType: string;
    chooseBusinessType: string;
    submit: string;
    haveAccount: string;
    signIn: string;
  };
  businessTypes: Record<ProfileBusinessTypeCode, string>;
  /** The pages that open a mailed link, and the account pages reached from the portal's profile. */
  links: {
    refusedTitle: string;
    refusedText: string;
    signIn: string;
    continueTo: (brand: string) => string;
  };
  verifyEmail: {
    doneTitle: string;
    doneText: string;
  };
  forgotPassword: {
    link: string;
    title: string;
    lead: string;
    submit: string;
    sentTitle: string;
    sentText: string;
    backToSignIn: string;
  };
  resetPassword: {
    title: string;
    lead: string;
    newPassword: string;
    submit: string;
  };
  changePassword: {
    title: string;
    lead: string;
    currentPassword: string;
    newPassword: string;
    submit: string;
    doneTitle: string;
    doneText: string;
  };
  changeEmail: {
    title: string;
    lead: (email: string) => string;
    newEmail: string;
    currentPassword: string;
    submit: string;
    sentTitle: string;
    sentText: (email: string) => string;
    confirmTitle: string;
    confirmText: (email: string) => string;
    confirmSubmit: string;
    doneTitle: string;
    doneText: (email: string) => string;
    undoTitle: string;
    undoText: (email: string) => string;
    undoSubmit: string;
    undoneTitle: string;
    undoneText: (email: string) => string;
  };
  /**
   * The refusals the forms show. The English ones are the messages the schemas and the accounts service write (the
   * JSON answers keep them); a page in another language shows the text of the same key.
   */
  errors: {
    invalidEmail: string;
    firstName: string;
    lastName: string;
    shortPassword: string;
    longPassword: string;
    country: string;
    businessType: string;
    password: string;
    commonPassword: string;
    duplicateEmail: string;
    badCredentials: string;
    tooManyAttempts: (minutes: number) => string;
    linkRefused: string;
    wrongPassword: string;
    sameEmail: string;
    tooManyRequests: (minutes: number) => string;
  };
}
