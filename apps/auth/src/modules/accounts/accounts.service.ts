import type { AccessTokenClaims, LoginForm, RegisterForm } from '@b2b/contracts';
import { AppError, Conflict, RateLimited, ValidationError } from '@b2b/server-kit';
import { addSeconds, type Clock } from '../../lib/clock.ts';
import { randomToken } from '../../lib/secrets.ts';
import type { AccountsRepository } from './accounts.repository.ts';
import { hashPassword, verifyPassword } from './password-hashing.ts';
import { passwordProblem } from './password-rules.ts';

export const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists.';
export const BAD_CREDENTIALS_MESSAGE = 'Incorrect email or password.';
export const UNKNOWN_COUNTRY_MESSAGE = 'Choose your country';

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
    super(retryAfterSeconds);
    const minutes = Math.ceil(retryAfterSeconds / 60);
    this.message = `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function accountsService(
  repo: AccountsRepository,
  options: { clock: Clock; throttle: LoginThrottle },
) {
  const { clock, throttle } = options;
  // Verified when the email is unknown, so that answer takes as long as a wrong password. Made now, not on the first
  // unknown email, whose answer would otherwise take twice as long. A failure surfaces at that first use.
  const dummyHash = hashPassword(randomToken());
  dummyHash.catch(() => undefined);

  return {
    async register(input: RegisterForm): Promise<Account> {
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
      };
      const id = await repo.insert({ ...account, passwordHash: await hashPassword(input.password) });
      if (!id) throw new Conflict(DUPLICATE_EMAIL_MESSAGE);
      return { id, ...account };
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

    async claimsOf(accountID: string, sessionID: string): Promise<AccessTokenClaims | null> {
      const account = await repo.findByID(accountID);
      if (!account) return null;
      return {
        sub: account.id,
        sid: sessionID,
        email: account.email,
        // No address is verified yet: the portal must not treat the email as proof of anything.
        email_verified: false,
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
