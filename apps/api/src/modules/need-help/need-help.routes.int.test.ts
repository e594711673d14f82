import {
  INVALID_PHONE_MESSAGE,
  NEED_HELP_EMAIL_INVALID_MESSAGE,
  NEED_HELP_EMAIL_REQUIRED_MESSAGE,
  NEED_HELP_PHONE_REQUIRED_MESSAGE,
  NEED_HELP_STATE_NOT_US_MESSAGE,
  type AdminNeedHelpEnquiry,
  type ErrorEnvelope,
  type NeedHelpEnquiryInput,
} from '@b2b/contracts';
import { eq, tables } from '@b2b/db';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/test-tokens.ts';
import { queuedMails } from '../../test/outbox.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { fullEnquiry, needHelpReferences, type NeedHelpReferences } from './need-help-fixtures.ts';

const SUPPORT = 'help-desk@portal.test';
const {
  app,
  database,
  visitor: person,
} = await useTestApp({
  env: { SUPPORT_EMAIL: SUPPORT },
});
const { needHelpEnquiries, administrators } = tables;

let refs: NeedHelpReferences;
let administrator: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  refs = await needHelpReferences(app);
  [administrator, stranger] = await Promise.all([person(), person()]);
  await database.db.insert(administrators).values({ userID: administrator.userID });
});

