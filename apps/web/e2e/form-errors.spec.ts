import { expect, test, type Locator, type Page } from '@playwright/test';
import { createBusiness, nextAlert, signIn, type TreeIndustry } from './support.ts';

/** A refused submit scrolls to the first error, focuses it, and names it in a toast when it was out of view. */

const WIDTHS = [375, 768, 992, 1280];

/** The field is on screen and not under the sticky header. */
async function expectRevealed(page: Page, field: Locator) {
  await expect(field).toBeFocused();
  await expect(field).toBeInViewport({ ratio: 1 });
  const header = (await page.getByRole('banner').boundingBox())!;
  const box = (await field.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
}

async function newProductForm(page: Page, businessID: string, industry: TreeIndustry) {
  await page.goto(`/business/${businessID}/products/new`);
  const form = page.getByRole('form', { name: 'New product' });
  await form.getByLabel('Name', { exact: true }).fill('Globe valve GV-200');
  await form.getByLabel('Description').fill('A cast steel globe valve for steam lines, flanged ends.');
  const category = industry.categories[0]!;
  await form.getByLabel('Industry').selectOption(industry.id);
  await form.getByLabel('Category', { exact: true }).selectOption(category.id);
  return form;
}

test('a specification without a name: the form scrolls to it, focuses it, and its row stays aligned', async ({
  page,
}) => {
  await signIn(page, '/');
  const { businessID, industry } = await createBusiness(page, 'Wuxi Valve Works');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const form = await newProductForm(page, businessID, industry);
    await form.getByRole('button', { name: 'Add specification' }).click();
    await form.getByLabel('Specification 1 value').fill('DN50');
    await form.getByRole('button', { name: 'Add product' }).click();

    const name = form.getByLabel('Specification 1 name');
    await expectRevealed(page, name);
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(`/business/${businessID}/products/new`);
    if (width >= 600) {
      // Side by side, the error under the name leaves both inputs on one line.
      const value = form.getByLabel('Specification 1 value');
      expect((await name.boundingBox())!.y).toBe((await value.boundingBox())!.y);
    }
  }
});

test('a refused field out of view: the page scrolls up to it and a toast names it and its error', async ({
  page,
}) => {
  await signIn(page, '/');
  const { businessID, industry } = await createBusiness(page, 'Wuxi Valve Works');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const form = await newProductForm(page, businessID, industry);
    await form.getByLabel('Name', { exact: true }).fill('');
    const submit = form.getByRole('button', { name: 'Add product' });
    await submit.scrollIntoViewIfNeeded();
    await expect(form.getByLabel('Name', { exact: true })).not.toBeInViewport();
    await submit.click();

    await expectRevealed(page, form.getByLabel('Name', { exact: true }));
    await expect(page.getByText(/^Check Name: \S/)).toBeVisible();
  }
});

test('the profile form reveals its first error the same way, after the specification’s alert', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await signIn(page, '/profile/edit');
  const form = page.getByRole('form', { name: 'Profile details' });
  const phone = form.getByLabel('Mobile phone');
  await phone.fill('1234');
  const save = form.getByRole('button', { name: 'Save changes' });
  await save.scrollIntoViewIfNeeded();
  await expect(phone).not.toBeInViewport();
  const alert = nextAlert(page);
  await save.click();
  expect(await alert).toBe('Invalid phone number, please check the format (e.g. + 1 12345678)');

  await expectRevealed(page, phone);
  await expect(page.getByText(/^Check Mobile phone: Invalid phone number/)).toBeVisible();
});
