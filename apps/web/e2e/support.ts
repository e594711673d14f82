import type { PortalConfig } from '@b2b/contracts';
import { expect, type Page } from '@playwright/test';

/** The fifteen industries of the specification, in order (section 2 of 01-). */
export const INDUSTRY_NAMES = [
  'Automation',
  'Electronics & IT',
  'Energy',
  'Industrial Technology',
  'Machineries',
  'Power Transmission',
  'Apparel',
  'Baby World',
  'Beauty Care',
  'Fashion Accessories',
  'Food & Agriculture',
  'Furniture',
  'Health Care',
  'Home & Construction',
  'Business Services',
];

/** The search address every industry, category and subcategory link must have: the text URL-encoded, spaces as %20. */
export const industrySearchHref = (name: string) =>
  `/search-result?${new URLSearchParams({ business: 'MA', countries: 'global', search: name }).toString().replaceAll('+', '%20')}`;

/** The portal configuration the server embedded in the page. */
export async function readPortal(page: Page): Promise<PortalConfig> {
  const state = await page.locator('#app-state').textContent();
  return (JSON.parse(state ?? '{}') as { portal: PortalConfig }).portal;
}

/** The access-token lifetime the browser suite's server runs with: short, so a test can wait past an expiry. */
export const ACCESS_TOKEN_TTL_SECONDS = 20;

export const PASSWORD = 'Sturdy-Gearbox-42';

/**
 * How long a hand-off may take: two page loads (the hand-off page, then the target), each hydrating the app, on a
 * machine that may be running other suites at once.
 */
export const HANDOFF_TIMEOUT_MS = 20_000;

export interface Account {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

let accounts = 0;
/** A new person per call: tests never share an account. */
export const newAccount = (firstName = 'Mei', lastName = 'Chen'): Account => ({
  firstName,
  lastName,
  email: `e2e.${Date.now()}.${process.pid}.${++accounts}@example.test`,
  password: PASSWORD,
});

/** Fills and sends the account service's registration form (the page must be on it). */
export async function fillRegistration(page: Page, account: Account) {
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByLabel('Country').selectOption('CN');
  await page.getByLabel('Business type').selectOption('MA');
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Fills and sends the account service's sign-in form (the page must be on it). */
export async function fillLogin(page: Page, account: Account) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs a new person up the way a person does: the account service's registration form, then the hand-off back to the
 * portal, landing on `path`. Answers the account and the session's user id.
 */
export async function signIn(page: Page, path: string, account = newAccount()) {
  await page.goto('/');
  const portal = await readPortal(page);
  const target = new URL(path, new URL(page.url()).origin).toString();
  await page.goto(`${portal.authUrl}/register?continue=${encodeURIComponent(target)}`);
  await fillRegistration(page, account);
  await page.waitForURL(target, { timeout: HANDOFF_TIMEOUT_MS });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('userID'))).toBeTruthy();
  const userID = String(await page.evaluate(() => localStorage.getItem('userID')));
  return { account, userID, portal };
}

/** Calls the API from the page with the stored session, as the web app does. */
export async function callApi(page: Page, path: string, init: { method?: string; body?: unknown } = {}) {
  const portal = await readPortal(page);
  return page.evaluate(
    async ({ url, method, body }) => {
      const response = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${localStorage.getItem('token') ?? ''}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    { url: `${portal.apiUrl}${path}`, method: init.method ?? 'GET', body: init.body },
  );
}

/** A profile with every kind of field filled, saved through the API: for pages that show one. */
export async function fillProfile(page: Page) {
  const states = await callApi(page, '/ref-data/country/DE/state');
  const state = (states.body.data as { stateID: string; stateName: string }[])[0];
  const update = {
    city: 'Hamburg',
    country: 'DE',
    state: state?.stateID,
    profession: 'Mechanical engineer',
    showProfession: true,
    companyName: 'Hanse Pumps GmbH',
    businessType: 'IM',
    birthDate: '1980-05-17',
    showBirthDate: true,
    briefPresentation:
      'Sourcing centrifugal pumps, valves and seals for water utilities across Northern Europe. Looking for ' +
      'manufacturers with ISO 9001 and a track record of export.',
  };
  const answer = await callApi(page, '/user/profile', { method: 'PUT', body: update });
  expect(answer.status).toBe(200);
  return { ...update, stateName: state?.stateName ?? '' };
}

/** A PNG of the given size, drawn in the page's canvas: a real image for the upload checks. */
export async function makePng(page: Page, width = 320, height = 320): Promise<Buffer> {
  const base64 = await page.evaluate(
    ({ width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      const gradient = context.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, '#0b4f8a');
      gradient.addColorStop(1, '#f5a623');
      context.fillStyle = gradient;
      context.fillRect(0, 0, width, height);
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    },
    { width, height },
  );
  return Buffer.from(base64, 'base64');
}

/** Collects console errors (hydration mismatches among them) for a test to assert on. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
