import {
  ACCOUNT_MAIL_TEMPLATES,
  CHANGE_EMAIL_TTL_HOURS,
  RESET_PASSWORD_TTL_HOURS,
  UNDO_EMAIL_CHANGE_TTL_DAYS,
  VERIFY_EMAIL_RESENDS_PER_HOUR,
  VERIFY_EMAIL_TTL_HOURS,
  type AccessTokenClaims,
  type AccountMail,
  type InterfaceLanguage,
  type LoginForm,
  type RegisterForm,
} from '@b2b/contracts';
import { AppError, Conflict, RateLimited, ValidationError } from '@b2b/server-kit';
import { addSeconds, type Clock } from '../../lib/clock.ts';
import { randomToken, sha256 } from '../../lib/secrets.ts';
import type { AccountsRepository, AccountTokenPurpose, MailedToken } from './accounts.repository.ts';
import { hashPassword, verifyPassword } from './password-hashing.ts';
import { passwordProblem } from './password-rules.ts';

export const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists.';
export const BAD_CREDENTIALS_MESSAGE = 'Incorrect email or password.';
export const UNKNOWN_COUNTRY_MESSAGE = 'Choose your country';
/** Every refused link (unknown, used, expired, for another purpose) gets this one answer. */
export const LINK_REFUSED_MESSAGE = 'This link is not valid any more.';

export const WRONG_PASSWORD_MESSAGE = 'The current password is not correct.';
export const SAME_EMAIL_MESSAGE = 'This is already your email address.';

const HOUR = 60 * 60;

/** A form's refusal about one field. */
const fieldError = (path: string, message: string) =>
  new ValidationError(`The form is not valid: ${path}.`, [{ path, message }]);

/** A mailed link was refused: the same error whatever the reason, so a link's fate reveals nothing. */
export class LinkRefused extends AppError {
  constructor() {
    super('ValidationError', LINK_REFUSED_MESSAGE, { errors: [] });
  }
}

/**
 * Failed sign-ins are limited per account and address together, so someone else's guesses never lock a person out of
 * their own account, and per address, so one address cannot spray guesses across many accounts.
 */
export interface LoginThrottle {
  maxFailuresPerAccountAddress: number;
  maxFailuresPerAddress: number;
  windowSeconds: number;
}

export interface Account {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  countryCode: string;
  businessType: string;
  emailVerifiedAt: Date | null;
  /** The language its mails are written in. */
  language: string;
}

/** Where the account service's links point: its own address (`AUTH_URL`). */
export interface AccountLinks {
  authUrl: string;
}

/** The pause before answering the n-th recent failure of an account from one address: none for two slips, then doubling from 250 ms to 4 s. */
export function failureDelayMs(failures: number): number {
  if (failures <= 2) return 0;
  return Math.min(250 * 2 ** (failures - 3), 4000);
}

