import { businessPath } from '@b2b/contracts';
import { expect, test, type Page } from '@playwright/test';
import { callApi, createBusiness, randomWord, seriousViolations, signIn } from './support.ts';

/** A buyer sends `count` requests to the business, and its owner answers each at once. */
async function answeredRequests(buyer: Page, owner: Page, businessID: string, count: number) {
  for (let i = 0; i < count; i += 1) {
    const sent = await callApi(buyer, '/business/request', {
      method: 'POST',
      body: { to: businessID, subject: `Prices ${i + 1}`, message: 'Please quote 500 gearboxes.' },
    });
    expect(sent.status).toBe(201);
    const { requestID } = sent.body.data as { requestID: string };
    const replied = await callApi(owner, `/business/request/${requestID}/send-message?bid=${businessID}`, {
      method: 'POST',
      body: { content: 'Here is our price list.' },
    });
    expect(replied.status).toBe(201);
  }
}

for (const width of [375, 1280]) {
  test(`a visitor sees how a business replies on its page and its search card, or "New supplier" (${width} px)`, async ({
    page,
    browser,
  }) => {
    test.slow();
    const token = randomWord('Replyquick');
    await signIn(page, '/my-business');
    const answering = await createBusiness(page, `${token} Gearboxes`);
    const fresh = await createBusiness(page, `${token} Couplings`);
    const buyerContext = await browser.newContext();
    const buyer = await buyerContext.newPage();
    await signIn(buyer, '/');
    await answeredRequests(buyer, page, answering.businessID, 5);
    await buyerContext.close();

    const visitorContext = await browser.newContext({ viewport: { width, height: 900 } });
    const visitor = await visitorContext.newPage();
    await visitor.goto(businessPath(`${token} Gearboxes`, answering.businessID));
    const header = visitor.locator('header', { has: visitor.getByRole('heading', { level: 1 }) });
    await expect(header.getByText('Replies within 1 min · 100% of 5 requests')).toBeVisible();
    expect(await seriousViolations(visitor)).toEqual([]);

    await visitor.goto(businessPath(`${token} Couplings`, fresh.businessID));
    await expect(header.getByText('New supplier')).toBeVisible();

    await visitor.goto(`/search-result?business=MA&countries=global&search=${token}`);
    const card = (name: string) => visitor.getByRole('article', { name });
    await expect(card(`${token} Gearboxes`)).toContainText('Replies within 1 min · 100% of 5 requests');
    await expect(card(`${token} Couplings`).getByText('New supplier')).toBeVisible();
    expect(await seriousViolations(visitor)).toEqual([]);
    await visitorContext.close();
  });
}
