import { NEED_HELP_EMAIL_REQUIRED_MESSAGE, NEED_HELP_PHONE_REQUIRED_MESSAGE } from '@b2b/contracts';
import { expect, test, type Browser, type Page } from '@playwright/test';
import needHelp from '../src/locales/en/needHelp.json' with { type: 'json' };
import { signInAsAdministrator } from './administration-fixtures.ts';
import {
  collectConsoleErrors,
  INDUSTRY_NAMES,
  readPortal,
  seriousViolations,
  waitForHydration,
} from './support.ts';

const FORM_PATH = '/contact-us/form';

/**
 * A visitor behind an address of their own: the test server trusts its loopback proxy, so `X-Forwarded-For` names the
 * client, and each test's enquiries count against their own per-address limit only.
 */
async function visitorPage(browser: Browser, viewport = { width: 1280, height: 900 }) {
  const address = `10.${Array.from(crypto.getRandomValues(new Uint8Array(3))).join('.')}`;
  const context = await browser.newContext({ viewport, extraHTTPHeaders: { 'x-forwarded-for': address } });
  return { context, page: await context.newPage() };
}

async function openForm(page: Page) {
  await page.goto(FORM_PATH);
  await expect(page.getByRole('heading', { name: 'Need help?', level: 1 })).toBeVisible();
  await waitForHydration(page);
}

const form = (page: Page) => page.getByRole('form', { name: 'Need help' });

/** Fills every field of the form as a person does. */
async function fillEverything(page: Page, email: string) {
  const f = form(page);
  await f.getByLabel('First Name').fill('Ana');
  await f.getByLabel('Last Name').fill('Lopez');
  await f.getByLabel('Job Position').selectOption({ index: 1 });
  await f.getByLabel('Email*').fill(email);
  await f.getByLabel('Mobile Phone').fill('+1 713 555 0199');
  await f.getByLabel('Business Name').fill('Acme Valves');
  await f.getByLabel('Business Type').selectOption({ label: 'Manufacturers' });
  await f.getByLabel('Website').fill('https://acme-valves.com');
  await f.getByLabel('Company Telephone*').fill('+1 713 555 0100');
  await f.getByLabel('Company Fax').fill('+1 713 555 0101');
  await f.getByLabel('Total Employees').fill('120');
  await f.getByLabel('Sales Employees').fill('15');
  await f.getByLabel('Address', { exact: true }).fill('1200 Industrial Way');
  await f.getByLabel('Zip Code').fill('77001');
  await f.getByLabel('City').fill('Houston');
  // Choosing a state of the USA chooses the United States as the country.
  await f.getByLabel('Only from USA').selectOption({ label: 'Texas' });
  await expect(f.getByLabel('Country')).toHaveValue('US');
  for (let i = 1; i <= 4; i++) {
    await f.getByLabel(`Buy Product ${i}`).selectOption({ label: INDUSTRY_NAMES[i - 1]! });
    await f.getByLabel(`Sell Product ${i}`).selectOption({ label: INDUSTRY_NAMES[i + 3]! });
  }
  const [buyNote, sellNote] = await f.getByLabel('More information').all();
  await buyNote!.fill('Stainless steel bar stock, 500 t a year.');
  await sellNote!.fill('Ball valves for the oil and gas industry.');
}

