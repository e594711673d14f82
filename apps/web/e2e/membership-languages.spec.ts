import { expect, test, type Page } from '@playwright/test';
import { paidBusiness, signInAsAdministrator } from './administration-fixtures.ts';
import { createBusiness, makePng, seriousViolations, signIn } from './support.ts';

/** `waitForSignedInApp` in another language: the signed-in header's account menu, named in it. */
const ACCOUNT_MENU = { es: 'Menú de la cuenta', zh: '账户菜单' } as const;
async function waitForSignedInAppIn(page: Page, language: keyof typeof ACCOUNT_MENU) {
  await expect(page.getByRole('button', { name: ACCOUNT_MENU[language] })).toBeVisible({ timeout: 30_000 });
}

/** A price as the page's language writes US dollars (a no-break space between number and currency). */
const dollarsIn = (locale: string, dollars: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(dollars);

test.describe('membership, verification and administration in other languages', () => {
  test('the network page’s price cards in Chinese and Spanish: names, features, prices and links in the language', async ({
    page,
  }) => {
    await page.goto('/zh/our-network');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    const chinese = page
      .getByRole('list', { name: '会员套餐' })
      .getByRole('listitem', { name: /^(标准|黄金|高级|白金)$/ });
    await expect(chinese.getByRole('heading', { level: 3 })).toHaveText(['标准', '黄金', '高级', '白金']);
    await expect(chinese.first()).toContainText('免费');
    await expect(chinese.first()).toContainText('产品橱窗最多展示 7 个产品');
    await expect(chinese.first()).toContainText('不含企业认证');
    const gold = chinese.nth(1);
    await expect(gold.locator('strong')).toHaveText(dollarsIn('zh-Hans', 1850));
    await expect(gold).toContainText(`${dollarsIn('zh-Hans', 1850)} /年`);
    await expect(gold).toContainText('每月 3 次广告推广');
    await expect(gold).toContainText('搜索结果优先排名');
    await expect(chinese.last()).toContainText('每年 12 小时专业 B2B 支持服务');
    await expect(page.getByRole('link', { name: '查看黄金会员' })).toHaveAttribute(
      'href',
      '/zh/membership-gold',
    );
    await expect(page.getByRole('list', { name: '会员套餐' })).not.toContainText(/[A-Za-z]{3,}/);

    await page.goto('/es/our-network');
    const spanish = page
      .getByRole('list', { name: 'Planes de membresía' })
      .getByRole('listitem', { name: /^(Standard|Gold|Premium|Platinum)$/ });
    await expect(spanish.getByRole('heading', { level: 3 })).toHaveText([
      'Standard',
      'Gold',
      'Premium',
      'Platinum',
    ]);
    await expect(spanish.first()).toContainText('Gratis');
    await expect(spanish.first()).toContainText('Hasta 7 productos en su catálogo');
    await expect(spanish.nth(2).locator('strong')).toHaveText(dollarsIn('es', 2650));
    expect(dollarsIn('es', 2650)).toContain('2650,00');
    await expect(spanish.nth(2)).toContainText(`${dollarsIn('es', 2650)} al año`);
    await expect(spanish.nth(2)).toContainText('10 impulsos publicitarios al mes');
    await expect(page.getByRole('link', { name: 'Ver la membresía Platinum' })).toHaveAttribute(
      'href',
      '/es/membership-platinum',
    );
    await expect(page.getByRole('list', { name: 'Planes de membresía' })).not.toContainText(
      /\b(Free|a year|products|See the)\b/,
    );
  });

  test('the Gold package page in Italian: heading, prices in Italian, Buy now! and the other packages', async ({
    page,
  }) => {
    // axe's pass over the package page and its four cards is long on a busy machine.
    test.slow();
    await page.goto('/it/membership-gold');
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page).toHaveTitle(/^Abbonamento Gold \| /);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^Abbonamento Gold su .*Fino a 20 prodotti nella tua vetrina/,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Abbonamento Gold' })).toBeVisible();
    const includes = page.getByRole('region', { name: 'Cosa include Gold' });
    await expect(includes).toContainText('Fino a 20 prodotti nella tua vetrina');
    await expect(includes).toContainText('3 promozioni pubblicitarie al mese');
    await expect(includes.locator('strong')).toHaveText(dollarsIn('it', 1850));
    expect(dollarsIn('it', 1850)).toContain('1850,00');
    await expect(includes).toContainText("all'anno");
    await expect(page.getByRole('link', { name: 'Acquista ora!' })).toHaveAttribute(
      'href',
      '/it/my-business?membership=choose-business',
    );
    const cards = page.getByRole('list', { name: 'Pacchetti di abbonamento' }).getByRole('listitem', {
      name: /^(Standard|Gold|Premium|Platinum)$/,
    });
    await expect(cards).toHaveCount(4);
    await expect(cards.first()).toContainText('Gratuito');
    await expect(cards.last()).toContainText(dollarsIn('it', 3650));
    await expect(page.getByRole('link', { name: "Scopri l'abbonamento Platinum" })).toHaveAttribute(
      'href',
      '/it/membership-platinum',
    );
    await expect(page.getByText('Stai visualizzando questo pacchetto')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the membership page in Spanish: the plans with their prices, the card form and its toast', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, '/');
    const { businessID } = await createBusiness(page, 'Bombas del Norte SA');
    await page.goto(`/es/business/${businessID}/membership`);
    await waitForSignedInAppIn(page, 'es');
    await expect(page).toHaveTitle(/^Membresía de la empresa \| /);
    await expect(page.getByRole('heading', { level: 1, name: 'Membresía' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Membresía actual: Standard' })).toContainText(
      'Membresía gratuita, sin fecha de vencimiento',
    );
    const plans = page.getByRole('region', { name: 'Mejore su membresía' }).getByRole('listitem', {
      name: /^(Gold|Premium|Platinum)$/,
    });
    await expect(plans).toHaveCount(3);
    await expect(plans.first()).toContainText(`${dollarsIn('es', 1850)} al año`);
    await expect(page.getByRole('region', { name: 'Qué le ofrece su membresía' })).toContainText(
      'No incluido en este nivel',
    );

    await page.getByRole('button', { name: 'Elegir Gold' }).click();
    const form = page.getByRole('form', { name: 'Pago con tarjeta' });
    await form.getByRole('button', { name: `Pagar ${dollarsIn('es', 1850)}` }).click();
    await expect(form.getByText('Indique el número de tarjeta')).toBeVisible();
    await form.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
    await form.getByLabel('Vencimiento (MM/AA)').fill('12/34');
    await form.getByLabel('CVC').fill('123');
    await form.getByRole('button', { name: `Pagar ${dollarsIn('es', 1850)}` }).click();
    await expect(page.getByText('¡Pago realizado con éxito!')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Membresía actual: Gold' })).toContainText(
      /Válida hasta el \d{1,2} de \w+ de \d{4}/,
    );
  });

  test('the verification page in Chinese: its status, the form’s labels, a request sent and its toast', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, '/my-business');
    const { businessID } = await paidBusiness(page, `Suzhou Flange Works ${Date.now()}`);
    await page.goto(`/zh/business/${businessID}/verification`);
    await waitForSignedInAppIn(page, 'zh');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    await expect(page).toHaveTitle(/^企业认证 \| /);
    await expect(page.getByRole('heading', { level: 1, name: '企业认证' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '状态' })).toBeVisible();
    await expect(page.getByText('未认证。')).toBeVisible();
    const form = page.getByRole('form', { name: '认证申请' });
    await expect(form.getByRole('group', { name: '注册证明文件' })).toContainText('最多 5 张');
    await form.getByLabel('企业注册号').fill('91320500MA1MXXXX3Q');
    await form.getByLabel('添加文件图片').setInputFiles({
      name: 'licence.png',
      mimeType: 'image/png',
      buffer: await makePng(page),
    });
    await expect(form.getByRole('img', { name: '注册证明文件 1' })).toBeVisible();
    await expect(form.getByRole('button', { name: '删除文件 1' })).toBeVisible();
    await form.getByLabel('备注（选填）').fill('营业执照首页');
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: '申请认证' }).click();
    await expect(page.getByText('您的认证申请已提交。')).toBeVisible();
    await expect(page.getByText('等待审核。')).toBeVisible();
  });

  test('the administration in Spanish: its sections, and support recorded for a Premium business', async ({
    page,
    browser,
  }) => {
    test.slow();
    await signIn(page, '/my-business');
    const companyName = `Válvulas Andinas ${Date.now()}`;
    const { businessID } = await paidBusiness(page, companyName, 'premium');

    const admin = await (await browser.newContext()).newPage();
    await signInAsAdministrator(admin);
    await admin.goto('/es/admin');
    await waitForSignedInAppIn(admin, 'es');
    await expect(admin).toHaveTitle(/^Administración \| /);
    await expect(admin.getByRole('heading', { level: 1, name: 'Administración' })).toBeVisible();
    await expect(admin.getByRole('heading', { level: 2, name: 'Solicitudes de verificación' })).toBeVisible();
    await expect(admin.getByRole('heading', { level: 2, name: 'Consultas de ayuda' })).toBeVisible();
    await admin
      .getByLabel('Dirección de la página de la empresa o identificador')
      .fill('no es una dirección');
    await admin.getByRole('button', { name: 'Ver asistencia' }).click();
    await expect(
      admin.getByText('Indique la dirección de la página de una empresa o un identificador de empresa'),
    ).toBeVisible();
    await admin.getByLabel('Dirección de la página de la empresa o identificador').fill(businessID);
    await admin.getByRole('button', { name: 'Ver asistencia' }).click();
    await expect(admin.getByRole('heading', { name: companyName })).toBeVisible();
    await expect(admin.getByText(/^PREMIUM: 0 h de 6 h utilizadas del /)).toBeVisible();
    expect(await seriousViolations(admin)).toEqual([]);
    await admin.getByLabel('Tiempo dedicado').selectOption({ label: '90 minutos' });
    await admin.getByLabel('Tema').fill('Revisión del contrato de exportación');
    await admin.getByRole('button', { name: 'Registrar asistencia' }).click();
    await expect(admin.getByText('Asistencia registrada.')).toBeVisible();
    await expect(admin.getByText(/^PREMIUM: 1,5 h de 6 h utilizadas del /)).toBeVisible();
    await expect(admin.getByText(/90 minutos · Revisión del contrato de exportación/)).toBeVisible();
    await admin.context().close();
  });
});
