import { LIMITS, businessPath } from '@b2b/contracts';
import { expect, test, type Page, type Request } from '@playwright/test';
import {
  callApi,
  createBusiness,
  makePng,
  makePost,
  newAccount,
  seriousViolations,
  signIn,
  waitForHydration,
  waitForSignedInApp,
} from './support.ts';

/** The posts of a feed, each a card; the comments inside them are lists of their own. */
const cards = (page: Page, feed = 'Newsfeed') =>
  page.getByRole('list', { name: feed }).locator(':scope > li');
const card = (page: Page, text: string, feed = 'Newsfeed') => cards(page, feed).filter({ hasText: text });
/** The English texts of the page's toasts, alert and failure (`locales/en/social.json`). */
const POST_CREATED_MESSAGE = 'Post created!';
const POST_FAILED_MESSAGE = 'There was an error creating this post!';
const POST_REMOVE_FAILED_MESSAGE = 'Ocurrió un error al borrar el post';
const NEWSFEED_FAILED_MESSAGE = 'Failed loading your newsfeed';
const composer = (page: Page) => page.getByRole('form', { name: 'New post' });
const postBox = (page: Page) => composer(page).getByRole('textbox', { name: 'Write a post' });
const postButton = (page: Page) => composer(page).getByRole('button', { name: 'Post', exact: true });

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a person posts a text with a picture: Post waits for the text and the upload, the post shows at the top', async ({
      page,
    }) => {
      test.slow();
      await signIn(page, '/newsfeed', newAccount('Ana', 'Ruiz'));
      await waitForSignedInApp(page);
      await expect(page.getByRole('heading', { level: 1, name: 'My B2B' })).toBeVisible();
      await expect(page.getByText('Your feed is empty for now')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      const box = postBox(page);
      await expect(box).toHaveAttribute('placeholder', 'Type here...');
      await expect(box).toHaveAttribute('rows', '6');
      await expect(box).toHaveAttribute('maxlength', '512');
      await expect(postButton(page)).toBeDisabled();
      await box.fill('   ');
      await expect(postButton(page)).toBeDisabled();
      await box.fill('New gearbox line ready for export.');
      await expect(composer(page).getByText('34/512')).toBeVisible();
      await expect(postButton(page)).toBeEnabled();

      // Post waits while the picture uploads.
      let releaseUpload: () => void = () => undefined;
      const uploadHeld = new Promise<void>((resolve) => (releaseUpload = resolve));
      await page.route('**/files/upload-request/**', async (route) => {
        await uploadHeld;
        await route.continue();
      });
      await composer(page)
        .getByLabel('Add picture')
        .setInputFiles({ name: 'line.png', mimeType: 'image/png', buffer: await makePng(page) });
      await expect(composer(page).getByText('Uploading...')).toBeVisible();
      await expect(postButton(page)).toBeDisabled();
      releaseUpload();
      await expect(composer(page).getByRole('img', { name: 'Picture to post' })).toBeVisible();
      await expect(postButton(page)).toBeEnabled();

      await postButton(page).click();
      await expect(page.getByText(POST_CREATED_MESSAGE)).toBeVisible();
      await expect(box).toHaveValue('');
      await expect(composer(page).getByRole('img', { name: 'Picture to post' })).toHaveCount(0);
      const posted = cards(page).first();
      await expect(posted).toContainText('New gearbox line ready for export.');
      await expect(posted.getByRole('link', { name: 'Ana Ruiz' })).toHaveAttribute('href', /^\/profile\//);
      await expect(posted.locator('time')).toContainText('ago');
      const picture = posted.getByRole('img', { name: 'Picture posted by Ana Ruiz' });
      await expect(picture).toHaveAttribute('srcset', /\d+w/);
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);

      // It is the server's: a reload shows it from the feed.
      await page.reload();
      await expect(card(page, 'New gearbox line ready for export.')).toHaveCount(1);
      expect(await seriousViolations(page)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}

test.use({ viewport: { width: 1280, height: 900 } });

test('a refused post keeps its text and says so', async ({ page }) => {
  await signIn(page, '/newsfeed');
  await waitForSignedInApp(page);
  await page.route('**/social/posts/make-post', (route) =>
    route.fulfill({
      status: 500,
      json: { success: false, name: 'InternalError', message: 'Unexpected error' },
    }),
  );
  await postBox(page).fill('Will this go through?');
  await postButton(page).click();
  await expect(page.getByText(POST_FAILED_MESSAGE)).toBeVisible();
  await expect(postBox(page)).toHaveValue('Will this go through?');
  await expect(postButton(page)).toBeEnabled();
});

test('a person switches to their business, posts, likes and comments as it; the post is on its page', async ({
  page,
}) => {
  test.slow();
  const { userID } = await signIn(page, '/', newAccount('Lars', 'Berg'));
  const { businessID } = await createBusiness(page, 'Berg Drives AB');
  await page.goto('/newsfeed');
  await waitForSignedInApp(page);

  const actor = composer(page).getByLabel('Post as');
  await expect(actor).toHaveValue(userID);
  await actor.selectOption({ label: 'Berg Drives AB' });
  expect(await page.evaluate(() => localStorage.getItem('socialActor'))).toBe(businessID);
  await postBox(page).fill('Berg Drives now ships to all of Scandinavia.');
  await postButton(page).click();
  await expect(page.getByText(POST_CREATED_MESSAGE)).toBeVisible();

  const posted = card(page, 'Berg Drives now ships');
  const path = businessPath('Berg Drives AB', businessID);
  await expect(posted.getByRole('heading', { name: 'Berg Drives AB' }).getByRole('link')).toHaveAttribute(
    'href',
    path,
  );

  // The like and the comment are the business's.
  const like = posted.getByRole('button', { name: 'Like', exact: true });
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(posted.getByRole('list', { name: 'Reactions' })).toContainText('1 like');
  const openComments = posted.getByRole('button', { name: 'Comments' });
  await expect(openComments).toHaveAttribute('aria-expanded', 'false');
  await openComments.click();
  await expect(posted.getByText('No comments yet.')).toBeVisible();
  const commentBox = posted.getByRole('textbox', { name: 'Write a comment' });
  await commentBox.fill('Orders open on Monday.');
  await commentBox.press('Enter');
  const comment = posted.getByRole('list', { name: 'Comments' }).getByRole('listitem');
  await expect(comment).toContainText('Orders open on Monday.');
  await expect(comment.getByRole('link', { name: 'Berg Drives AB' })).toBeVisible();
  await expect(posted.getByRole('list', { name: 'Reactions' })).toContainText('1 comment');
  const reactions = await callApi(
    page,
    `/social/reaction/check/${await postIDOf(page)}?businessID=${businessID}`,
  );
  expect(reactions.body).toMatchObject({ success: true, data: { reactionType: 'like' } });

  // Back as the person, the like is not theirs.
  await actor.selectOption({ value: userID });
  await expect(like).toHaveAttribute('aria-pressed', 'false');

  // The business page shows its timeline once scrolled to.
  await page.goto(path);
  await waitForSignedInApp(page);
  const timeline = page.getByRole('region', { name: 'Posts' });
  await timeline.scrollIntoViewIfNeeded();
  await expect(card(page, 'Berg Drives now ships', 'Posts')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

/** The id of the newest post on the person's feed. */
async function postIDOf(page: Page) {
  const feed = await callApi(page, '/newsfeed/load');
  return (feed.body.data as { posts: { postID: string }[] }).posts[0]!.postID;
}

test('the author removes their post and the page reloads; another person gets no Remove post', async ({
  page,
  browser,
}) => {
  test.slow();
  const { userID } = await signIn(page, '/', newAccount('Ines', 'Mora'));
  await makePost(page, userID, 'Old price list, please ignore.');
  await makePost(page, userID, 'Valves in stock this week.');

  const other = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
  await signIn(other, `/timeline/${userID}`, newAccount('Tom', 'Ek'));
  await waitForSignedInApp(other);
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Timeline of Ines Mora');
  await expect(card(other, 'Valves in stock', 'Posts')).toBeVisible();
  await expect(other.getByRole('button', { name: 'Post settings' })).toHaveCount(0);
  expect(await seriousViolations(other)).toEqual([]);
  await other.context().close();

  await page.goto('/newsfeed');
  await waitForSignedInApp(page);
  const old = card(page, 'Old price list');
  await expect(old).toBeVisible();

  // A refusal is alerted and the post stays.
  await page.route('**/social/posts/remove-post', (route) =>
    route.fulfill({
      status: 500,
      json: { success: false, name: 'InternalError', message: 'Unexpected error' },
    }),
  );
  const alerted = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    }),
  );
  await old.getByRole('button', { name: 'Post settings' }).click();
  await page.getByRole('menuitem', { name: 'Remove post' }).click();
  expect(await alerted).toBe(POST_REMOVE_FAILED_MESSAGE);
  await expect(old).toBeVisible();

  await page.unroute('**/social/posts/remove-post');
  await old.getByRole('button', { name: 'Post settings' }).click();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('menuitem', { name: 'Remove post' }).click();
  await reloaded;
  await expect(card(page, 'Valves in stock')).toBeVisible();
  await expect(card(page, 'Old price list')).toHaveCount(0);
});

/** When each call to the newsfeed was made and answered, in order. */
function watchFeedCalls(page: Page) {
  const calls: { request: Request; sentAt: number; answeredAt?: number }[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/newsfeed/load')) calls.push({ request, sentAt: Date.now() });
  });
  page.on('requestfinished', (request) => {
    const call = calls.find((c) => c.request === request);
    if (call) call.answeredAt = Date.now();
  });
  return calls;
}

test('the feed loads its next page 4 seconds after the last one, at once when Load more is in view, and stops', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // 25 posts: 20 of a business the person follows (the posts allowance is 20 an hour) and 5 of their own.
  const owner = await (await browser.newContext()).newPage();
  await signIn(owner, '/', newAccount('Kai', 'Lund'));
  const { businessID } = await createBusiness(owner, 'Lund Bearings Oy');
  for (let n = 1; n <= 20; n += 1) await makePost(owner, businessID, `Bearing news ${n}`, businessID);
  await owner.context().close();

  await page.setViewportSize({ width: 1280, height: 700 });
  const { userID } = await signIn(page, '/');
  for (let n = 1; n <= 5; n += 1) await makePost(page, userID, `My own note ${n}`);
  const follow = await callApi(page, '/social/follow/business', {
    method: 'POST',
    body: { resourceID: businessID },
  });
  expect(follow.status).toBe(200);

  const calls = watchFeedCalls(page);
  await page.goto('/newsfeed');
  await waitForSignedInApp(page);
  await expect(cards(page)).toHaveCount(LIMITS.timelinePageSize);
  await expect(cards(page).first()).toContainText('My own note 5');
  // The second page comes by itself, 4 seconds after the first, with nothing scrolled.
  await expect(cards(page)).toHaveCount(2 * LIMITS.timelinePageSize, { timeout: 15_000 });
  expect(calls).toHaveLength(2);
  expect(calls[1]!.sentAt - calls[0]!.answeredAt!).toBeGreaterThanOrEqual(LIMITS.feedAutoLoadMs - 500);

  // Load more scrolled into view asks at once, long before the 4 seconds are over.
  const more = page.getByRole('button', { name: 'Load more' });
  const scrolledAt = Date.now();
  await more.scrollIntoViewIfNeeded();
  await expect(cards(page)).toHaveCount(25);
  expect(calls).toHaveLength(3);
  expect(calls[2]!.sentAt - scrolledAt).toBeLessThan(LIMITS.feedAutoLoadMs - 1000);
  await expect(cards(page).last()).toContainText('Bearing news 1');
  // The last page had no next id: no button, and no more calls.
  await expect(more).toHaveCount(0);
  // Each post once: no page repeats or skips one.
  const texts = [
    ...Array.from({ length: 20 }, (_, n) => `Bearing news ${n + 1}`),
    ...Array.from({ length: 5 }, (_, n) => `My own note ${n + 1}`),
  ];
  for (const text of texts) {
    await expect(cards(page).filter({ has: page.getByText(text, { exact: true }) })).toHaveCount(1);
  }
  expect(await seriousViolations(page)).toEqual([]);
});