type Response = Awaited<ReturnType<typeof app.inject>>;
const send = (payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/needhelp/send', headers, payload });

const stored = (email: string) =>
  database.db.select().from(needHelpEnquiries).where(eq(needHelpEnquiries.email, email));

function refusedAt(response: Response, path: string, message?: string) {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json<ErrorEnvelope>();
  expect(body.name).toBe('ValidationError');
  const error = body.errors?.find((e) => e.path === path);
  expect(error, response.body).toBeDefined();
  if (message) expect(error!.message).toBe(message);
  return body;
}

const minimal = (email: string): NeedHelpEnquiryInput => ({ companyPhone: '+86 21 5555 0000', email });

describe('POST /api/needhelp/send', () => {
  it('stores a visitor’s enquiry with every field and puts its email to support in the outbox', async () => {
    const email = 'ana.full@acme-valves.com';
    const response = await send(fullEnquiry(refs, email));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ success: true });

    const [row] = await stored(email);
    const [i1, i2, i3, i4, i5] = refs.industries;
    expect(row).toMatchObject({
      firstName: 'Ana',
      lastName: 'López',
      businessName: 'Acme Valves',
      businessTypeCode: 'MA',
      website: 'https://acme-valves.com',
      jobPositionID: refs.jobPosition.jobPositionID,
      address: '1200 Industrial Way',
      zipcode: '77001',
      city: 'Houston',
      usaStateID: refs.usaState.stateID,
      countryCode: 'US',
      companyPhone: '+1 713 555 0100',
      companyFax: '+1 713 555 0101',
      totalEmployees: 120,
      salesEmployees: 15,
      mobilePhone: '+1 713 555 0199',
      buyIndustries: [i1!.id, i2!.id],
      moreInfoBuy: 'Stainless steel bar stock, 500 t a year.',
      sellIndustries: [i3!.id, i4!.id, i5!.id],
      moreInfoSell: 'Ball valves for the oil and gas industry.',
    });

    const mail = (await queuedMails(database.db, 'needhelp.created')).at(-1);
    expect(mail).toMatchObject({
      toAddress: SUPPORT,
      replyTo: email,
      subject: 'Need help: Ana López',
      status: 'waiting',
      sentAt: null,
    });
    expect(mail!.text).toContain(`Email: ${email}`);
    expect(mail!.text).toContain('Business type: Manufacturers');
    expect(mail!.text).toContain(`Job position: ${refs.jobPosition.name}`);
    expect(mail!.text).toContain('USA state: Texas');
    expect(mail!.text).toContain('Country: United States');
    expect(mail!.text).toContain(`Sells products of: ${i3!.name}, ${i4!.name}, ${i5!.name}`);
  });

  it('needs only the company telephone and the email; empty choices and blanks count as not given', async () => {
    const email = 'min@example.com';
    const blanks = Object.fromEntries(Object.keys(fullEnquiry(refs)).map((key) => [key, '']));
    const response = await send({ ...blanks, ...minimal(email), firstName: '   ' });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await stored(email);
    expect(row).toMatchObject({
      firstName: null,
      businessTypeCode: null,
      jobPositionID: null,
      countryCode: null,
      usaStateID: null,
      totalEmployees: null,
      buyIndustries: [],
      sellIndustries: [],
      moreInfoBuy: null,
    });
  });

  it('refuses an enquiry without a company telephone or an email, or with a bad one, and stores nothing', async () => {
    const email = 'refused@example.com';
    refusedAt(await send({ email }), 'companyPhone');
    refusedAt(await send({ email, companyPhone: '  ' }), 'companyPhone', NEED_HELP_PHONE_REQUIRED_MESSAGE);
    refusedAt(await send({ email, companyPhone: '1234 567' }), 'companyPhone', INVALID_PHONE_MESSAGE);
    refusedAt(await send({ email, companyPhone: 'call me maybe' }), 'companyPhone', INVALID_PHONE_MESSAGE);
    refusedAt(await send({ companyPhone: '+1 713 555 0100' }), 'email');
    refusedAt(
      await send({ companyPhone: '+1 713 555 0100', email: '' }),
      'email',
      NEED_HELP_EMAIL_REQUIRED_MESSAGE,
    );
    refusedAt(
      await send({ companyPhone: '+1 713 555 0100', email: 'not-an-email' }),
      'email',
      NEED_HELP_EMAIL_INVALID_MESSAGE,
    );
    refusedAt(await send({ ...minimal(email), companyFax: '12' }), 'companyFax', INVALID_PHONE_MESSAGE);
    refusedAt(
      await send({ ...minimal(email), mobilePhone: '+1 (713) 55' }),
      'mobilePhone',
      INVALID_PHONE_MESSAGE,
    );
    refusedAt(await send({ ...minimal(email), totalEmployees: 'many' }), 'totalEmployees');
    expect(await stored(email)).toEqual([]);
  });

  it('takes at most 512 characters of more information and bounds every text', async () => {
    const email = 'long@example.com';
    expect((await send({ ...minimal(email), moreInfoBuy: 'b'.repeat(512) })).statusCode).toBe(201);
    refusedAt(await send({ ...minimal(email), moreInfoBuy: 'b'.repeat(513) }), 'moreInfoBuy');
    refusedAt(await send({ ...minimal(email), moreInfoSell: 's'.repeat(513) }), 'moreInfoSell');
    refusedAt(await send({ ...minimal(email), businessName: 'n'.repeat(201) }), 'businessName');
    refusedAt(await send({ ...minimal(email), firstName: 'f'.repeat(101) }), 'firstName');
    refusedAt(await send({ ...minimal(email), website: 'w'.repeat(301) }), 'website');
    expect(await stored(email)).toHaveLength(1);
  });

  it('refuses references that are not in the reference data, naming each', async () => {
    const email = 'refs@example.com';
    const unknown = '00000000-0000-4000-8000-000000000000';
    refusedAt(
      await send({ ...minimal(email), businessType: 'ZZ' }),
      'businessType',
      'ZZ is not a business type of the list',
    );
    // Products and Users are tabs of the search bar, not kinds of business.
    refusedAt(await send({ ...minimal(email), businessType: 'PR' }), 'businessType');
    refusedAt(await send({ ...minimal(email), jobPosition: unknown }), 'jobPosition');
    refusedAt(await send({ ...minimal(email), country: 'QQ' }), 'country', 'QQ is not a country of the list');
    refusedAt(await send({ ...minimal(email), buyProduct3: unknown }), 'buyProduct3');
    refusedAt(await send({ ...minimal(email), sellProduct4: unknown }), 'sellProduct4');
    refusedAt(await send({ ...minimal(email), country: 'US', usaState: unknown }), 'usaState');
    refusedAt(await send({ ...minimal(email), jobPosition: 'manager' }), 'jobPosition');
    expect(await stored(email)).toEqual([]);
  });

  it('takes a US state only with the United States', async () => {
    const email = 'state@example.com';
    const state = refs.usaState.stateID;
    refusedAt(
      await send({ ...minimal(email), usaState: state, country: 'CN' }),
      'usaState',
      NEED_HELP_STATE_NOT_US_MESSAGE,
    );
    refusedAt(await send({ ...minimal(email), usaState: state }), 'usaState', NEED_HELP_STATE_NOT_US_MESSAGE);
    expect((await send({ ...minimal(email), usaState: state, country: 'US' })).statusCode).toBe(201);
    expect((await send({ ...minimal(email), country: 'CN' })).statusCode).toBe(201);
  });

  it('reads JSON only, so a form posted from another site is refused', async () => {
    // A page elsewhere can post a form (url-encoded, multipart or text/plain, even with JSON inside) without asking
    // first; only a JSON request is read, and a browser asks the portal's permission (CORS) before it sends one.
    const email = 'cross-site@example.com';
    const json = JSON.stringify(minimal(email));
    const bodies: [string, string][] = [
      [
        'application/x-www-form-urlencoded',
        `companyPhone=%2B1+713+555+0100&email=${encodeURIComponent(email)}`,
      ],
      [
        'multipart/form-data; boundary=x',
        `--x\r\nContent-Disposition: form-data; name="email"\r\n\r\n${email}\r\n--x--`,
      ],
      ['text/plain', json],
    ];
    for (const [type, payload] of bodies) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/needhelp/send',
        headers: { 'content-type': type, origin: 'https://elsewhere.example' },
        payload,
      });
      expect([400, 415], `${type}: ${response.body}`).toContain(response.statusCode);
    }
    expect(await stored(email)).toEqual([]);
  });

  it('is in the published API document, open to visitors', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json<{
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    }>();
    const operation = document.paths['/needhelp/send']?.post;
    expect(operation).toBeDefined();
    expect(operation!.security ?? []).toEqual([]);
    expect(Object.keys(document.paths).filter((path) => path.includes('need-help'))).toEqual([]);
  });
});

