import { businessPath, type BusinessCard } from '@b2b/contracts';
import { expect, test, type Page } from '@playwright/test';
import { callApi, signIn, type TreeIndustry } from './support.ts';

test.use({ viewport: { width: 1280, height: 900 } });

const GROUPS = [
  { code: 'MA', name: 'Manufacturers' },
  { code: 'DI', name: 'Distributors' },
  { code: 'EX', name: 'Exporters' },
  { code: 'CO', name: 'Consultants' },
];

const latest = (page: Page) => page.getByRole('region', { name: 'Latest registered businesses' });
const group = (page: Page, name: string) => latest(page).getByRole('region', { name, exact: true });

test('the home page lists the latest registered businesses, 3 each of MA, DI, EX and CO, newest first', async ({
  page,
  request,
}) => {
  test.slow();
  await signIn(page, '/');
  const tree = await callApi(page, '/catsys/industry/full-tree');
  const industry = (tree.body.data as TreeIndustry[])[0]!;
  const states = (await callApi(page, '/ref-data/country/CN/state')).body.data as { stateID: string }[];
  const stamp = Date.now().toString(36);
  // Distributors, exporters and consultants: no other browser test makes them, so the newest of each is this test's.
  const mine = [];
  for (const { code, name } of GROUPS.slice(1)) {
    const companyName = `Newest ${name} ${stamp}`;
    const answer = await callApi(page, '/business/profile/create', {
      method: 'POST',
      body: {
        companyName,
        categories: [`${industry.id}.${industry.categories[0]!.id}`],
        businessType: code,
        country: 'CN',
        state: states[0]!.stateID,
        shortDescription: `${companyName}, registered by the home page test.`,
      },
    });
    expect(answer.status).toBe(201);
    mine.push({
      group: name,
      companyName,
      businessID: (answer.body.data as { businessID: string }).businessID,
    });
  }

  await page.goto('/');
  await expect(latest(page).getByRole('heading', { level: 3 })).toHaveText(GROUPS.map((g) => g.name));
  for (const business of mine) {
    const first = group(page, business.group).getByRole('listitem').first();
    await expect(first.getByRole('link', { name: business.companyName })).toHaveAttribute(
      'href',
      businessPath(business.companyName, business.businessID),
    );
    await expect(first).toContainText('China');
  }

  // Every group shows the first three of its type from the API's newest-first list (other tests may add manufacturers
  // meanwhile, so both are read again until they agree).
  await expect(async () => {
    await page.reload();
    const answer = (await (await request.get('/api/search/business/last-registered')).json()) as {
      data: BusinessCard[];
    };
    for (const { code, name } of GROUPS) {
      const expected = answer.data
        .filter((b) => b.general.businessType.code === code)
        .slice(0, 3)
        .map((b) => b.general.companyName);
      expect(expected.length).toBeGreaterThan(0);
      await expect(group(page, name).getByRole('listitem')).toHaveText(
        expected.map((companyName) => new RegExp(`^${companyName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)),
        { timeout: 1_000 },
      );
    }
  }).toPass({ timeout: 20_000 });

  // The server's HTML carries them too.
  const html = await (await request.get('/')).text();
  for (const business of mine) expect(html).toContain(`>${business.companyName}</a>`);
  await page.getByRole('link', { name: mine[0]!.companyName }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(mine[0]!.companyName);
});

test('All distributors opens the search of that type', async ({ page }) => {
  await page.goto('/');
  await group(page, 'Distributors').getByRole('link', { name: 'All distributors' }).click();
  await expect(page).toHaveURL('/search-result?business=DI&countries=global&search=');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\d[\d,]* Results?$/);
});
