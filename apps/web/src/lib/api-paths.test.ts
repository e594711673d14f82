import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { authEndpoints, endpoints, filesEndpoints, type Endpoint } from '@b2b/contracts';
import { describe, expect, it } from 'vitest';

// The web client names no API address by hand: every call goes through an entry of the endpoint table
// (`api(searchEndpoints.x)`, `apiAddress`, `addressOn`), so a path that changes in the table changes here too.

const SOURCE = fileURLToPath(new URL('..', import.meta.url));
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A literal (quoted or a template) that spells the endpoint's path, its parameters given any way. */
function literalOf(endpoint: Endpoint): RegExp {
  const segments = endpoint.path
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? String.raw`(?:\$\{[^}]*\}|[^/'"\x60?$]+)` : escape(segment),
    );
  return new RegExp(String.raw`['"\x60]${segments.join('/')}(?=['"\x60?]|\$\{)`);
}

/** The code of a file without its comments, which may name a page's address in words. */
const codeOf = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '');

// `lib/paths.ts` is the pages' own table of addresses: the members and verification pages of a business
// (`/business/:key/members`) share the shape of the API's routes of the same things.
const PAGE_ADDRESSES = 'lib/paths.ts';

const table = [
  ...Object.values(endpoints),
  ...Object.values(authEndpoints),
  ...Object.values(filesEndpoints),
];
const files = sources(SOURCE)
  .map((path) => ({ name: relative(SOURCE, path), text: codeOf(readFileSync(path, 'utf8')) }))
  .filter((file) => file.name !== PAGE_ADDRESSES);

describe('the web client addresses the API only through the endpoint table', () => {
  it('reads the sources', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it.each(table.map((endpoint) => [endpoint.key, endpoint] as const))(
    'spells no path of %s',
    (_key, endpoint) => {
      const literal = literalOf(endpoint);
      expect(files.filter((file) => literal.test(file.text)).map((file) => file.name)).toEqual([]);
    },
  );

  it('spells no address under /api/', () => {
    expect(files.filter((file) => /['"\x60]\/api\//.test(file.text)).map((file) => file.name)).toEqual([]);
  });

  it('finds a hand-written path, so the check can fail', () => {
    expect(literalOf(endpoints.businessMyList).test("apiRequest('/business/profile/my-list')")).toBe(true);
    expect(literalOf(endpoints.product).test('`/product/${encodeURIComponent(id)}`')).toBe(true);
    expect(literalOf(endpoints.inquiryReply).test('`/business/request/${id}/send-message?bid=1`')).toBe(true);
    expect(literalOf(endpoints.businessProfile).test("'/business/create'")).toBe(false);
  });
});