describe('GET /api/admin/need-help', () => {
  const list = (user: TestUser | null, query = '') =>
    app.inject({ method: 'GET', url: `/api/admin/need-help${query}`, headers: user?.headers ?? {} });

  it('shows administrators the enquiries newest first, paged, with the names of their references', async () => {
    const first = `first-${crypto.randomUUID()}@example.com`;
    const second = `second-${crypto.randomUUID()}@example.com`;
    expect((await send(fullEnquiry(refs, first))).statusCode).toBe(201);
    expect((await send(minimal(second))).statusCode).toBe(201);

    const response = await list(administrator, '?size=2');
    expect(response.statusCode, response.body).toBe(200);
    const { enquiries, total } = response.json<{
      data: { enquiries: AdminNeedHelpEnquiry[]; total: number };
    }>().data;
    expect(total).toBeGreaterThanOrEqual(2);
    expect(enquiries.map((e) => e.email)).toEqual([second, first]);
    const [i1, i2] = refs.industries;
    expect(enquiries[1]).toMatchObject({
      businessType: { key: 'MA', name: 'Manufacturers' },
      jobPosition: { key: refs.jobPosition.jobPositionID, name: refs.jobPosition.name },
      usaState: { key: refs.usaState.stateID, name: 'Texas' },
      country: { key: 'US', name: 'United States' },
      buyProducts: [
        { key: i1!.id, name: i1!.name },
        { key: i2!.id, name: i2!.name },
      ],
      totalEmployees: 120,
    });
    expect(enquiries[0]).toMatchObject({
      businessType: null,
      country: null,
      buyProducts: [],
      firstName: null,
    });

    const next = await list(administrator, '?size=1&skip=1');
    expect(
      next.json<{ data: { enquiries: AdminNeedHelpEnquiry[] } }>().data.enquiries.map((e) => e.email),
    ).toEqual([first]);
  });

  it('answers 401 without a session and the 404 of an unknown address to anyone else', async () => {
    const visitor = await list(null);
    expect(visitor.statusCode).toBe(401);
    for (const response of [await list(stranger), await list(stranger, '?size=nope')]) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json<ErrorEnvelope>().message).toMatch(/^There is no route/);
    }
    expect((await list(administrator, '?size=nope')).statusCode).toBe(400);
  });
});
