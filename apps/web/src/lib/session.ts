import type { TokenPair, UserProfile } from '@b2b/contracts';
import { useSyncExternalStore } from 'react';

/** The session kept in browser storage, one key per field. */
export interface Session {
  token: string;
  /** Epoch seconds. */
  tokenExpire: number;
  refreshToken: string;
  refreshTokenExpire: number;
  userID: string;
  profile: UserProfile | null;
  /** ISO time the stored profile was fetched. */
  profileUpdateDate: string | null;
  /** The acting identity: the user id, or one of the user's businesses. */
  socialActor: string;
}

const KEYS = [
  'token',
  'tokenExpire',
  'refreshToken',
  'refreshTokenExpire',
  'userID',
  'profile',
  'profileUpdateDate',
  'socialActor',
] as const;
type Key = (typeof KEYS)[number];

const listeners = new Set<() => void>();
let cached: { raw: string; session: Session | null } = { raw: '', session: null };

function rawSnapshot(): string {
  return KEYS.map((k) => window.localStorage.getItem(k) ?? '').join('\u0000');
}

/**
 * The stored profile is one `saveProfile` wrote from an API answer, which the API checked against the contract's schema;
 * so it is read back as that profile without loading Zod on every page. Only a missing or mangled entry gives null.
 */
function parseProfile(raw: string | null): UserProfile | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? (parsed as UserProfile) : null;
  } catch {
    return null;
  }
}

export function readSession(): Session | null {
  if (typeof window === 'undefined') return null;
  const raw = rawSnapshot();
  if (raw === cached.raw) return cached.session;
  const get = (k: Key) => window.localStorage.getItem(k);
  const token = get('token');
  const userID = get('userID');
  const session: Session | null =
    token && userID
      ? {
          token,
          tokenExpire: Number(get('tokenExpire') ?? 0),
          refreshToken: get('refreshToken') ?? '',
          refreshTokenExpire: Number(get('refreshTokenExpire') ?? 0),
          userID,
          profile: parseProfile(get('profile')),
          profileUpdateDate: get('profileUpdateDate'),
          socialActor: get('socialActor') ?? userID,
        }
      : null;
  cached = { raw, session };
  return session;
}

function notify() {
  for (const listener of listeners) listener();
}

function write(values: Partial<Record<Key, string | number | object | null>>) {
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  notify();
}

export function saveSession(session: Session) {
  write({ ...session });
}

/** Keeps the rest of the session (user, profile, acting identity) when a refresh replaces the tokens. */
export function saveTokens(pair: TokenPair) {
  write({ ...pair });
}

export function saveProfile(profile: UserProfile) {
  write({ profile, profileUpdateDate: new Date().toISOString() });
}

/** The acting identity: the user's own id, or one of their businesses. */
export function saveSocialActor(actor: string) {
  write({ socialActor: actor });
}

/** Logout clears all browser storage. */
export function clearSession() {
  window.localStorage.clear();
  window.sessionStorage.clear();
  notify();
}

/** Whether an epoch-seconds expiry is still ahead. */
export const isFuture = (epochSeconds: number, now = Date.now()) => epochSeconds * 1000 > now;

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The signed-in session, or null; the server renders every page as a visitor. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, readSession, () => null);
}

/**
 * What the access token says of the person's address. Read here only to draw the verification banner and the pages'
 * notes; the API checks the signed token itself before any gate.
 */
export function emailClaimsOf(token: string): { email: string; verified: boolean } | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replaceAll('-', '+').replaceAll('_', '/'));
    const claims = JSON.parse(new TextDecoder().decode(Uint8Array.from(json, (c) => c.charCodeAt(0)))) as {
      email?: unknown;
      email_verified?: unknown;
    };
    return typeof claims.email === 'string'
      ? { email: claims.email, verified: claims.email_verified === true }
      : null;
  } catch {
    return null;
  }
}

/** The signed-in person's address and whether it is verified; null for a visitor (and on the server). */
export function useEmailClaims(): { email: string; verified: boolean } | null {
  const token = useSession()?.token;
  return token ? emailClaimsOf(token) : null;
}
