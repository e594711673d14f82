import { expect, test, type Browser } from '@playwright/test';
import {
  FIRST_LOAD_JS_BUDGET_BYTES,
  FIRST_LOAD_SCRIPTS_BUDGET,
  gzipBytes,
  htmlBytes,
  kilobytes,
  publicPages,
} from './page-weight.ts';

/** The scripts a first visit to the page fetches, in a fresh browser context (nothing cached). */
async function firstLoadScripts(browser: Browser, url: string): Promise<string[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await context.close();
  return scripts;
}

test('every public page arrives within its HTML, first-load JavaScript and script-count budgets', async ({
  browser,
  baseURL,
}) => {
  // Six pages, each loaded in a fresh browser context until its network is idle: near 30 s on a busy machine.
  test.slow();
  for (const page of await publicPages(baseURL!)) {
    const html = await htmlBytes(baseURL!, page.path);
    const scripts = await firstLoadScripts(browser, new URL(page.path, baseURL).toString());
    const javaScript = await gzipBytes(scripts);
    console.log(
      `${page.name}: HTML ${kilobytes(html)} (budget ${kilobytes(page.htmlBudgetBytes)}), ` +
        `first-load JavaScript ${kilobytes(javaScript)} gzip (budget ${kilobytes(FIRST_LOAD_JS_BUDGET_BYTES)}) ` +
        `in ${scripts.length} scripts (budget ${FIRST_LOAD_SCRIPTS_BUDGET})`,
    );
    expect.soft(html, `${page.name} ${page.path}`).toBeLessThan(page.htmlBudgetBytes);
    expect
      .soft(javaScript, `${page.name} ${page.path}: first-load JavaScript, gzip`)
      .toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_BYTES);
    expect
      .soft(scripts.length, `${page.name} ${page.path}: scripts of the first load`)
      .toBeLessThanOrEqual(FIRST_LOAD_SCRIPTS_BUDGET);
  }
});