/** Too many failed sign-ins: the page shows the wait in minutes, the JSON answer carries it in Retry-After. */
export class LoginRateLimited extends RateLimited {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds, 'sign-in');
    const minutes = Math.ceil(retryAfterSeconds / 60);
    this.message = `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function accountsService(
  repo: AccountsRepository,
  options: { clock: Clock; throttle: LoginThrottle; links: AccountLinks },
) {
  const { clock, throttle } = options;
  const authUrl = options.links.authUrl.replace(/\/+$/, '');

  /**
   * A new single-use link to `page` of this service and the mail that carries it, in the account's language: the token
   * goes in the mail, only its digest in the database.
   */
  function mailedLink(
    to: { email: string; language: string },
    purpose: AccountTokenPurpose,
    ttlSeconds: number,
    page: string,
    data: Record<string, string>,
    mail: (url: string) => AccountMail,
  ): MailedToken {
    const token = randomToken();
    const now = clock.now();
    const query = new URLSearchParams({ token, lang: to.language });
    const { template, data: mailData } = mail(`${authUrl}/${page}?${query.toString()}`);
    return {
      token: {
        tokenHash: sha256(token),
        purpose,
        data,
        createdAt: now,
        expiresAt: addSeconds(now, ttlSeconds),
      },
      mail: { to: to.email, template, data: mailData, language: to.language },
    };
  }

  /** The verification link of an account's present address; `continueUrl` is where its page leads on. */
  const verificationLink = (
    account: { email: string; firstName: string; language: string },
    continueUrl: string,
    extra: Record<string, string> = {},
  ) =>
    mailedLink(
      account,
      'verify_email',
      VERIFY_EMAIL_TTL_HOURS * HOUR,
      'verify-email',
      { email: account.email, continue: continueUrl, ...extra },
      (url) => ({
        template: ACCOUNT_MAIL_TEMPLATES.verifyEmail,
        data: { firstName: account.firstName, url },
      }),
    );
  // Verified when the email is unknown, so that answer takes as long as a wrong password. Made now, not on the first
  // unknown email, whose answer would otherwise take twice as long. A failure surfaces at that first use.
  const dummyHash = hashPassword(randomToken());
  dummyHash.catch(() => undefined);

  /** The data of a link that would still work for `purpose`, for the page that opens it; spends nothing. */
  async function usableLink(token: string, purpose: AccountTokenPurpose): Promise<Record<string, string>> {
    const found = await repo.findUsableToken(sha256(token), purpose, clock.now());
    if (!found) throw new LinkRefused();
    return found.data;
  }

  return {
    /** A new account in the page's `language`; its verification link is mailed, leading on to `continueUrl`. */
    async register(
      input: RegisterForm,
      context: { language: InterfaceLanguage; continueUrl: string },
    ): Promise<Account> {
      const errors = [];
      const problem = passwordProblem(input.password);
      if (problem) errors.push({ path: 'password', message: problem });
      if (!(await repo.countryExists(input.country))) {
        errors.push({ path: 'country', message: UNKNOWN_COUNTRY_MESSAGE });
      }
      if (errors.length > 0) {
        throw new ValidationError(`The form is not valid: ${errors.map((e) => e.path).join(', ')}.`, errors);
      }
      // Checked before hashing so a duplicate costs no argon2 run; the unique index still decides a race.
      if (await repo.emailExists(input.email)) throw new Conflict(DUPLICATE_EMAIL_MESSAGE);
      const account = {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        countryCode: input.country,
        businessType: input.businessType,
        language: context.language,
      };
      const id = await repo.insert(
        { ...account, passwordHash: await hashPassword(input.password) },
        verificationLink(account, context.continueUrl),
      );
      if (!id) throw new Conflict(DUPLICATE_EMAIL_MESSAGE);
      return { id, ...account, emailVerifiedAt: null };
    },

    /** Opens a verification link: the account is verified, and its page leads on to the address kept with the link. */
    async verifyEmail(token: string): Promise<{ accountID: string; continueUrl: string | undefined }> {
      const spent = await repo.verifyEmail(sha256(token), clock.now());
      if (!spent) throw new LinkRefused();
      return { accountID: spent.accountID, continueUrl: spent.data.continue };
    },

    /**
     * Mails the verification link again, at most VERIFY_EMAIL_RESENDS_PER_HOUR times an hour; false when the address
     * is verified already (nothing to send).
     */
    async resendVerification(accountID: string, continueUrl: string): Promise<boolean> {
      const account = await repo.findByID(accountID);
      if (!account || account.emailVerifiedAt) return false;
      const now = clock.now();
      const recent = await repo.countTokensSince(accountID, 'verify_email', addSeconds(now, -HOUR), 'resent');
      const oldest = recent[recent.length - VERIFY_EMAIL_RESENDS_PER_HOUR];
      if (oldest) {
        const retryAt = addSeconds(oldest, HOUR).getTime();
        throw new RateLimited(Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000)));
      }
      await repo.issueToken(accountID, verificationLink(account, continueUrl, { resent: '1' }));
      return true;
    },

    /** The account, or the same refusal whether the email is unknown or the password wrong. */
    async login(input: Pick<LoginForm, 'email' | 'password'>, address: string): Promise<Account> {
      const now = clock.now();
      const since = addSeconds(now, -throttle.windowSeconds);
      const reserved = await repo.reserveLoginAttempt(
        { email: input.email, address, at: now },
        {
          since,
          maxPerAccountAddress: throttle.maxFailuresPerAccountAddress,
          maxPerAddress: throttle.maxFailuresPerAddress,
        },
      );
      if ('retryAt' in reserved) {
        const retryAt = reserved.retryAt.getTime() + throttle.windowSeconds * 1000;
        throw new LoginRateLimited(Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000)));
      }
      const found = await repo.findByEmail(input.email);
      const matches = await verifyPassword(found?.passwordHash ?? (await dummyHash), input.password);
      if (found && matches) {
        await repo.clearLoginFailures(input.email, address);
        const { passwordHash: _hash, ...account } = found;
        return account;
      }
      await clock.sleep(failureDelayMs(await repo.countLoginFailures(input.email, address, since)));
      throw new AppError('ValidationError', BAD_CREDENTIALS_MESSAGE, { errors: [] });
    },

    usableLink,

    /** The account, for the pages of a signed-in person. */
    accountOf: (accountID: string) => repo.findByID(accountID),

    /**
     * Mails a reset link when an account has the email, and does nothing otherwise: the caller answers the same either
     * way. The login throttle's counters are left alone.
     */
    async requestPasswordReset(email: string, continueUrl: string): Promise<void> {
      const account = await repo.findByEmail(email);
      if (!account) return;
      await repo.issueToken(
        account.id,
        mailedLink(
          account,
          'reset_password',
          RESET_PASSWORD_TTL_HOURS * HOUR,
          'reset-password',
          { email: account.email, continue: continueUrl },
          (url) => ({
            template: ACCOUNT_MAIL_TEMPLATES.resetPassword,
            data: { firstName: account.firstName, url },
          }),
        ),
      );
    },

    /** Sets the password of a reset link (the registration's rules); the caller ends every session. */
    async resetPassword(token: string, password: string) {
      const problem = passwordProblem(password);
      if (problem) throw fieldError('password', problem);
      // Checked before the slow hash, so a dead link is refused at once.
      await usableLink(token, 'reset_password');
      const spent = await repo.resetPassword(sha256(token), await hashPassword(password), clock.now());
      if (!spent) throw new LinkRefused();
      return { accountID: spent.accountID, continueUrl: spent.data.continue };
    },

    /** A signed-in person's new password, given the current one; the caller ends their other sessions. */
    async changePassword(accountID: string, currentPassword: string, password: string): Promise<void> {
      const hash = await repo.passwordHashOf(accountID);
      if (!hash || !(await verifyPassword(hash, currentPassword))) {
        throw fieldError('currentPassword', WRONG_PASSWORD_MESSAGE);
      }
      const problem = passwordProblem(password);
      if (problem) throw fieldError('password', problem);
      await repo.setPassword(accountID, await hashPassword(password), clock.now());
    },

    /** Mails a confirmation link to the new address; nothing changes until it is opened. */
    async requestEmailChange(
      accountID: string,
      input: { email: string; currentPassword: string },
      continueUrl: string,
    ): Promise<void> {
      const account = await repo.findByID(accountID);
      const hash = await repo.passwordHashOf(accountID);
      if (!account || !hash || !(await verifyPassword(hash, input.currentPassword))) {
        throw fieldError('currentPassword', WRONG_PASSWORD_MESSAGE);
      }
      if (input.email === account.email) throw fieldError('email', SAME_EMAIL_MESSAGE);
      if (await repo.emailExists(input.email)) throw fieldError('email', DUPLICATE_EMAIL_MESSAGE);
      await repo.issueToken(
        accountID,
        mailedLink(
          { email: input.email, language: account.language },
          'change_email',
          CHANGE_EMAIL_TTL_HOURS * HOUR,
          'confirm-email',
          { from: account.email, to: input.email, continue: continueUrl },
          (url) => ({
            template: ACCOUNT_MAIL_TEMPLATES.confirmEmailChange,
            data: { firstName: account.firstName, newEmail: input.email, url },
          }),
        ),
      );
    },

    /** Opens a confirmation link: the address changes, and the old one is told, with a link that undoes it. */
    async confirmEmailChange(token: string) {
      const moved = await repo.moveEmail(sha256(token), 'change_email', clock.now(), (account, data) =>
        mailedLink(
          { email: data.from ?? '', language: account.language },
          'undo_email_change',
          UNDO_EMAIL_CHANGE_TTL_DAYS * 24 * HOUR,
          'undo-email-change',
          { from: data.to ?? '', to: data.from ?? '', continue: data.continue ?? '' },
          (url) => ({
            template: ACCOUNT_MAIL_TEMPLATES.emailChanged,
            data: { firstName: account.firstName, newEmail: data.to ?? '', url },
          }),
        ),
      );
      if (!moved) throw new LinkRefused();
      return { accountID: moved.accountID, email: moved.data.to ?? '', continueUrl: moved.data.continue };
    },

    /** Opens an undo link: the old address comes back; the caller ends every session. */
    async undoEmailChange(token: string) {
      const moved = await repo.moveEmail(sha256(token), 'undo_email_change', clock.now());
      if (!moved) throw new LinkRefused();
      return { accountID: moved.accountID, email: moved.data.to ?? '', continueUrl: moved.data.continue };
    },

    async claimsOf(accountID: string, sessionID: string): Promise<AccessTokenClaims | null> {
      const account = await repo.findByID(accountID);
      if (!account) return null;
      return {
        sub: account.id,
        sid: sessionID,
        email: account.email,
        // True only once the present address was proved by its link: the portal's gates rest on it.
        email_verified: account.emailVerifiedAt !== null,
        given_name: account.firstName,
        family_name: account.lastName,
        country: account.countryCode,
        business_type: account.businessType,
      };
    },

    countries: () => repo.listCountries(),
  };
}

export type AccountsService = ReturnType<typeof accountsService>;
