import { TOAST_FAILURE_MESSAGE, businessPath, productPath } from '@b2b/contracts';
import { expect, test, type Page } from '@playwright/test';
import {
  collectConsoleErrors,
  commentOn,
  createBusiness,
  createPlainProduct,
  holdCalls,
  newAccount,
  seriousViolations,
  signIn,
} from './support.ts';

test.use({ viewport: { width: 1280, height: 900 } });

/** A business of the signed-in person, made through the API; answers its public path too. */
async function createBusinessWithPath(page: Page, companyName: string) {
  const business = await createBusiness(page, companyName);
  return { ...business, path: businessPath(companyName, business.businessID) };
}

const comments = (page: Page) => page.getByRole('region', { name: 'Comments' });
// The posted comments alone: while a comment is on its way the disabled box still holds its text.
const postedComments = (page: Page) => comments(page).getByRole('list', { name: 'Comments' });
const counters = (page: Page) => page.getByRole('list', { name: 'Reactions' });
const likeButton = (page: Page) => page.getByRole('button', { name: 'Like', exact: true });
const followButton = (page: Page) => page.getByRole('button', { name: 'Follow', exact: true });

test('a visitor sees the sign-in line instead of the comment box, and Like sends them to sign in', async ({
  page,
  browser,
}) => {
  test.slow();
  await signIn(page, '/');
  const { businessID, path } = await createBusinessWithPath(page, 'Visitor Gears GmbH');
  await commentOn(page, businessID, 'Solid gearboxes, fast delivery.');

  const visitor = await browser.newPage();
  const errors = collectConsoleErrors(visitor);
  await visitor.goto(path);
  const section = comments(visitor);
  await expect(section.getByText('If you want to comment you must be loged in.')).toBeVisible();
  await expect(section.getByRole('textbox')).toHaveCount(0);
  await expect(section.getByText('Solid gearboxes, fast delivery.')).toBeVisible();
  await expect(counters(visitor)).toContainText('1 comment');
  // The relative time is written only after hydration, so the server's HTML and the first render agree.
  await expect(section.locator('time')).toContainText('ago');
  expect(errors).toEqual([]);

  await likeButton(visitor).click();
  await expect(visitor).toHaveURL(/\/login\?continue=/);
  expect(new URL(visitor.url()).searchParams.get('continue')).toContain(businessID);
  await visitor.close();
});

