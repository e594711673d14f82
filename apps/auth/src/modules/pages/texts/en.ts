import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@b2b/contracts';
import {
  BAD_CREDENTIALS_MESSAGE,
  DUPLICATE_EMAIL_MESSAGE,
  UNKNOWN_COUNTRY_MESSAGE,
} from '../../accounts/accounts.service.ts';
import { COMMON_PASSWORD_MESSAGE } from '../../accounts/password-rules.ts';
import type { PageTexts } from './page-texts.ts';

export const en: PageTexts = {
  documentTitle: (title, brand) => `${title} | ${brand}`,
  footer: (brand) => `One account for every ${brand} portal.`,
  email: 'Email',
  password: 'Password',
  login: {
    title: 'Sign in',
    lead: (brand) => `Welcome back to ${brand}.`,
    submit: 'Sign in',
    newHere: 'New here?',
    createAccount: 'Create an account',
  },
  register: {
    title: 'Create your account',
    lead: (brand) => `One free account for every ${brand} portal.`,
    firstName: 'First name',
    lastName: 'Last name',
    passwordHint: (minLength) => `At least ${minLength} characters. Common passwords are refused.`,
    country: 'Country',
    chooseCountry: 'Select your country',
    businessType: 'Business type',
    chooseBusinessType: 'Select your business type',
    submit: 'Create account',
    haveAccount: 'Already have an account?',
    signIn: 'Sign in',
  },
  businessTypes: {
    MA: 'Manufacturers',
    DI: 'Distributors',
    WS: 'Wholesalers',
    IM: 'Importers',
    EX: 'Exporters',
    RE: 'Retailers',
    IN: 'Investors',
    CO: 'Consultants',
    GO: 'Government',
  },
  errors: {
    invalidEmail: 'Enter a valid email address',
    firstName: 'Enter your first name',
    lastName: 'Enter your last name',
    shortPassword: `Use at least ${PASSWORD_MIN_LENGTH} characters`,
    longPassword: `Use at most ${PASSWORD_MAX_LENGTH} characters`,
    country: UNKNOWN_COUNTRY_MESSAGE,
    businessType: 'Choose your business type',
    password: 'Enter your password',
    commonPassword: COMMON_PASSWORD_MESSAGE,
    duplicateEmail: DUPLICATE_EMAIL_MESSAGE,
    badCredentials: BAD_CREDENTIALS_MESSAGE,
    tooManyAttempts: (minutes) =>
      `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  },
};
