import { businessPath } from '@b2b/contracts';
import { expect, test, type Page } from '@playwright/test';
import { callApi, makePng, readPortal, signIn, type TreeIndustry } from './support.ts';

test.use({ viewport: { width: 1280, height: 900 } });

const createForm = (page: Page) => page.getByRole('form', { name: 'Create your Business profile' });

/** Picks an industry, then one of its categories, and adds it. */
async function addCategory(page: Page, industry: string, category: string) {
  const form = createForm(page);
  await form.getByLabel('Industry', { exact: true }).selectOption({ label: industry });
  await form.getByLabel('Category', { exact: true }).selectOption({ label: category });
  await form.getByRole('button', { name: 'Add category' }).click();
}

test('a person creates a business with every field and photos and finds it on My Business', async ({
  page,
}) => {
  test.slow();
  await signIn(page, '/my-business');

  // No business yet: the empty text and the first-business button.
  await expect(page.getByText("You don't have any business registered yet")).toBeVisible();
  await page.getByRole('link', { name: 'Create your Business profile' }).click();
  await expect(page).toHaveURL(/\/business\/create$/);

  const tree = (await callApi(page, '/catsys/industry/full-tree')).body.data as TreeIndustry[];
  const [first, second] = [tree[0]!, tree[1]!];
  const states = (await callApi(page, '/ref-data/country/DE/state')).body.data as { stateName: string }[];
  const state = states[0]!.stateName;

  const form = createForm(page);
  await form.getByLabel('Company name').fill('Rhein Valve Works');
  await addCategory(page, first.name, first.categories[0]!.name);
  await addCategory(page, second.name, second.categories[1]!.name);
  const chips = form.getByRole('list', { name: 'Chosen categories' }).getByRole('listitem');
  await expect(chips).toHaveCount(2);
  // A category is added once: choosing it again leaves the button off.
  await form.getByLabel('Industry', { exact: true }).selectOption({ label: first.name });
  await form.getByLabel('Category', { exact: true }).selectOption({ label: first.categories[0]!.name });
  await expect(form.getByRole('button', { name: 'Add category' })).toBeDisabled();

  await form.getByLabel('Business type').selectOption({ label: 'Manufacturers' });
  // The state list follows the country and is cleared when it changes.
  await form.getByLabel('Country').selectOption('CN');
  await expect(form.getByLabel('State').locator('option')).not.toHaveCount(1);
  await form.getByLabel('State').selectOption({ index: 1 });
  await form.getByLabel('Country').selectOption('DE');
  await expect(form.getByLabel('State')).toHaveValue('');
  await expect(form.getByLabel('State').getByRole('option', { name: state })).toBeAttached();
  await form.getByLabel('State').selectOption({ label: state });

  const description = 'Butterfly and ball valves for water utilities, made in Duisburg since 1962.';
  await form.getByLabel('Short description').fill(description);
  await expect(form.getByText(`${description.length}/512`)).toBeVisible();

  await form.getByLabel('Upload profile photo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await makePng(page, 200, 200),
  });
  await expect(form.getByRole('img', { name: 'Profile photo preview' })).toBeVisible();
  await form.getByLabel('Upload cover photo').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: await makePng(page, 800, 200),
  });
  await expect(form.getByRole('img', { name: 'Cover photo preview' })).toBeVisible();

  await form.getByRole('button', { name: 'Create business' }).click();
  await expect(page).toHaveURL(/\/my-business$/);

  const card = page.getByRole('article', { name: 'Rhein Valve Works' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Germany')).toBeVisible();
  await expect(card.getByText('Not Verified')).toBeVisible();
  await expect(card.getByText('STANDARD')).toBeVisible();
  await expect(card.getByText('Owner')).toBeVisible();
  await expect(card.getByText(description)).toBeVisible();
  await expect(card.locator('img').first()).toHaveAttribute('src', /\/files\/business\//);
  await expect(page.getByRole('link', { name: 'Create another Business profile' })).toBeVisible();

  // The saved business holds every field of the form.
  const mine = await callApi(page, '/business/profile/my-list');
  const [item] = mine.body.data as {
    businessID: string;
    access: string;
    business: {
      general: {
        businessType: { code: string };
        categories: { id: string }[];
        profilePhoto: unknown;
        coverPhoto: unknown;
      };
      contactInfo: { country: { code: string }; state: { stateName: string } };
    };
  }[];
  expect(item!.access).toBe('owner');
  expect(item!.business.general.businessType.code).toBe('MA');
  expect(item!.business.general.categories.map((c) => c.id)).toEqual([
    `${first.id}.${first.categories[0]!.id}`,
    `${second.id}.${second.categories[1]!.id}`,
  ]);
  expect(item!.business.general.profilePhoto).not.toBeNull();
  expect(item!.business.general.coverPhoto).not.toBeNull();
  expect(item!.business.contactInfo.country.code).toBe('DE');
  expect(item!.business.contactInfo.state.stateName).toBe(state);

  // Manage Business opens the page in manage mode; View as a buyer the page as buyers see it.
  const path = businessPath('Rhein Valve Works', item!.businessID);
  await expect(card.getByRole('link', { name: 'Manage Business' })).toHaveAttribute(
    'href',
    `${path}?editMode=1`,
  );
  await expect(card.getByRole('link', { name: 'View as a buyer' })).toHaveAttribute(
    'href',
    `${path}?view=buyer`,
  );

  // Sent here by a membership page, the person is told where to go.
  await page.goto('/my-business?membership=choose-business');
  await expect(page.getByRole('note')).toContainText('Manage Business, then the Membership tab');
});

test('an incomplete form shows the toast and keeps what was typed', async ({ page }) => {
  await signIn(page, '/business/create');
  const form = createForm(page);
  await form.getByLabel('Company name').fill('Half Done Ltd');
  await form.getByRole('button', { name: 'Create business' }).click();
  await expect(
    page.getByText('Complete all the information required to create your business profile.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/business\/create$/);
  await expect(form.getByLabel('Company name')).toHaveValue('Half Done Ltd');
  await expect(form.getByText('Choose at least one industry category')).toBeVisible();
  await expect(form.getByText('Write a short description')).toBeVisible();
});

for (const path of ['/my-business', '/business/create']) {
  test(`a visitor opening ${path} is sent to sign in and back`, async ({ page }) => {
    await page.goto('/');
    const portal = await readPortal(page);
    await page.goto(path);
    const target = encodeURIComponent(new URL(path, portal.publicUrl).toString());
    await expect(page).toHaveURL(
      new RegExp(`^${portal.authUrl}/login\\?continue=${target}&state=[\\w-]{43}$`),
    );
  });
}