test('a person likes and unlikes at once, the like is kept after a reload, and follows the business', async ({
  page,
}) => {
  test.slow();
  await signIn(page, '/');
  const { path } = await createBusinessWithPath(page, 'Liked Drives AG');
  await page.goto(path);
  await expect(counters(page)).toContainText('0 likes');
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'false');

  // The count and the pressed state change before the server has answered.
  const releaseLike = await holdCalls(page, '**/social/reaction/react/**');
  await likeButton(page).click();
  // Shown before the server answers.
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(counters(page)).toContainText('1 like');
  const liked = page.waitForResponse('**/social/reaction/react/**');
  releaseLike();
  await liked;
  await page.unroute('**/social/reaction/react/**');

  await page.reload();
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(counters(page)).toContainText('1 like');

  await likeButton(page).click();
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(counters(page)).toContainText('0 likes');
  await page.reload();
  await expect(counters(page)).toContainText('0 likes');
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'false');

  await expect(counters(page)).toContainText('0 followers');
  const releaseFollow = await holdCalls(page, '**/social/follow/business');
  await followButton(page).click();
  await expect(followButton(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(counters(page)).toContainText('1 follower');
  const followed = page.waitForResponse('**/social/follow/business');
  releaseFollow();
  await followed;
  await page.reload();
  await expect(followButton(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(counters(page)).toContainText('1 follower');
  await followButton(page).click();
  await expect(counters(page)).toContainText('0 followers');
  await page.reload();
  await expect(followButton(page)).toHaveAttribute('aria-pressed', 'false');
});

test('a refused like or follow is put back with the failure toast', async ({ page }) => {
  test.slow();
  await signIn(page, '/');
  const { path } = await createBusinessWithPath(page, 'Refused Likes Ltd');
  await page.goto(path);
  await expect(counters(page)).toContainText('0 likes');

  await page.route('**/social/reaction/react/**', (route) =>
    route.fulfill({
      status: 500,
      json: { success: false, name: 'InternalError', message: 'Unexpected error' },
    }),
  );
  await likeButton(page).click();
  await expect(page.getByText(TOAST_FAILURE_MESSAGE)).toBeVisible();
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(counters(page)).toContainText('0 likes');

  // A 2xx answer that says success: false is a failure too.
  await page.unroute('**/social/reaction/react/**');
  await page.route('**/social/follow/business', (route) =>
    route.fulfill({ status: 200, json: { success: false } }),
  );
  const answered = page.waitForResponse('**/social/follow/business');
  await followButton(page).click();
  await answered;
  await expect(followButton(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(counters(page)).toContainText('0 followers');
});

test('a person comments with Enter, makes a line with Shift+Enter, and sees markup as text', async ({
  page,
}) => {
  test.slow();
  await signIn(page, '/');
  const { path } = await createBusinessWithPath(page, 'Comment Works SA');
  await page.goto(path);
  const section = comments(page);
  const box = section.getByRole('textbox', { name: 'Write a comment' });
  await expect(box).toHaveAttribute('placeholder', 'Type here...');
  await expect(box).toHaveAttribute('rows', '6');
  await expect(box).toHaveAttribute('maxlength', '512');

  await box.fill('First line');
  await box.press('Shift+Enter');
  await box.pressSequentially('second line');
  await expect(box).toHaveValue('First line\nsecond line');

  const releaseComment = await holdCalls(page, '**/social/comments/make-comment');
  await box.press('Enter');
  // Disabled, keeping its text, while the comment is on its way; cleared once it is saved.
  await expect(box).toBeDisabled();
  await expect(box).toHaveValue('First line\nsecond line');
  releaseComment();
  await expect(box).toHaveValue('');
  await expect(box).toBeEnabled();
  const posted = section.getByRole('listitem').filter({ hasText: 'First line' });
  await expect(posted.locator('p', { hasText: 'First line' })).toHaveJSProperty(
    'innerText',
    'First line\nsecond line',
  );
  await expect(posted.getByRole('link', { name: 'Mei Chen' })).toBeVisible();
  await expect(posted.locator('time')).toContainText('ago');
  await expect(counters(page)).toContainText('1 comment');

  const markup = '<b>bold</b><script>window.injected = true</script>';
  await box.fill(markup);
  await box.press('Enter');
  await expect(postedComments(page).getByText(markup, { exact: true })).toBeVisible();
  await expect(section.locator('b')).toHaveCount(0);
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);

  // Enter on an empty box sends nothing.
  await box.press('Enter');
  await expect(section.getByRole('listitem')).toHaveCount(2);
});

test('a failed comment keeps its text in the box, enabled again', async ({ page }) => {
  test.slow();
  await signIn(page, '/');
  const { path } = await createBusinessWithPath(page, 'Failing Comments Inc');
  await page.goto(path);
  await page.route('**/social/comments/make-comment', (route) =>
    route.fulfill({
      status: 500,
      json: { success: false, name: 'InternalError', message: 'Unexpected error' },
    }),
  );
  const box = comments(page).getByRole('textbox', { name: 'Write a comment' });
  await box.fill('Do you ship to Chile?');
  await box.press('Enter');
  await expect(page.getByText(TOAST_FAILURE_MESSAGE)).toBeVisible();
  await expect(box).toBeEnabled();
  await expect(box).toHaveValue('Do you ship to Chile?');
  await expect(comments(page).getByRole('listitem')).toHaveCount(0);
});

test('replies open with Show replies, and Load more brings the sixth comment', async ({ page }) => {
  test.slow();
  await signIn(page, '/');
  const { businessID, path } = await createBusinessWithPath(page, 'Threaded Talk BV');
  for (let n = 1; n <= 6; n++) await commentOn(page, businessID, `Comment number ${n}`);
  await page.goto(path);
  const section = comments(page);
  const list = section.getByRole('list', { name: 'Comments' });

  // Newest first, five at a time.
  await expect(list.locator(':scope > li')).toHaveCount(5);
  await expect(list.locator(':scope > li').first()).toContainText('Comment number 6');
  await expect(section.getByText('Comment number 1')).toHaveCount(0);
  await section.getByRole('button', { name: 'Load more' }).click();
  await expect(section.getByText('Comment number 1')).toBeVisible();
  await expect(list.locator(':scope > li')).toHaveCount(6);
  await expect(section.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  // A reply through the reply box of the newest comment.
  const newest = list.locator(':scope > li').first();
  await newest.getByRole('button', { name: 'Reply' }).click();
  const replyBox = newest.getByRole('textbox', { name: /^Reply to/ });
  await replyBox.fill('Thanks, we will send the price list.');
  await replyBox.press('Enter');
  await expect(newest.getByRole('list', { name: 'Replies' })).toContainText(
    'Thanks, we will send the price list.',
  );

  await page.reload();
  const showReplies = section.getByRole('button', { name: 'Show replies (1)' });
  await expect(showReplies).toHaveAttribute('aria-expanded', 'false');
  await expect(section.getByText('Thanks, we will send the price list.')).toHaveCount(0);
  await showReplies.click();
  await expect(section.getByRole('list', { name: 'Replies' })).toContainText(
    'Thanks, we will send the price list.',
  );
  await section.getByRole('button', { name: 'Hide replies' }).click();
  await expect(section.getByText('Thanks, we will send the price list.')).toHaveCount(0);
});

test('a person comments and likes as one of their businesses', async ({ page }) => {
  test.slow();
  await signIn(page, '/', newAccount('Ana', 'Ruiz'));
  const { businessID } = await createBusinessWithPath(page, 'Ruiz Valves SL');
  await signIn(page, '/');
  const other = await createBusinessWithPath(page, 'Target Pumps Oy');
  // The acting business belongs to the first person; the second page acts for a person with a business of their own.
  await page.goto(other.path);
  const section = comments(page);
  const actor = section.getByLabel('Comment as');
  await expect(actor.locator('option')).toHaveText(['Mei Chen', 'Target Pumps Oy']);
  await actor.selectOption({ label: 'Target Pumps Oy' });
  expect(await page.evaluate(() => localStorage.getItem('socialActor'))).toBe(other.businessID);

  const box = section.getByRole('textbox', { name: 'Write a comment' });
  await box.fill('Our own pumps, now in stock.');
  await box.press('Enter');
  const posted = section.getByRole('listitem').filter({ hasText: 'Our own pumps' });
  await expect(posted.getByRole('link', { name: 'Target Pumps Oy' })).toHaveAttribute(
    'href',
    businessPath('Target Pumps Oy', other.businessID),
  );
  await expect(posted.locator('img')).toHaveAttribute('src', '/images/default-business.svg');

  const like = page.waitForRequest('**/social/reaction/react/**');
  await likeButton(page).click();
  expect((await like).postDataJSON()).toMatchObject({ businessID: other.businessID });
  await expect(counters(page)).toContainText('1 like');

  // The choice survives a reload; another person's business is never offered.
  await page.reload();
  await expect(section.getByLabel('Comment as')).toHaveValue(other.businessID);
  await expect(section.getByLabel('Comment as').locator(`option[value="${businessID}"]`)).toHaveCount(0);
});

test('the product page: like and comment on a product', async ({ page }) => {
  test.slow();
  await signIn(page, '/');
  const { businessID, industry } = await createBusinessWithPath(page, 'Product Gears KG');
  const name = 'Helical gearbox HG-40';
  const productID = await createPlainProduct(page, businessID, industry, name);
  const errors = collectConsoleErrors(page);
  await page.goto(productPath('Product Gears KG', name, productID));
  await likeButton(page).click();
  await expect(counters(page)).toContainText('1 like');
  const box = comments(page).getByRole('textbox', { name: 'Write a comment' });
  await box.fill('What is the lead time?');
  await box.press('Enter');
  await expect(postedComments(page).getByText('What is the lead time?')).toBeVisible();
  await page.reload();
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(postedComments(page).getByText('What is the lead time?')).toBeVisible();
  // The server renders the visitor's counts; the signed-in person's replace them without a hydration mismatch.
  expect(errors).toEqual([]);
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 740 },
]) {
  test(`the comments section at ${viewport.width} px has no serious or critical axe violations`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await signIn(page, '/');
    const { businessID, path } = await createBusinessWithPath(page, 'Accessible Axles AB');
    await createBusinessWithPath(page, 'Second Axles AB');
    const first = await commentOn(page, businessID, 'A first comment\nover two lines.');
    await commentOn(page, first, 'And a reply to it.', 'comment');
    await page.goto(path);
    const section = comments(page);
    await section.getByRole('button', { name: 'Show replies (1)' }).click();
    await expect(section.getByText('And a reply to it.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
