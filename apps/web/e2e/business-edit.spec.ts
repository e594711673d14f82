import { expect, test, type Page } from '@playwright/test';
import { callApi, createBusiness, makePng, newAccount, seriousViolations, signIn } from './support.ts';

/** Saves the open tab and waits for the server's answer and the toast: only that group goes out. */
async function save(page: Page, button = 'Save changes') {
  const answer = page.waitForResponse(
    (r) => /\/api\/business\/profile\/[^/]+$/.test(r.url()) && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: button }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  await expect(page.getByText('Saved successfully').last()).toBeVisible();
  return response.request().postDataJSON() as Record<string, Record<string, unknown>>;
}

async function openTab(page: Page, name: string, slug: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/edit/${slug}$`));
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

test.describe('business edit', () => {
  // Each test signs a new person up through the account service first.
  test.beforeEach(() => test.slow());

  test('the owner edits and saves every tab, each sending only its group, and the business page shows it', async ({
    page,
  }) => {
    await signIn(page, '/');
    const { businessID, industry } = await createBusiness(page, 'Gearworks Ningbo');
    await page.goto(`/business/${businessID}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit business profile' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');

    // General
    await page.getByLabel('Company name').fill('Gearworks Ningbo Co');
    await page.getByLabel('Short description').fill('Helical gearboxes for conveyor lines.');
    await expect(page.getByText('37/512')).toBeVisible();
    await page.getByLabel('General description').fill('Family firm since 1998 with two plants in Ningbo.');
    await page.getByLabel('Year established').fill('1998');
    const category = industry.categories[1]!;
    await page.getByLabel('Add an industry category').selectOption(`${industry.id}.${category.id}`);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('button', { name: `Remove ${category.name}` })).toBeVisible();
    const employees = page.getByRole('group', { name: 'Total employees' });
    await employees.getByLabel('Minimum').fill('120');
    await employees.getByLabel('Maximum').fill('250');
    const capacity = page.getByRole('group', { name: 'Production capacity' });
    await capacity.getByLabel('Minimum').fill('1000');
    await capacity.getByLabel('Maximum').fill('5000');
    await capacity.getByLabel('Unit').fill('gearboxes');
    await capacity.getByLabel('Period').selectOption('month');
    const general = await save(page);
    expect(Object.keys(general)).toEqual(['general']);
    expect(general.general).toMatchObject({
      companyName: 'Gearworks Ningbo Co',
      yearStablished: 1998,
      totalEmployees: { min: 120, max: 250 },
      productionCapacity: { min: 1000, max: 5000, unit: 'gearboxes', period: 'month' },
    });
    // Fields that were empty and stayed empty are left out rather than cleared.
    expect(general.general).not.toHaveProperty('totalAnnualRevenue');

    // Contact: a new country clears the state
    await openTab(page, 'Contact', 'contact');
    // The header's search has a country of its own: the form's fields are looked up inside it.
    const contactForm = page.getByRole('form', { name: 'Contact information' });
    await contactForm.getByLabel('Legal address (in English)').fill('88 Harbour Road, Beilun District');
    await contactForm.getByLabel('City').fill('Ningbo');
    await contactForm.getByLabel('Zip code').fill('315800');
    await expect(contactForm.getByLabel('State')).not.toHaveValue('');
    await contactForm.getByLabel('Country').selectOption('DE');
    await expect(contactForm.getByLabel('State')).toHaveValue('');
    await contactForm.getByLabel('Country').selectOption('CN');
    await contactForm.getByLabel('State').selectOption({ index: 2 });
    await contactForm.getByLabel('Email').fill('sales@gearworks.example');
    await contactForm.getByLabel('Website').fill('https://gearworks.example');
    const phone = contactForm.getByRole('group', { name: 'Phone', exact: true });
    await phone.getByLabel('Dial code').selectOption('86');
    await phone.getByLabel('Number').fill('574 8888 1234');
    const contact = await save(page);
    expect(Object.keys(contact)).toEqual(['contactInfo']);
    expect(contact.contactInfo).toMatchObject({
      city: 'Ningbo',
      country: 'CN',
      phone: { countryCode: '+86', businessPhoneNumber: '57488881234' },
    });
    expect(contact.contactInfo).not.toHaveProperty('mobilePhone');

    // Factory
    await openTab(page, 'Factory', 'factory');
    await page.getByLabel('Manufacturing facilities').fill('Two plants, 14 CNC hobbing machines.');
    await page.getByLabel('Factory size (m²)').fill('12000');
    await page.getByLabel('Production lines').fill('6');
    await page.getByLabel('OEM service offered').check();
    await page.getByLabel('Buyer label offered').check();
    const factory = await save(page);
    expect(factory.factory).toMatchObject({
      factorySize: 12000,
      numberProductionLines: 6,
      contractManufacturing: ['OEM', 'BUYER_LABEL'],
    });

    // Trade capabilities
    await openTab(page, 'Trade capabilities', 'trade-capabilities');
    await page.getByLabel('Western Europe').check();
    await page.getByLabel('Southeast Asia').check();
    await page.getByLabel('Add a language').selectOption({ label: 'English' });
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const sales = page.getByRole('group', { name: 'Sales employees' });
    await sales.getByLabel('Minimum').fill('5');
    await sales.getByLabel('Maximum').fill('12');
    await page.getByLabel('Average lead time (days)').fill('30');
    const trade = await save(page);
    expect(trade.tradeCapabilities).toMatchObject({
      markets: ['WE', 'SEA'],
      totalEmployeesSales: { min: 5, max: 12 },
      averageLeadTime: 30,
    });

    // Business terms
    await openTab(page, 'Business terms', 'business-terms');
    await page.getByLabel('FOB (Free On Board)').check();
    await page.getByLabel('US Dollar').check();
    await page.getByLabel('Pallet').check();
    await page.getByLabel('T/T (Telegraphic Transfer)').check();
    const terms = await save(page);
    expect(terms.businessTerms).toEqual({
      acceptedDeliveryTerms: ['FOB'],
      acceptedPaymentCurrencies: ['USD'],
      packagingTypes: ['PALLET'],
      acceptedPaymentTypes: ['TT'],
    });

    // Photos and video
    await openTab(page, 'Photos and video', 'photos-and-video');
    await page.getByLabel('Change profile photo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await makePng(page),
    });
    await expect(page.getByRole('img', { name: 'Profile photo of Gearworks Ningbo Co' })).toHaveAttribute(
      'src',
      /\/files\//,
    );
    await page.getByLabel('Change cover photo').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: await makePng(page, 1200, 300),
    });
    await expect(page.getByRole('img', { name: 'Cover photo of Gearworks Ningbo Co' })).toHaveAttribute(
      'src',
      /\/files\//,
    );
    await page.getByLabel('Company video URL').fill('https://videos.example/gearworks-tour.mp4');
    const video = await save(page, 'Save video');
    expect(video).toEqual({ general: { video: { url: 'https://videos.example/gearworks-tour.mp4' } } });

    // Each tab's values came back from the server
    await page.goto(`/business/${businessID}/edit/general`);
    await expect(page.getByLabel('Company name')).toHaveValue('Gearworks Ningbo Co');
    await expect(page.getByRole('group', { name: 'Total employees' }).getByLabel('Maximum')).toHaveValue(
      '250',
    );
    await expect(page.getByRole('button', { name: `Remove ${category.name}` })).toBeVisible();
    await page.goto(`/business/${businessID}/edit/trade-capabilities`);
    await expect(page.getByLabel('Western Europe')).toBeChecked();
    await expect(page.getByRole('button', { name: 'Remove English' })).toBeVisible();

    // The public page shows them
    await page.getByRole('link', { name: 'Business page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Gearworks Ningbo Co' })).toBeVisible();
    for (const text of [
      'Helical gearboxes for conveyor lines.',
      '88 Harbour Road, Beilun District',
      'sales@gearworks.example',
      'OEM service offered',
      'Western Europe',
      'FOB (Free On Board)',
      'T/T (Telegraphic Transfer)',
    ]) {
      await expect(page.getByText(text).first()).toBeVisible();
    }
  });

  test('an emptied field is sent as null and stays empty; a range the wrong way round is refused at its maximum', async ({
    page,
  }) => {
    await signIn(page, '/');
    const { businessID } = await createBusiness(page, 'Clearwater Valves');
    const saved = await callApi(page, `/business/profile/${businessID}`, {
      method: 'PUT',
      body: { general: { generalDescription: 'Ball valves.', yearStablished: 2004 } },
    });
    expect(saved.status).toBe(200);
    await page.goto(`/business/${businessID}/edit/general`);
    await expect(page.getByLabel('General description')).toHaveValue('Ball valves.');

    const revenue = page.getByRole('group', { name: 'Total annual revenue (US$)' });
    await revenue.getByLabel('Minimum').fill('900');
    await revenue.getByLabel('Maximum').fill('100');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(
      revenue.getByText('Total annual revenue: the minimum cannot be above the maximum'),
    ).toBeVisible();
    await expect(revenue.getByLabel('Maximum')).toHaveAttribute('aria-invalid', 'true');
    await revenue.getByLabel('Minimum').fill('');
    await revenue.getByLabel('Maximum').fill('');

    await page.getByLabel('General description').fill('');
    await page.getByLabel('Year established').fill('');
    const body = await save(page);
    expect(body.general).toMatchObject({ generalDescription: null, yearStablished: null });
    expect(body.general).not.toHaveProperty('totalEmployees');

    await page.reload();
    await expect(page.getByLabel('Company name')).toHaveValue('Clearwater Valves');
    await expect(page.getByLabel('General description')).toHaveValue('');
    await expect(page.getByLabel('Year established')).toHaveValue('');
  });

  test("a refused save shows the server's field errors at their fields and its message in the toast", async ({
    page,
  }) => {
    await signIn(page, '/');
    const { businessID } = await createBusiness(page, 'Refused Rollers');
    await page.goto(`/business/${businessID}/edit/general`);
    await expect(page.getByLabel('Company name')).toHaveValue('Refused Rollers');
    // Rules only the server knows (names taken, categories since removed) answer like this.
    await page.route(`**/api/business/profile/${businessID}`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({
              success: false,
              name: 'ValidationError',
              message: 'Check general.companyName, general.categories.0.',
              errors: [
                { path: 'general.companyName', message: 'This company name is already taken.' },
                { path: 'general.categories.0', message: 'Choose a category of the given industry.' },
              ],
            }),
          })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Something was wrong, try again please')).toBeVisible();
    await expect(page.getByText('Check general.companyName, general.categories.0.')).toBeVisible();
    await expect(page.getByLabel('Company name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('This company name is already taken.')).toBeVisible();
    await expect(
      page
        .getByRole('group', { name: 'Industry categories' })
        .getByText('Choose a category of the given industry.'),
    ).toBeVisible();
  });

  test('certificates: add with a photo, edit, and remove after confirming', async ({ page }) => {
    await signIn(page, '/');
    const { businessID } = await createBusiness(page, 'Certified Castings');
    await page.goto(`/business/${businessID}/edit/certificates`);
    await expect(page.getByText('No content.')).toBeVisible();

    await page.getByRole('button', { name: 'Add certificate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a certificate' });
    await dialog.getByLabel('Name').fill('ISO 9001:2015');
    await dialog.getByLabel('Issue date', { exact: true }).fill('2023-03-01');
    await dialog.getByLabel('Expire date', { exact: true }).fill('2022-03-01');
    await dialog.getByLabel('Upload photo').setInputFiles({
      name: 'iso.png',
      mimeType: 'image/png',
      buffer: await makePng(page),
    });
    await expect(dialog.getByRole('img', { name: 'Certificate photo' })).toHaveAttribute('src', /\/files\//);
    await dialog.getByRole('button', { name: 'Save certificate' }).click();
    await expect(dialog.getByText('The expire date cannot be before the issue date')).toBeVisible();
    await dialog.getByLabel('Expire date', { exact: true }).fill('2026-03-01');
    await dialog.getByRole('button', { name: 'Save certificate' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Saved successfully').last()).toBeVisible();
    const item = page.getByRole('listitem').filter({ hasText: 'ISO 9001:2015' });
    await expect(item.getByText('Issued 2023-03-01')).toBeVisible();
    await expect(item.getByText('Expires 2026-03-01')).toBeVisible();
    await expect(item.getByRole('img', { name: 'Photo of ISO 9001:2015' })).toHaveAttribute(
      'src',
      /\/files\//,
    );

    await page.getByRole('button', { name: 'Edit ISO 9001:2015' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit certificate' });
    await expect(edit.getByLabel('Name')).toHaveValue('ISO 9001:2015');
    await edit.getByLabel('Name').fill('ISO 14001:2015');
    await edit.getByLabel('Expire date', { exact: true }).fill('');
    await edit.getByRole('button', { name: 'Save certificate' }).click();
    await expect(edit).toBeHidden();
    const edited = page.getByRole('listitem').filter({ hasText: 'ISO 14001:2015' });
    await expect(edited.getByText('No expire date')).toBeVisible();

    await page.goto(`/business/${businessID}`);
    await expect(page.getByText('ISO 14001:2015')).toBeVisible();

    await page.goto(`/business/${businessID}/edit/certificates`);
    await page.getByRole('button', { name: 'Remove ISO 14001:2015' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove this certificate?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('ISO 14001:2015')).toBeVisible();
    await page.getByRole('button', { name: 'Remove ISO 14001:2015' }).click();
    await confirm.getByRole('button', { name: 'Remove certificate' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('No content.')).toBeVisible();
  });

  test('someone who may not edit sees why and no form; an unknown business is not found', async ({
    page,
    browser,
  }) => {
    await signIn(page, '/');
    const { businessID } = await createBusiness(page, 'Private Pumps');

    const other = await browser.newPage();
    await signIn(other, `/business/${businessID}/edit/general`, newAccount('Li', 'Wei'));
    await expect(other.getByRole('heading', { name: 'You cannot edit this business' })).toBeVisible();
    await expect(other.getByRole('form')).toHaveCount(0);
    await expect(other.getByRole('link', { name: 'Back to the business page' })).toBeVisible();

    await other.goto('/business/00000000-0000-4000-8000-000000000000/edit');
    await expect(other.getByRole('heading', { name: 'Business not found' })).toBeVisible();
    await other.close();
  });

  test('an unknown tab leads to the general one', async ({ page }) => {
    await signIn(page, '/');
    const { businessID } = await createBusiness(page, 'Tabbed Tools');
    await page.goto(`/business/${businessID}/edit/nothing-here`);
    await expect(page).toHaveURL(/\/edit\/general$/);
    await expect(page.getByLabel('Company name')).toHaveValue('Tabbed Tools');
  });
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 740 },
]) {
  test(`the edit page's tabs at ${viewport.width} px have no serious or critical axe violations`, async ({
    page,
  }) => {
    // Eight audits, each a few seconds of axe on a busy 2-core machine, after a sign-in and a new business.
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    await signIn(page, '/');
    const { businessID } = await createBusiness(page, 'Accessible Axles');
    for (const tab of [
      'general',
      'contact',
      'factory',
      'trade-capabilities',
      'business-terms',
      'certificates',
    ]) {
      await page.goto(`/business/${businessID}/edit/${tab}`);
      await expect(page.getByRole('tabpanel')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    }
    await page.goto(`/business/${businessID}/edit/photos-and-video`);
    await expect(page.getByLabel('Company video URL')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`/business/${businessID}/edit/certificates`);
    await page.getByRole('button', { name: 'Add certificate' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
