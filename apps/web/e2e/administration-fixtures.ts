import { businessPath } from '@b2b/contracts';
import { expect, type Page } from '@playwright/test';
import {
  HANDOFF_TIMEOUT_MS,
  callApi,
  createBusiness,
  fillLogin,
  readPortal,
  startSignIn,
  uploadBusinessPicture,
  waitForSignedInApp,
} from './support.ts';

/** The demo account of docs/features/accounts.md: with demo data on (as in the browser suite), it is an administrator. */
const DEMO_ADMINISTRATOR = {
  firstName: 'Demo',
  lastName: 'Buyer',
  email: 'demo@b2bindustrial.test',
  password: 'DemoPass!2026',
};

/** Signs the demo administrator in through the account service's login form, landing on the home page. */
export async function signInAsAdministrator(page: Page) {
  await page.goto('/');
  const portal = await readPortal(page);
  const target = new URL('/', page.url()).toString();
  await page.goto(`${portal.authUrl}/login?${await startSignIn(page, target)}`);
  await fillLogin(page, DEMO_ADMINISTRATOR);
  await page.waitForURL(target, { timeout: HANDOFF_TIMEOUT_MS });
  await waitForSignedInApp(page);
}

/**
 * A business of the signed-in page's person at a paid level: made and upgraded through the API with the sandbox's test
 * card, as a purchase does.
 */
export async function paidBusiness(page: Page, companyName: string, planId: 'gold' | 'premium' = 'gold') {
  const { businessID } = await createBusiness(page, companyName);
  const bought = await callApi(page, '/subscription/subscribe', {
    method: 'POST',
    body: { businessID, planId, paymentMethod: 'pm_card_visa', email: 'owner@example.test' },
  });
  expect(bought.status).toBe(200);
  return { businessID, path: businessPath(companyName, businessID) };
}

/** A verification request sent through the API with one uploaded document picture; answers its id. */
export async function requestVerification(page: Page, businessID: string, registrationNumber: string) {
  const answer = await callApi(page, `/business/${businessID}/verification`, {
    method: 'POST',
    body: {
      registrationNumber,
      documents: [await uploadBusinessPicture(page, businessID)],
      note: 'Business licence, page one.',
    },
  });
  expect(answer.status).toBe(201);
  return (answer.body.data as { requestID: string }).requestID;
}