test('a newsfeed that fails to load says so', async ({ page }) => {
  test.slow();
  const { userID } = await signIn(page, '/');
  await makePost(page, userID, 'Only post.');
  await page.route('**/newsfeed/load*', (route) =>
    route.fulfill({
      status: 500,
      json: { success: false, name: 'InternalError', message: 'Unexpected error' },
    }),
  );
  await page.goto('/newsfeed');
  await waitForSignedInApp(page);
  await expect(page.getByRole('alert').filter({ hasText: NEWSFEED_FAILED_MESSAGE })).toBeVisible();
});

test('a timeline pages by 10 until a page comes back empty, on its page and on the public profile', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { userID } = await signIn(page, '/', newAccount('Eva', 'Sand'));
  for (let n = 1; n <= 12; n += 1) await makePost(page, userID, `Timeline entry ${n}`);

  const visitor = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
  const timelineCalls: string[] = [];
  visitor.on('request', (request) => {
    if (request.url().includes('/timeline/load/')) timelineCalls.push(request.url());
  });
  await visitor.goto(`/timeline/${userID}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Timeline of Eva Sand');
  await expect(visitor).toHaveTitle(/^Timeline of Eva Sand \| /);
  await expect(cards(visitor, 'Posts')).toHaveCount(LIMITS.timelinePageSize);
  await expect(cards(visitor, 'Posts').first()).toContainText('Timeline entry 12');
  await visitor.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
  await expect(cards(visitor, 'Posts')).toHaveCount(12);
  // The page after the last posts comes back empty: the button goes.
  await expect(visitor.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  expect(new Set(timelineCalls.map((url) => new URL(url).searchParams.get('skip')))).toEqual(
    new Set(['10', '12']),
  );
  expect(await seriousViolations(visitor)).toEqual([]);
  await expect(composer(visitor)).toHaveCount(0);

  // A visitor may read but is asked to sign in to like.
  await cards(visitor, 'Posts').first().getByRole('button', { name: 'Like', exact: true }).click();
  await expect(visitor).toHaveURL(/\/login\?continue=/);

  const profile = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await profile.goto(`/profile/${userID}`);
  await waitForHydration(profile);
  const section = profile.getByRole('region', { name: 'Posts' });
  await section.scrollIntoViewIfNeeded();
  await expect(cards(profile, 'Posts').first()).toContainText('Timeline entry 12');
  expect(await seriousViolations(profile)).toEqual([]);
  await visitor.context().close();
  await profile.context().close();
});

test("a person posts on their own timeline and on their business's; on another person's there is no composer", async ({
  page,
  browser,
}) => {
  test.slow();
  const { userID } = await signIn(page, '/', newAccount('Ines', 'Vidal'));
  const { businessID } = await createBusiness(page, 'Vidal Pumps SL');
  await page.goto(`/timeline/${userID}`);
  await waitForSignedInApp(page);
  // Their own timeline: no choice of identity, the post is the person's.
  await expect(composer(page).getByLabel('Post as')).toHaveCount(0);
  await postBox(page).fill('Back from the Hannover fair with new partners.');
  await postButton(page).click();
  await expect(page.getByText(POST_CREATED_MESSAGE)).toBeVisible();
  await expect(postBox(page)).toHaveValue('');
  const own = card(page, 'Back from the Hannover fair', 'Posts');
  await expect(own.getByRole('heading', { name: 'Ines Vidal' })).toBeVisible();

  await page.goto(`/timeline/${businessID}`);
  await waitForSignedInApp(page);
  await expect(composer(page)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await postBox(page).fill('Vidal Pumps opens a warehouse in Valencia.');
  await postButton(page).click();
  const business = card(page, 'Vidal Pumps opens a warehouse', 'Posts');
  await expect(business.getByRole('heading', { name: 'Vidal Pumps SL' })).toBeVisible();
  await expect(cards(page, 'Posts')).toHaveCount(1);

  const other = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signIn(other, `/timeline/${userID}`, newAccount('Otto', 'Lind'));
  await waitForSignedInApp(other);
  await expect(card(other, 'Back from the Hannover fair', 'Posts')).toBeVisible();
  await expect(composer(other)).toHaveCount(0);
  await other.context().close();
});

test('an unknown timeline is not found', async ({ page }) => {
  await page.goto('/timeline/not-an-id');
  await expect(page.getByRole('heading', { name: 'Timeline not found' })).toBeVisible();
});
