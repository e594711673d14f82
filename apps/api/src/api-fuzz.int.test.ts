import { ERROR_STATUS, ErrorEnvelopeSchema } from '@b2b/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app.ts';
import { buildTestApp } from './test/build-test-app.ts';
import { createBusiness, referenceCategories } from './test/business-factory.ts';
import { hostile, valueOf, type SchemaArbitraryOptions } from './test/fuzz/schema-arbitrary.ts';
import { openApiOperations, textOf, urlOf, type Operation } from './test/openapi-operations.ts';
import { createProduct } from './test/product-factory.ts';
import { testTokens, type TestUser } from './test/test-tokens.ts';

/** Fixed, so that a failure replays; a change of the seed is a new exploration, not a flaky test. */
const SEED = 20_261_125;
const REQUESTS = 2_000;

type Caller = 'visitor' | 'owner' | 'stranger' | 'expired';

interface FuzzRequest {
  operation: Operation;
  caller: Caller;
  url: string;
  /** A JSON value, or the raw text of a body with its content type. */
  body: { json: unknown } | { raw: string; contentType: string } | undefined;
}

/** Bodies that never reach a schema: broken or odd JSON, and types the API does not read. */
const rawBodies = fc.oneof(
  fc
    .constantFrom(
      '{"companyName": ',
      '',
      'null',
      '[]',
      '"text"',
      '1e400',
      '{"__proto__": {"admin": true}}',
      `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
      '\u0000',
    )
    .map((raw) => ({ raw, contentType: 'application/json' })),
  fc.record({
    raw: fc.string({ maxLength: 40 }),
    contentType: fc.constantFrom(
      'text/plain',
      'application/xml',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
    ),
  }),
);

/** A query string of the operation's parameters; a value that is not text goes as its JSON. */
function queryOf(values: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      search.append(name, textOf(item));
    }
  }
  return search.toString();
}

function requestOf(operation: Operation, options: SchemaArbitraryOptions): fc.Arbitrary<FuzzRequest> {
  const params = fc.record(
    Object.fromEntries(
      Object.entries(operation.pathParams).map(([name, schema]) => [name, valueOf(schema, options)]),
    ),
  );
  const query = fc.record(
    Object.fromEntries(operation.query.map((p) => [p.name, valueOf(p.schema, options)])),
    { requiredKeys: operation.query.filter((p) => p.required).map((p) => p.name) },
  );
  const json = operation.body ? valueOf(operation.body, options) : fc.oneof(fc.constant(undefined), hostile);
  const body = fc.oneof(
    { arbitrary: json.map((value) => (value === undefined ? undefined : { json: value })), weight: 8 },
    { arbitrary: rawBodies, weight: 1 },
  );
  return fc.record({
    operation: fc.constant(operation),
    caller: fc.constantFrom<Caller>('visitor', 'owner', 'owner', 'stranger', 'expired'),
    url: fc.tuple(params, query).map(([p, q]) => urlOf(operation, p, queryOf(q))),
    body: operation.method === 'GET' ? fc.constant(undefined) : body,
  });
}

let app: App;
let operations: Operation[];
let callers: Record<Caller, Record<string, string>>;
let knownIds: string[];

beforeAll(async () => {
  const tokens = await testTokens();
  app = await buildTestApp({ authKeySet: tokens.keySet });
  operations = await openApiOperations(app);
  const owner: TestUser = await tokens.signIn();
  const stranger: TestUser = await tokens.signIn();
  const business = await createBusiness(app, owner);
  const productID = await createProduct(app, owner, business.businessID);
  const [category] = await referenceCategories(app);
  const posted = await app.inject({
    method: 'POST',
    url: '/api/social/posts/make-post',
    headers: owner.headers,
    payload: { content: 'A post to aim at', timelineID: owner.userID, timelineType: 'user' },
  });
  expect(posted.statusCode, posted.body).toBe(201);
  knownIds = [
    business.businessID,
    productID,
    posted.json<{ data: { postID: string } }>().data.postID,
    owner.userID,
    stranger.userID,
    category!.industryID,
    category!.categoryID,
  ];
  callers = {
    visitor: {},
    owner: owner.headers,
    stranger: stranger.headers,
    expired: { authorization: `Bearer ${await tokens.signAccessToken({ expiresInSeconds: -60 })}` },
  };
});
afterAll(async () => {
  await app?.close();
});

describe('the whole API, fuzzed from its OpenAPI document', () => {
  it(`answers ${REQUESTS} generated requests without a 5xx, every refusal in the contract's envelope`, async () => {
    expect(operations.length).toBeGreaterThan(40);
    const requests = fc.oneof(...operations.map((operation) => requestOf(operation, { knownIds })));
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(requests, async ({ operation, caller, url, body }) => {
        const headers: Record<string, string> = { ...callers[caller] };
        let payload: string | undefined;
        if (body && 'json' in body) {
          headers['content-type'] = 'application/json';
          payload = JSON.stringify(body.json);
        } else if (body) {
          headers['content-type'] = body.contentType;
          payload = body.raw;
        }
        const response = await app.inject({ method: operation.method, url, headers, payload });
        sent++;
        const what = `${operation.method} ${url.slice(0, 300)} as ${caller} with ${payload?.slice(0, 300)}: ${response.statusCode} ${response.body.slice(0, 300)}`;
        expect(response.statusCode, what).toBeLessThan(500);
        if (response.statusCode < 400) return;
        expect(response.headers['content-type'], what).toMatch(/^application\/json/);
        const envelope = ErrorEnvelopeSchema.strict().parse(response.json());
        expect(ERROR_STATUS[envelope.name], what).toBe(response.statusCode);
        // An address the router cannot take to the route (too long, or an empty segment) never reaches its checks.
        const routed = envelope.name !== 'UriTooLong' && !envelope.message.startsWith('There is no route');
        if (routed && operation.needsSession && (caller === 'visitor' || caller === 'expired')) {
          expect(envelope.name, what).toBe(caller === 'visitor' ? 'TokenNotFound' : 'TokenExpiredError');
        }
      }),
      { seed: SEED, numRuns: REQUESTS, endOnFailure: true, timeout: 10_000 },
    );
    expect(sent).toBeGreaterThanOrEqual(REQUESTS);
  }, 300_000);
});
