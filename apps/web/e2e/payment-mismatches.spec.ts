import { expect, test } from '@playwright/test';
import admin from '../src/locales/en/admin.json' with { type: 'json' };
import { paidBusiness, signInAsAdministrator } from './administration-fixtures.ts';
import { randomWord, seriousViolations } from './support.ts';

test('an administrator sees the payment mismatches; a sandbox purchase at the plan’s price adds none', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsAdministrator(page);
  // A purchase the sandbox charged the plan's price for passes the reconciliation: the level is given, nothing listed.
  await paidBusiness(page, randomWord('Matched Payment Pumps'), 'premium');

  await page.goto('/admin');
  const section = page.getByRole('region', { name: admin.page.paymentMismatches });
  await expect(section).toBeVisible();
  await expect(section.getByText(admin.mismatches.intro)).toBeVisible();
  await expect(section.getByText(admin.mismatches.empty)).toBeVisible();
  await expect(section.getByRole('listitem')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});
