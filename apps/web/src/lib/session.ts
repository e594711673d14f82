import { useSyncExternalStore } from 'react';

/** The session kept in browser storage, under the keys of section 3 of 01-. */
export interface Session {
  token: string;
  /** Epoch seconds. */
  tokenExpire: number;
  refreshToken: string;
  refreshTokenExpire: number;
  userID: string;
  profile: unknown;
  profileUpdateDate: string | null;
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

const listeners = new Set<() => void>();
let cached: { raw: string; session: Session | null } = { raw: '', session: null };

function rawSnapshot(): string {
  return KEYS.map((k) => window.localStorage.getItem(k) ?? '').join('\u0000');
}

export function readSession(): Session | null {
  if (typeof window === 'undefined') return null;
  const raw = rawSnapshot();
  if (raw === cached.raw) return cached.session;
  const get = (k: (typeof KEYS)[number]) => window.localStorage.getItem(k);
  const token = get('token');
  const userID = get('userID');
  let session: Session | null = null;
  if (token && userID) {
    let profile: unknown = null;
    try {
      profile = JSON.parse(get('profile') ?? 'null');
    } catch {
      profile = null;
    }
    session = {
      token,
      tokenExpire: Number(get('tokenExpire') ?? 0),
      refreshToken: get('refreshToken') ?? '',
      refreshTokenExpire: Number(get('refreshTokenExpire') ?? 0),
      userID,
      profile,
      profileUpdateDate: get('profileUpdateDate'),
      socialActor: get('socialActor') ?? userID,
    };
  }
  cached = { raw, session };
  return session;
}

function notify() {
  for (const listener of listeners) listener();
}

export function saveSession(session: Session) {
  for (const key of KEYS) {
    const value = session[key];
    window.localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  notify();
}

/** Logout clears all browser storage (section 4 of 01-). */
export function clearSession() {
  window.localStorage.clear();
  window.sessionStorage.clear();
  notify();
}

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
