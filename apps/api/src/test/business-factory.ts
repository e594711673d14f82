import type { BusinessCreateInput, IndustryTree, MemberAccess } from '@b2b/contracts';
import { expect } from 'vitest';
import type { App } from '../app.ts';
import type { TestUser } from './test-tokens.ts';

export interface TestBusiness {
  businessID: string;
  /** What it was created with. */
  input: BusinessCreateInput;
  owner: TestUser;
}

export interface ReferenceCategory {
  industryID: string;
  industryName: string;
  categoryID: string;
  name: string;
  /** `industryID.categoryID`, the form the create payload takes. */
  ref: string;
}

const trees = new WeakMap<App, Promise<ReferenceCategory[]>>();

/** Every reference category, industry by industry, read once per app through the API. */
export function referenceCategories(app: App): Promise<ReferenceCategory[]> {
  let categories = trees.get(app);
  if (!categories) {
    categories = app.inject({ method: 'GET', url: '/api/catsys/industry/full-tree' }).then((r) =>
      r.json<{ data: IndustryTree[] }>().data.flatMap((industry) =>
        industry.categories.map((c) => ({
          industryID: industry.id,
          industryName: industry.name,
          categoryID: c.id,
          name: c.name,
          ref: `${industry.id}.${c.id}`,
        })),
      ),
    );
    trees.set(app, categories);
  }
  return categories;
}

/**
 * Hands out the reference categories (`read` once they are loaded) one at a time, from the second: each test takes
 * categories of its own, so that the suppliers of one are never matched by another's RFQs; the first is left to the
 * businesses `createBusiness` makes without naming one.
 */
export function categoriesInTurn(read: () => ReferenceCategory[]): () => ReferenceCategory {
  let next = 1;
  return () => {
    const category = read()[next];
    next += 1;
    if (!category) throw new Error('the reference data has too few categories');
    return category;
  };
}

/** `industryID.categoryID` of the n-th reference category. */
export async function categoryRef(app: App, n = 0): Promise<string> {
  const category = (await referenceCategories(app))[n];
  if (!category) throw new Error(`the reference data has no category number ${n}`);
  return category.ref;
}

/**
 * Creates a business through `POST /api/business/profile/create` as `owner` and checks it answered 201. By default a
 * Chinese manufacturer in the first reference category; Chinese states are required, so the first one is taken unless
 * the overrides name a country.
 */
export async function createBusiness(
  app: App,
  owner: TestUser,
  overrides: Partial<BusinessCreateInput> = {},
): Promise<TestBusiness> {
  let state = overrides.state;
  const country = overrides.country ?? 'CN';
  if (state === undefined && overrides.country === undefined) {
    const states = await app.inject({ method: 'GET', url: `/api/ref-data/country/${country}/state` });
    state = states.json<{ data: { stateID: string }[] }>().data[0]?.stateID;
  }
  const input: BusinessCreateInput = {
    companyName: 'Shenzhen Precision Parts',
    categories: [await categoryRef(app)],
    businessType: 'MA',
    shortDescription: 'CNC machining and injection moulding for industrial buyers.',
    ...overrides,
    country,
    ...(state !== undefined ? { state } : {}),
  };
  const response = await app.inject({
    method: 'POST',
    url: '/api/business/profile/create',
    headers: owner.headers,
    payload: input,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { businessID: response.json<{ data: { businessID: string } }>().data.businessID, input, owner };
}

/**
 * Makes `member` one of the business's people as a person does: `owner` invites them through
 * `POST /api/business/{id}/members`, by the id of the profile their first signed-in call made, and they accept it.
 */
export async function addMember(
  app: App,
  owner: TestUser,
  businessID: string,
  member: TestUser,
  access: MemberAccess,
): Promise<void> {
  const profile = await app.inject({ method: 'GET', url: '/api/user/profile', headers: member.headers });
  expect(profile.statusCode, profile.body).toBe(200);
  const invited = await app.inject({
    method: 'POST',
    url: `/api/business/${businessID}/members`,
    headers: owner.headers,
    payload: { userID: member.userID, access },
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const { invitationID } = invited.json<{ data: { invitationID: string } }>().data;
  const accepted = await app.inject({
    method: 'POST',
    url: `/api/business/invitations/${invitationID}/accept`,
    headers: member.headers,
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
}
