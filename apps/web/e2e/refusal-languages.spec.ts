import { ALREADY_MEMBER_MESSAGE } from '@b2b/contracts';
import { expect, test } from '@playwright/test';
import { createBusiness, newAccount, signIn, waitForHydration } from './support.ts';

test.use({ viewport: { width: 1280, height: 900 } });

test('on /es/ the API’s refusal shows in Spanish: the owner invites their own email, already a member', async ({
  page,
}) => {
  test.slow();
  const { account } = await signIn(page, '/es/', newAccount('Olga', 'Owner'));
  const { businessID } = await createBusiness(page, 'Harbour Hydraulics');

  await page.goto(`/es/business/${businessID}/members`);
  await expect(page.getByRole('heading', { level: 1, name: 'Miembros' })).toBeVisible();
  const invite = page.getByRole('form', { name: 'Invitar a un miembro' });
  await invite.getByLabel('Correo electrónico').fill(account.email);
  await invite.getByRole('button', { name: 'Enviar invitación' }).click();

  // The failure toast's title, and under it the refusal, both in Spanish.
  await expect(page.getByText('Algo salió mal. Inténtelo de nuevo.')).toBeVisible();
  await expect(page.getByText('Esta persona ya es miembro de esta empresa.')).toBeVisible();
  await expect(page.getByText(ALREADY_MEMBER_MESSAGE)).toHaveCount(0);
});

test('on /zh/ a Zod default message of a form is in Chinese: a city longer than the profile allows', async ({
  page,
}) => {
  test.slow();
  await signIn(page, '/zh/', newAccount('Mei', 'Chen'));
  // Zod's Chinese messages load with the page's forms.
  const zodChinese = page.waitForResponse((response) => /\/zh-CN-[\w-]+\.js$/.test(response.url()));
  await page.goto('/zh/profile/edit');
  await zodChinese;
  await waitForHydration(page);
  const form = page.getByRole('form', { name: '个人资料' });
  const city = form.getByLabel('城市');
  await city.fill('长'.repeat(121));
  await form.getByRole('button', { name: '保存修改' }).click();

  await expect(city).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('数值过大：期望 string <=120 字符')).toBeVisible();
  await expect(form.getByText(/Too big/)).toHaveCount(0);
});
