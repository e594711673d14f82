import { expect, test, type Locator, type Page } from '@playwright/test';
import { createBusiness, seriousViolations, signIn, waitForHydration } from './support.ts';

/** The calendar a date field's button opened: the popover named after the field. */
const calendarOf = (page: Page, field: string) => page.getByRole('dialog', { name: field, exact: true });

/** Chooses a year in the calendar's year selector with the keyboard alone: type-ahead on the focused select. */
async function typeYear(page: Page, calendar: Locator, year: number, yearLabel = 'Choose the Year') {
  const years = calendar.getByRole('combobox', { name: yearLabel });
  await expect(years).toBeFocused();
  await page.keyboard.type(String(year));
  await expect(years).toHaveValue(String(year));
}

test.describe('date picker', () => {
  // Each test signs a new person up through the account service first.
  test.beforeEach(() => test.slow());

  test('a person picks a birth date sixty years back with the month and year selectors, saves it and sees it kept', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, '/profile/edit');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Profile details' });
    const field = form.getByLabel('Birth date', { exact: true });
    await expect(field).toHaveValue('');
    const year = new Date().getFullYear() - 60;

    // The keyboard opens the calendar, which hands its month selector the focus.
    await form.getByRole('button', { name: 'Birth date: choose in the calendar' }).focus();
    await page.keyboard.press('Enter');
    const calendar = calendarOf(page, 'Birth date');
    const months = calendar.getByRole('combobox', { name: 'Choose the Month' });
    await expect(months).toBeFocused();
    // The years reach a hundred back and stop at this one: a birth date is in the past.
    const years = calendar.getByRole('combobox', { name: 'Choose the Year' });
    await expect(years.locator('option').first()).toHaveText(String(new Date().getFullYear() - 100));
    await expect(years.locator('option').last()).toHaveText(String(new Date().getFullYear()));

    // Escape closes it and gives the focus back to the field.
    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();
    await expect(field).toBeFocused();

    // The mouse opens it again; the year is typed on its selector, the month chosen and the day clicked.
    await form.getByRole('button', { name: 'Birth date: choose in the calendar' }).click();
    await expect(months).toBeFocused();
    await page.keyboard.press('Tab');
    await typeYear(page, calendar, year);
    await months.selectOption({ label: 'March' });
    await calendar.getByRole('button', { name: new RegExp(`March 15th, ${year}`) }).click();
    await expect(calendar).toBeHidden();
    await expect(field).toHaveValue(`${year}-03-15`);
    await expect(field).toBeFocused();

    // Opened on a date, the calendar shows its month with the day selected.
    await form.getByRole('button', { name: 'Birth date: choose in the calendar' }).click();
    await expect(months).toHaveValue('2');
    await expect(years).toHaveValue(String(year));
    await expect(
      calendar.getByRole('button', { name: new RegExp(`March 15th, ${year}, selected`) }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    const saved = page.waitForRequest((r) => r.url().endsWith('/api/user/profile') && r.method() === 'PUT');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile data updated successfully.')).toBeVisible();
    expect((await saved).postDataJSON()).toMatchObject({ birthDate: `${year}-03-15` });
    await page.reload();
    await expect(form.getByLabel('Birth date', { exact: true })).toHaveValue(`${year}-03-15`);

    // On a Spanish page the calendar speaks Spanish: month names, selectors, days.
    await page.goto('/es/profile/edit');
    await waitForHydration(page);
    const spanish = page.getByRole('form', { name: 'Datos del perfil' });
    await spanish.getByRole('button', { name: 'Fecha de nacimiento: elegir en el calendario' }).click();
    const calendario = calendarOf(page, 'Fecha de nacimiento');
    const meses = calendario.getByRole('combobox', { name: 'Elegir el mes' });
    await expect(meses.locator('option:checked')).toHaveText('marzo');
    await expect(
      calendario.getByRole('button', { name: new RegExp(`15 de marzo de ${year}, seleccionado`) }),
    ).toBeVisible();
  });

  test('a certificate’s dates are picked with the keyboard alone on a phone, and the certificate shows them', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, '/');
    const { businessID } = await createBusiness(page, 'Calendar Castings');
    await page.goto(`/business/${businessID}/edit/certificates`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Add certificate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a certificate' });
    await dialog.getByLabel('Name').fill('ISO 45001:2018');
    const thisYear = new Date().getFullYear();

    // Issue date: eight years back, June the 3rd, with Tab, type-ahead and the arrows of the days' grid.
    await dialog.getByRole('button', { name: 'Issue date: choose in the calendar' }).focus();
    await page.keyboard.press('Enter');
    const issue = calendarOf(page, 'Issue date');
    // The selectors span ten years before and after this one.
    const years = issue.getByRole('combobox', { name: 'Choose the Year' });
    await expect(years.locator('option').first()).toHaveText(String(thisYear - 10));
    await expect(years.locator('option').last()).toHaveText(String(thisYear + 10));
    // On a phone the calendar fits the screen.
    const box = (await issue.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await page.keyboard.type('June');
    await expect(issue.getByRole('combobox', { name: 'Choose the Month' })).toHaveValue('5');
    await page.keyboard.press('Tab');
    await typeYear(page, issue, thisYear - 8);
    // The grid takes the focus on the month's first day; two steps right is the 3rd.
    await page.keyboard.press('Tab');
    await expect(issue.getByRole('button', { name: new RegExp(`June 1st, ${thisYear - 8}`) })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(issue).toBeHidden();
    const issueField = dialog.getByLabel('Issue date', { exact: true });
    await expect(issueField).toHaveValue(`${thisYear - 8}-06-03`);
    await expect(issueField).toBeFocused();
    // Escape closes the calendar alone, not the certificate's dialog around it.
    await dialog.getByRole('button', { name: 'Issue date: choose in the calendar' }).click();
    await expect(issue).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(issue).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(issueField).toBeFocused();

    // Expire date: two years ahead, the same month, picked on the grid by the mouse.
    await dialog.getByRole('button', { name: 'Expire date: choose in the calendar' }).click();
    const expire = calendarOf(page, 'Expire date');
    await expect(expire.getByRole('combobox', { name: 'Choose the Month' })).toBeFocused();
    await page.keyboard.press('Tab');
    await typeYear(page, expire, thisYear + 2);
    await expire.getByRole('combobox', { name: 'Choose the Month' }).selectOption({ label: 'June' });
    await expire.getByRole('button', { name: new RegExp(`June 2nd, ${thisYear + 2}`) }).click();
    await expect(dialog.getByLabel('Expire date', { exact: true })).toHaveValue(`${thisYear + 2}-06-02`);

    await dialog.getByRole('button', { name: 'Save certificate' }).click();
    await expect(dialog).toBeHidden();
    const item = page.getByRole('listitem').filter({ hasText: 'ISO 45001:2018' });
    await expect(item.getByText(`Issued ${thisYear - 8}-06-03`)).toBeVisible();
    await expect(item.getByText(`Expires ${thisYear + 2}-06-02`)).toBeVisible();
    // Opened again, the saved dates are in the fields.
    await page.getByRole('button', { name: 'Edit ISO 45001:2018' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit certificate' });
    await expect(edit.getByLabel('Issue date', { exact: true })).toHaveValue(`${thisYear - 8}-06-03`);
    await expect(edit.getByLabel('Expire date', { exact: true })).toHaveValue(`${thisYear + 2}-06-02`);
  });
});
