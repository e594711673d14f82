import { isIP } from 'node:net';
import { z } from 'zod';

/** proxy-addr's names for the private ranges: 127.0.0.0/8 and ::1, 169.254.0.0/16 and fe80::/10, 10/8, 172.16/12, 192.168/16 and fc00::/7. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** What Fastify's `trustProxy` receives: nothing trusted, the number of proxy hops, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * `TRUST_PROXY`: which peers may tell the client's address in `X-Forwarded-For`. Trusting any peer (`true`) would let
 * every client forge its address past the rate limit and the login throttle, so only these forms are accepted:
 * `false` or empty (no proxy), a hop count (`1`: the one load balancer in front), or a comma-separated list of the
 * proxies' addresses and CIDR ranges (`10.0.0.0/8, 192.168.1.7`, or `loopback`, `linklocal`, `uniquelocal`).
 */
export const TrustProxySchema = z
  .string()
  .trim()
  .transform((text, ctx): TrustProxy => {
    if (text === '' || text === 'false' || text === '0') return false;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    const bad = entries.filter((e) => !isAddressOrRange(e));
    if (bad.length > 0 || entries.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: `give the proxies' addresses or CIDR ranges, or a hop count, not ${bad.join(', ') || 'nothing'}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * Fastify believes no hop for a bare count (a client that reaches the server directly could name itself), so a count
 * becomes the rule itself: the `hops` peers nearest the server are proxies. Only for servers that proxies alone reach.
 */
export function trustedHops(
  trustProxy: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address, hop) => hop < trustProxy;
}