/** Sends `count` enquiries from the page's address through the API, as a script would. */
async function sendThroughApi(page: Page, count: number) {
  const { apiUrl } = await readPortal(page);
  return page.evaluate(
    async ({ url, count }) => {
      const statuses: number[] = [];
      for (let i = 0; i < count; i++) {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ companyPhone: '+86 21 5555 0000', email: `script-${i}@example.com` }),
        });
        statuses.push(response.status);
      }
      return statuses;
    },
    { url: `${apiUrl}/needhelp/send`, count },
  );
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 740 },
]) {
  test(`a visitor fills every field and sends the enquiry at ${viewport.width} px`, async ({ browser }) => {
    const { context, page } = await visitorPage(browser, viewport);
    await openForm(page);
    const f = form(page);

    // Every dropdown starts with an empty Select; the state list holds the 50 states and DC.
    for (const label of ['Business Type', 'Job Position', 'Country', 'Buy Product 1', 'Sell Product 4']) {
      const first = f.getByLabel(label).locator('option').first();
      await expect(first).toHaveText('Select');
      await expect(first).toHaveAttribute('value', '');
    }
    const states = f.getByLabel('Only from USA').locator('option');
    await expect(states.first()).toHaveText('Select one state');
    await expect(states).toHaveCount(52);
    for (const label of ['Business Type', 'Job Position', 'Country', 'Only from USA']) {
      await expect(f.getByLabel(label)).toHaveValue('');
    }
    await expect(f.getByLabel('More information')).toHaveCount(2);
    for (const note of await f.getByLabel('More information').all()) {
      await expect(note).toHaveAttribute('rows', '4');
      await expect(note).toHaveAttribute('maxlength', '512');
    }
    expect(await seriousViolations(page)).toEqual([]);

    await fillEverything(page, `ana.${Date.now()}@acme-valves.com`);
    const sending = page.waitForResponse((r) => r.url().endsWith('/api/needhelp/send'));
    await f.getByRole('button', { name: 'Send Request' }).click();
    expect((await sending).status()).toBe(201);
    await expect(page.getByText(needHelp.form.sent)).toBeVisible();
    // A sent form starts again empty.
    await expect(f.getByLabel('Email*')).toHaveValue('');
    await expect(f.getByLabel('Only from USA')).toHaveValue('');
    await context.close();
  });
}

test('the company telephone and the email are required: the form names them and sends nothing', async ({
  browser,
}) => {
  const { context, page } = await visitorPage(browser);
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/needhelp/send')) sent++;
  });
  await openForm(page);
  const f = form(page);
  await f.getByLabel('First Name').fill('Ana');
  await f.getByRole('button', { name: 'Send Request' }).click();
  await expect(f.getByText(NEED_HELP_PHONE_REQUIRED_MESSAGE)).toBeVisible();
  await expect(f.getByText(NEED_HELP_EMAIL_REQUIRED_MESSAGE)).toBeVisible();
  await expect(f.getByLabel('Company Telephone*')).toHaveAttribute('aria-invalid', 'true');
  await expect(f.getByLabel('Email*')).toHaveAttribute('aria-invalid', 'true');

  // A bad telephone and email are named too; a good one clears its message.
  await f.getByLabel('Company Telephone*').fill('12345');
  await f.getByLabel('Email*').fill('ana@');
  await f.getByRole('button', { name: 'Send Request' }).click();
  await expect(
    f.getByText('Invalid phone number, please check the format (e.g. + 1 12345678)'),
  ).toBeVisible();
  await expect(f.getByText('Enter a valid email, e.g. name@company.com')).toBeVisible();
  await f.getByLabel('Company Telephone*').fill('+86 21 5555 0000');
  await expect(f.getByText('Invalid phone number, please check the format (e.g. + 1 12345678)')).toHaveCount(
    0,
  );
  expect(await seriousViolations(page)).toEqual([]);
  expect(sent).toBe(0);
  await context.close();
});

test('Reset Form clears every field', async ({ browser }) => {
  const { context, page } = await visitorPage(browser);
  await openForm(page);
  await fillEverything(page, 'reset@example.com');
  const f = form(page);
  await f.getByRole('button', { name: 'Reset Form' }).click();
  const fields = f.locator('input, select, textarea');
  expect(await fields.count()).toBe(27);
  for (const field of await fields.all()) await expect(field).toHaveValue('');
  await context.close();
});

test('a refused send shows the failure toast and keeps what was typed', async ({ browser }) => {
  const { context, page } = await visitorPage(browser);
  await openForm(page);
  // The address has used its enquiries of the hour (5 by default).
  expect(await sendThroughApi(page, 5)).toEqual([201, 201, 201, 201, 201]);
  const f = form(page);
  await f.getByLabel('Company Telephone*').fill('+86 21 5555 0000');
  await f.getByLabel('Email*').fill('too.many@example.com');
  const sending = page.waitForResponse((r) => r.url().endsWith('/api/needhelp/send'));
  await f.getByRole('button', { name: 'Send Request' }).click();
  expect((await sending).status()).toBe(429);
  await expect(page.getByText(needHelp.form.failed)).toBeVisible();
  await expect(f.getByLabel('Email*')).toHaveValue('too.many@example.com');
  await expect(f.getByRole('button', { name: 'Send Request' })).toBeEnabled();
  await context.close();
});

