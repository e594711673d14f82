/** Where to send a person after sign-in: always an address on one of the configured portals. */
export interface ContinueTarget {
  /** The full address, normalised. */
  url: string;
  /** Its portal's origin, which receives the hand-off. */
  origin: string;
}

/**
 * Accepts `raw` only when it is an absolute http(s) address on one of `portalOrigins`; anything else (another origin,
 * `javascript:`, `//evil.example`, a relative path, text that is not a URL) becomes the first portal's root, so the
 * account service can never be used as an open redirect.
 */
export function resolveContinue(raw: string | undefined, portalOrigins: readonly string[]): ContinueTarget {
  const fallbackOrigin = portalOrigins[0];
  if (!fallbackOrigin) throw new Error('At least one portal origin must be configured');
  const fallback = { url: `${fallbackOrigin}/`, origin: fallbackOrigin };
  if (!raw) return fallback;
  let url: URL;
  try {
    // No base: a relative or scheme-relative address fails here instead of resolving somewhere.
    url = new URL(raw);
  } catch {
    return fallback;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fallback;
  if (url.username || url.password) return fallback;
  if (!portalOrigins.includes(url.origin)) return fallback;
  return { url: url.href, origin: url.origin };
}
