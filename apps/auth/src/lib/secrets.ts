import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: hand-off tokens, refresh tokens and the SSO cookie. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Only this digest is stored, so a copy of the database cannot be replayed as tokens. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