test('an administrator sees a sent enquiry in the administration', async ({ browser, page }) => {
  test.slow();
  const visitor = await visitorPage(browser);
  await openForm(visitor.page);
  const email = `admin.sees.${Date.now()}@acme-valves.com`;
  await fillEverything(visitor.page, email);
  await form(visitor.page).getByRole('button', { name: 'Send Request' }).click();
  await expect(visitor.page.getByText(needHelp.form.sent)).toBeVisible();
  await visitor.context.close();

  await signInAsAdministrator(page);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Administration' }).click();
  const section = page.getByRole('region', { name: 'Need-help enquiries' });
  const enquiry = section.getByRole('listitem').filter({ hasText: email });
  await expect(enquiry.getByRole('heading', { name: 'Ana Lopez' })).toBeVisible();
  await expect(enquiry.getByText('Acme Valves')).toBeVisible();
  await expect(enquiry.getByText('Texas')).toBeVisible();
  await expect(enquiry.getByText('+1 713 555 0100')).toBeVisible();
  // Newest first (other tests may send theirs meanwhile, so the order is checked by the times the list shows).
  const sent = (await section.getByRole('listitem').allTextContents()).map((text) =>
    Date.parse(/sent (.+?) UTC/.exec(text)?.[1] + ' GMT'),
  );
  expect(sent.every((time) => !Number.isNaN(time))).toBe(true);
  expect(sent).toEqual(sent.toSorted((a, b) => b - a));
  expect(await seriousViolations(page)).toEqual([]);

  // In Italian, the enquiry's industries, business type and country are named in Italian; its state keeps its name.
  await page.goto('/it/admin');
  const italian = page
    .getByRole('region', { name: 'Richieste di aiuto' })
    .getByRole('listitem')
    .filter({ hasText: email });
  await expect(italian.getByText('Automazione, Elettronica e informatica', { exact: false })).toBeVisible();
  await expect(italian.getByText('Stati Uniti', { exact: true })).toBeVisible();
  await expect(italian.getByText('Texas', { exact: true })).toBeVisible();
});

test('in Italian: the form, its dropdowns and its toast speak Italian; US states keep their names', async ({
  browser,
}) => {
  // A page load, a form filled and sent, on a shared machine.
  test.slow();
  const { context, page } = await visitorPage(browser);
  // The countries' Italian names come from the runtime on the server and in the browser: they must hydrate alike.
  const errors = collectConsoleErrors(page);
  await page.goto(`/it${FORM_PATH}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page).toHaveTitle(/^Serve aiuto\? Contatta il nostro team \| /);
  await expect(page.getByRole('heading', { name: 'Serve aiuto?', level: 1 })).toBeVisible();
  await waitForHydration(page);
  const f = page.getByRole('form', { name: 'Richiesta di aiuto' });
  await expect(f.getByRole('group', { name: 'I tuoi dati' })).toBeVisible();
  await expect(f.getByLabel('Paese').locator('option').first()).toHaveText('Seleziona');
  await expect(f.getByLabel('Solo per gli USA').locator('option').first()).toHaveText('Seleziona uno stato');
  expect(await seriousViolations(page)).toEqual([]);

  await f.getByLabel('Nome', { exact: true }).fill('Giulia');
  await f.getByLabel('Cognome').fill('Rossi');
  await f.getByLabel('Email*').fill(`giulia.${Date.now()}@valvole.it`);
  await f.getByLabel('Telefono aziendale*').fill('+39 02 5555 0100');
  await f.getByLabel('Ragione sociale').fill('Valvole Rossi');
  await f.getByLabel('Città').fill('Houston');
  // A state keeps its English name, and chooses the United States, named in Italian.
  await f.getByLabel('Solo per gli USA').selectOption({ label: 'Texas' });
  await expect(f.getByLabel('Paese')).toHaveValue('US');
  await expect(f.getByLabel('Paese').locator('option:checked')).toHaveText('Stati Uniti');
  // The industries are named in Italian too.
  await f.getByLabel('Prodotto acquistato 1').selectOption({ label: 'Automazione' });
  await f.getByLabel('Prodotto venduto 1').selectOption({ label: 'Elettronica e informatica' });
  const sending = page.waitForResponse((r) => r.url().endsWith('/api/needhelp/send'));
  await f.getByRole('button', { name: 'Invia richiesta' }).click();
  expect((await sending).status()).toBe(201);
  await expect(page.getByText('Richiesta inviata correttamente: ti contatteremo a breve!')).toBeVisible();
  await expect(f.getByLabel('Email*')).toHaveValue('');
  expect(errors).toEqual([]);
  await context.close();
});
