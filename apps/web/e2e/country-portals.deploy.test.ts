/**
 * Two country portals on one account service, in a browser, as the network runs them: the Chinese portal (two
 * processes) and the Italian portal (a process of its own on a database of its own, reading the account service's feed of
 * revoked sessions), each behind nginx at an address of its own. A person signed in on one is passed straight through
 * on the other and acts there with the same account; a sign-out on either ends the session on both within seconds.
 */
import { randomUUID } from 'node:crypto';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../../api/src/test/smtp-server.ts';
import { chromiumLaunchOptions } from './chromium.ts';
import {
  callApi,
  fillLogin,
  fillRegistration,
  newAccount,
  readPortal,
  waitForHydration,
  type Account,
} from './support.ts';
import { startDeployment, type Deployment } from '../../../scripts/deployment/deployment.ts';

/** How soon a sign-out must reach the other portal: its feed is read every second. */
const WITHIN_MS = 5_000;

let deployment: Deployment;
let smtp: TestSmtpServer;
let browser: Browser;
let context: BrowserContext;
let china: string;
let italy: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  deployment = await startDeployment({ smtpUrl: smtp.url, italianPortal: true });
  china = deployment.portal;
  italy = deployment.italianPortal!;
  browser = await chromium.launch(chromiumLaunchOptions);
  // One person's browser; the run's certificate is its own, which this browser is told to accept.
  context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(30_000);
}, 240_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await deployment?.stop();
  await smtp?.close();
});

const banner = (page: Page) => page.getByRole('banner');
const signedIn = (page: Page) =>
  expect.poll(() => banner(page).getByRole('button', { name: 'Account menu' }).isVisible(), {
    timeout: 30_000,
  });
const signedOut = (page: Page, timeout = 30_000) =>
  expect.poll(() => banner(page).getByRole('link', { name: 'Login' }).isVisible(), { timeout });

/** Opens a portal's home page in a new tab, ready to be used. */
async function openHome(portal: string) {
  const page = await context.newPage();
  await page.goto(`${portal}/`);
  await waitForHydration(page);
  return page;
}

/**
 * Follows the header's Login link and answers how the account service answered it: 303 when it passed the person
 * straight back (single sign-on), 200 when it showed its form.
 */
async function clickLogin(page: Page): Promise<number> {
  const answer = page.waitForResponse((response) =>
    response.url().startsWith(`${deployment.accounts}/login`),
  );
  await banner(page).getByRole('link', { name: 'Login' }).click();
  return (await answer).status();
}

async function logout(page: Page) {
  await banner(page).getByRole('button', { name: 'Account menu' }).click();
  const ended = page.waitForResponse((response) => response.url() === `${deployment.accounts}/logout`);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  expect((await ended).status()).toBe(200);
  await signedOut(page);
}

/** The portal API's answer to the page's stored session, as the web app calls it. */
const profileOf = (page: Page) => callApi(page, '/user/profile');
const profileStatus = async (page: Page) => (await profileOf(page)).status;

/** Milliseconds until the page's session is refused by its portal (at most `WITHIN_MS` and a second). */
async function msUntilRefused(page: Page, since: number): Promise<number> {
  await expect.poll(() => profileStatus(page), { timeout: WITHIN_MS + 1_000, interval: 100 }).toBe(401);
  return Date.now() - since;
}

/**
 * Signs out on `from` and expects the other portal's page `to` to be refused within `WITHIN_MS`, and to show the person
 * signed out once reloaded; closes both pages.
 */
async function expectSignOutToReach(from: Page, to: Page) {
  const signOut = Date.now();
  await logout(from);
  expect(await msUntilRefused(to, signOut)).toBeLessThan(WITHIN_MS);
  await to.reload();
  await signedOut(to);
  await from.close();
  await to.close();
}

let person: Account;

it('passes a person registered on the Chinese portal straight through on the Italian one, with the same account', async () => {
  person = newAccount('Giulia', `Rossi${randomUUID().slice(0, 6)}`);
  const onChina = await openHome(china);
  expect((await readPortal(onChina)).countryCode).toBe('CN');
  await banner(onChina).getByRole('link', { name: 'Register', exact: true }).click();
  await fillRegistration(onChina, person);
  await onChina.waitForURL(`${china}/`);
  await signedIn(onChina);

  const onItaly = await openHome(italy);
  const portal = await readPortal(onItaly);
  expect([portal.countryCode, portal.countryName]).toEqual(['IT', 'Italy']);
  await expect.poll(() => onItaly.title()).toContain('Ital');
  expect(await clickLogin(onItaly), 'no password asked: the account service passed the person through').toBe(
    303,
  );
  await onItaly.waitForURL(`${italy}/`);
  await signedIn(onItaly);

  // The same account on both, and it acts on the Italian portal: a post on its newsfeed, under the person's name.
  const userIDOf = async (page: Page) => ((await profileOf(page)).body.data as { userID: string }).userID;
  expect(await userIDOf(onItaly)).toBe(await userIDOf(onChina));
  await onItaly.goto(`${italy}/profile`);
  await expect
    .poll(() => onItaly.getByRole('main').innerText())
    .toContain(`${person.firstName} ${person.lastName}`);
  const posted = `Cerchiamo valvole a sfera DN50 ${randomUUID().slice(0, 8)}`;
  await onItaly.goto(`${italy}/newsfeed`);
  const composer = onItaly.getByRole('form', { name: 'New post' });
  await composer.getByRole('textbox', { name: 'Write a post' }).fill(posted);
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  await expect.poll(() => onItaly.getByRole('main').innerText(), { timeout: 15_000 }).toContain(posted);
  await onItaly.reload();
  await expect.poll(() => onItaly.getByRole('main').innerText(), { timeout: 15_000 }).toContain(posted);

  await onChina.close();
  await onItaly.close();
});

it('ends the session on the Chinese portal within seconds of a sign-out on the Italian one', async () => {
  const [onChina, onItaly] = [await openHome(china), await openHome(italy)];
  await signedIn(onChina);
  await signedIn(onItaly);
  expect(await profileStatus(onChina)).toBe(200);

  await expectSignOutToReach(onItaly, onChina);
});

it('ends the session on the Italian portal, through the feed, within seconds of a sign-out on the Chinese one', async () => {
  const onChina = await openHome(china);
  await signedOut(onChina);
  // The sign-out ended the account service's own session too: the password is asked again.
  expect(await clickLogin(onChina)).toBe(200);
  await fillLogin(onChina, person);
  await onChina.waitForURL(`${china}/`);
  await signedIn(onChina);
  const onItaly = await openHome(italy);
  expect(await clickLogin(onItaly)).toBe(303);
  await onItaly.waitForURL(`${italy}/`);
  await signedIn(onItaly);
  expect(await profileStatus(onItaly)).toBe(200);

  await expectSignOutToReach(onChina, onItaly);
});
