import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PROFILE_BUSINESS_TYPE_CODES,
} from './auth-values.ts';

/**
 * The sign-in's state: a random value the portal makes before it sends the browser to the login or registration page,
 * and keeps in that tab's session storage. It travels with the sign-in to the hand-off, which is bound to it, so a
 * hand-off link made in another browser does not sign this one in.
 */
export const HandoffStateSchema = z.string().regex(/^[A-Za-z0-9_-]{22,128}$/, 'Not a sign-in state');

/** Accounts keep an email trimmed and in lower case, so that one address is one account whatever its writing. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** An email as accounts keep it (see `normalizeEmail`). */
export const EmailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email('Enter a valid email address'))
  .transform(normalizeEmail);
const email = EmailSchema;

export const RegisterFormSchema = z.object({
  firstName: z.string().trim().min(1, 'Enter your first name').max(NAME_MAX_LENGTH),
  lastName: z.string().trim().min(1, 'Enter your last name').max(NAME_MAX_LENGTH),
  email,
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters`),
  /** ISO 3166-1 alpha-2 code. */
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'Choose your country')
    .transform((c) => c.toUpperCase()),
  businessType: z.enum(PROFILE_BUSINESS_TYPE_CODES, 'Choose your business type'),
  continue: z.string().max(2048).optional(),
  state: HandoffStateSchema.optional(),
});
export type RegisterForm = z.infer<typeof RegisterFormSchema>;

export const LoginFormSchema = z.object({
  email,
  password: z.string().min(1, 'Enter your password').max(PASSWORD_MAX_LENGTH),
  continue: z.string().max(2048).optional(),
  state: HandoffStateSchema.optional(),
});
export type LoginForm = z.infer<typeof LoginFormSchema>;

/** A new password: the registration's rules (the account service also refuses the most common ones). */
const newPassword = RegisterFormSchema.shape.password;
/** A mailed link's token: 32 random bytes, base64url. */
export const AccountLinkTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not valid any more.');

/** The forgotten-password form: the answer is the same whether or not the email has an account. */
export const ForgotPasswordFormSchema = z.object({
  email,
  continue: z.string().max(2048).optional(),
});
export type ForgotPasswordForm = z.infer<typeof ForgotPasswordFormSchema>;

/** The page a reset link opens. */
export const ResetPasswordFormSchema = z.object({ token: AccountLinkTokenSchema, password: newPassword });
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;

/** A page that spends a mailed link with one button (confirming or undoing an email change). */
export const AccountLinkFormSchema = z.object({ token: AccountLinkTokenSchema });

/** A signed-in person's new password; the current one proves it is them. */
export const ChangePasswordFormSchema = z.object({
  currentPassword: z.string().min(1, 'Enter your password').max(PASSWORD_MAX_LENGTH),
  password: newPassword,
  continue: z.string().max(2048).optional(),
});
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;

/** A signed-in person's new address, which a link mailed to it confirms. */
export const ChangeEmailFormSchema = z.object({
  email,
  currentPassword: z.string().min(1, 'Enter your password').max(PASSWORD_MAX_LENGTH),
  continue: z.string().max(2048).optional(),
});
export type ChangeEmailForm = z.infer<typeof ChangeEmailFormSchema>;

export const TokenPairSchema = z.object({
  /** Access token: a short-lived JWT. */
  token: z.string(),
  /** Epoch seconds. */
  tokenExpire: z.number().int(),
  /** Opaque, single-use: every refresh returns a new one. */
  refreshToken: z.string(),
  refreshTokenExpire: z.number().int(),
});
export type TokenPair = z.infer<typeof TokenPairSchema>;

/** The hand-off token and the state of the sign-in it came from, which must be the one the hand-off was made for. */
export const GetSessionBodySchema = z.object({
  token: z.string().min(1).max(512),
  state: HandoffStateSchema,
});
export type GetSessionBody = z.infer<typeof GetSessionBodySchema>;

export const GetSessionAnswerSchema = z.object({
  success: z.literal(true),
  data: TokenPairSchema.extend({ userID: z.uuid() }),
});
export type GetSessionAnswer = z.infer<typeof GetSessionAnswerSchema>;

export const RefreshAnswerSchema = z.object({ success: z.literal(true), data: TokenPairSchema });

/** Claims of the access token, beyond the standard ones; the API provisions the portal profile from them. */
export const AccessTokenClaimsSchema = z.object({
  /** The user id. */
  sub: z.uuid(),
  /** The session (refresh-token family) the token belongs to. */
  sid: z.uuid(),
  email: z.string(),
  /** Whether the person has proved they own `email` (opened the link mailed to it); the portal's gates rest on it. */
  email_verified: z.boolean(),
  given_name: z.string(),
  family_name: z.string(),
  country: z.string(),
  business_type: z.string(),
});
export type AccessTokenClaims = z.infer<typeof AccessTokenClaimsSchema>;

/**
 * `GET /session-revocations` of the account service: the sessions revoked since `after` whose access tokens may still
 * be valid (like a certificate revocation list, it names only sessions that are over). A portal on a database of its
 * own reads it every few seconds into its own `session_revocations`.
 */
export const SessionRevocationsQuerySchema = z.object({
  after: z.iso.datetime({ offset: true, error: 'after must be an ISO date and time' }).optional(),
});
export const SessionRevocationSchema = z.object({
  sessionID: z.uuid(),
  revokedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
export type SessionRevocation = z.infer<typeof SessionRevocationSchema>;
export const SessionRevocationsAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ revocations: z.array(SessionRevocationSchema) }),
});
/** Revocations the feed answers at most at once; a reader asks again from the last one it got. */
export const SESSION_REVOCATIONS_PAGE = 1000;
