import { expect, test } from '@playwright/test';
import { FIRST_LOAD_JS_BUDGET_BYTES, kilobytes, measurePage, publicPages } from './page-weight.ts';

test('every public page arrives within its HTML budget', async ({ baseURL }) => {
  for (const page of await publicPages(baseURL!)) {
    const weight = await measurePage(baseURL!, page.path);
    // The JavaScript budget is measured and printed; it becomes a check once the routes load lazily.
    console.log(
      `${page.name}: HTML ${kilobytes(weight.htmlBytes)} (budget ${kilobytes(page.htmlBudgetBytes)}), ` +
        `first-load JavaScript ${kilobytes(weight.firstLoadJsGzipBytes)} gzip (budget ${kilobytes(FIRST_LOAD_JS_BUDGET_BYTES)})`,
    );
    expect.soft(weight.htmlBytes, `${page.name} ${page.path}`).toBeLessThan(page.htmlBudgetBytes);
  }
});
