import { expect, test } from '@playwright/test';
import { readPortal, seriousViolations, waitForHydration } from './support.ts';

/** The content pages in the other languages: their words, their dates, their head, with and without JavaScript. */
test.describe('content pages in other languages', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('/zh/about-us is in Chinese, and a link in the page opens the next page in Chinese', async ({
    page,
  }) => {
    // Two pages, one of them hydrated and checked for accessibility.
    test.slow();
    await page.goto('/zh/about-us');
    const portal = await readPortal(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    await expect(page).toHaveTitle(`关于我们 | ${portal.brandName} 中国`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`关于${portal.brandName}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: '我们的故事' })).toBeVisible();
    await expect(main).toContainText('中国制造商与各大洲的进口商');
    await expect(main.getByRole('region', { name: '管理团队' })).toContainText('首席执行官');
    await waitForHydration(page);
    expect(await seriousViolations(page)).toEqual([]);

    // A client-side navigation loads the next page's content in the same language.
    await main.getByRole('link', { name: '阅读B2B贴士' }).click();
    await expect(page).toHaveURL(/\/zh\/b2b-tips\/export-to-the-world-tip-0$/);
    await expect(page.getByRole('main').getByText('B2B 贴士', { exact: true })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('发布日期 2019年10月21日');
  });

  test('/es/terms-and-conditions is in Spanish, with its date in Spanish and its contents', async ({
    page,
  }) => {
    // The longest written page, hydrated and checked for accessibility.
    test.slow();
    await page.goto('/es/terms-and-conditions');
    const portal = await readPortal(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle(`Términos y condiciones | ${portal.brandName} China`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Términos y condiciones');
    const main = page.getByRole('main');
    await expect(main).toContainText('Vigente desde el 21 de octubre de 2019');
    const contents = main.getByRole('navigation', { name: 'Índice' });
    await expect(contents.getByRole('link')).toHaveCount(12);
    await expect(contents.getByRole('link').first()).toHaveText('1. Aceptación de estos términos');
    await expect(main).toContainText(`${portal.brandName} Alemania: https://de.b2b-industrial.com`);
    // Written as Spanish writes dollars, a no-break space before US$.
    await expect(main).toContainText(
      `Gold: ${new Intl.NumberFormat('es', { style: 'currency', currency: 'USD' }).format(1850)} al año, por adelantado`,
    );
    await expect(main).not.toContainText('US$ 1850.00');
    await waitForHydration(page);
    await contents.getByRole('link', { name: '8. Limitación de responsabilidad' }).click();
    await expect(page).toHaveURL(/#limitation-of-liability$/);
    await expect(main.getByRole('heading', { name: '8. Limitación de responsabilidad' })).toBeInViewport();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/it/our-network names its portals in Italian', async ({ page }) => {
    await page.goto('/it/our-network');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('La nostra rete');
    await expect(
      page.getByRole('link', { name: 'Portale Germania (si apre in una nuova scheda)' }),
    ).toHaveAttribute('href', 'https://de.b2b-industrial.com');
  });
});

test.describe('content pages in other languages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an Italian content page arrives with its title, its description and its text in Italian', async ({
    request,
  }) => {
    const response = await request.get('/it/mission-vision');
    expect(response.status()).toBe(200);
    const html = (await response.text()).replaceAll('&#x27;', "'").replaceAll('&amp;', '&');
    expect(html).toMatch(/<html lang="it"/);
    expect(html).toMatch(/<title>Missione e visione \| [^<]+ Cina<\/title>/);
    expect(html).toMatch(
      /<meta name="description" content="La missione, la visione e i valori di [^"]+: mettere in contatto produttori e fornitori di Cina/,
    );
    expect(html).toContain('<h1');
    expect(html).toContain('La nostra missione');
    expect(html).toContain('Il commercio avviene tra persone.');
    expect(html).toContain('hreflang="it" href="');
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/it\/mission-vision"/);
  });

  test('an Italian legal page is dated in Italian in its HTML', async ({ request }) => {
    const html = await (await request.get('/it/privacy-policy')).text();
    expect(html).toMatch(/<title>Informativa sulla privacy \| [^<]+ Cina<\/title>/);
    expect(html).toContain('In vigore dal');
    expect(html).toContain('21 ottobre 2019');
    expect(html).toContain('Non vendiamo i Suoi dati personali.');
  });
});
