import AxeBuilder from '@axe-core/playwright';
import { LIMITS, utcDatePlus, type PortalConfig } from '@b2b/contracts';
import { expect, test, type Browser, type Page } from '@playwright/test';
import inquiries from '../src/locales/en/inquiries.json' with { type: 'json' };
import { SESSION_REFRESH_LOCK } from '../src/lib/session-refresh.ts';

/** The fifteen industries, in the order the app lists them. */
export const INDUSTRY_NAMES = [
  'Automation',
  'Electronics & IT',
  'Energy',
  'Industrial Technology',
  'Machineries',
  'Power Transmission',
  'Apparel',
  'Baby World',
  'Beauty Care',
  'Fashion Accessories',
  'Food & Agriculture',
  'Furniture',
  'Health Care',
  'Home & Construction',
  'Business Services',
];

/** The search address every industry, category and subcategory link must have: the text URL-encoded, spaces as %20. */
export const industrySearchHref = (name: string) =>
  `/search-result?${new URLSearchParams({ business: 'MA', countries: 'global', search: name }).toString().replaceAll('+', '%20')}`;

/**
 * The serious and critical axe violations of the page as it is, named by rule and elements (for a readable failure).
 * Transitions under way end first (a toast fading in or out): axe reads colours as they are at that moment, and a half
 * transparent text fails contrast that the settled page meets.
 */
export async function seriousViolations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

/** The header's notifications button, named with the unread count when there is one. */
export const notificationsButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

/** The portal configuration the server embedded in the page. */
export async function readPortal(page: Page): Promise<PortalConfig> {
  const state = await page.locator('#app-state').textContent();
  return (JSON.parse(state ?? '{}') as { portal: PortalConfig }).portal;
}

export { ACCESS_TOKEN_TTL_SECONDS } from './test-server.ts';

export const PASSWORD = 'Sturdy-Gearbox-42';

/**
 * How long a hand-off may take: two page loads (the hand-off page, then the target), each hydrating the app, on a
 * machine that may be running other suites at once.
 */
export const HANDOFF_TIMEOUT_MS = 20_000;

export interface Account {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

let accounts = 0;
/** A new person per call: tests never share an account. */
export const newAccount = (firstName = 'Mei', lastName = 'Chen'): Account => ({
  firstName,
  lastName,
  email: `e2e.${Date.now()}.${process.pid}.${++accounts}@example.test`,
  password: PASSWORD,
});

const guardedPages = new WeakSet<Page>();

/**
 * Makes the page's own loads (`goto`, `reload`) wait while its session trades its refresh token, or is about to. The
 * browser suite's tokens last seconds, so a page refreshes every quarter of a minute, and on a busy machine an exchange
 * can take seconds: a load in that moment drops the exchange's answer after the account service rotated the token, and
 * the next page presents the spent one, which the contract answers by revoking the session. A person meets this only if
 * they leave a page within the moment of a refresh every 15 minutes; the tests would meet it in every few runs.
 */
function waitForRefreshesBeforeLoads(page: Page) {
  if (guardedPages.has(page)) return;
  guardedPages.add(page);
  // Asked again and again from here: `waitForFunction` would take the predicate's promise for a truthy answer.
  const ready = () =>
    page
      .evaluate(
        async ({ lock, leadMs }) => {
          const { held = [] } = await navigator.locks.query();
          if (held.some((entry) => entry.name === lock)) return false;
          const expire = Number(localStorage.getItem('tokenExpire'));
          // A refresh due within two seconds may start while the load is on its way.
          return !expire || expire * 1000 - leadMs - Date.now() > 2000;
        },
        { lock: SESSION_REFRESH_LOCK, leadMs: LIMITS.tokenRefreshLeadMs },
      )
      // A page that is itself loading is the test's to meet: the load goes ahead.
      .catch(() => true);
  const settled = async () => {
    // A refresh that cannot finish is the test's to meet too: the load goes ahead after 20 s.
    const deadline = Date.now() + 20_000;
    while (!(await ready()) && Date.now() < deadline) await page.waitForTimeout(100);
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    await settled();
    return goto(...args);
  };
  page.reload = async (...args) => {
    await settled();
    return reload(...args);
  };
}

/** Fills and sends the account service's registration form (the page must be on it). */
export async function fillRegistration(page: Page, account: Account) {
  waitForRefreshesBeforeLoads(page);
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByLabel('Country').selectOption('CN');
  await page.getByLabel('Business type').selectOption('MA');
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Fills and sends the account service's sign-in form (the page must be on it). */
export async function fillLogin(page: Page, account: Account) {
  waitForRefreshesBeforeLoads(page);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Accepts the next alert and answers its text. */
export function nextAlert(page: Page) {
  return new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    });
  });
}

/**
 * Signs a new person up and lands on `path` signed in: the registration form is sent from the test as the account
 * service's own page sends it, then the browser goes through the portal's real hand-off (/SetID/). The registration
 * page itself is the accounts spec's to test (`fillRegistration`); leaving out its load and the typing halves a
 * sign-in. The address is verified (its mail's link opened) unless `verified` is false. Answers the account, the session's user id and the portal's configuration.
 */
export async function signIn(
  page: Page,
  path: string,
  account = newAccount(),
  { verified = true }: { verified?: boolean } = {},
) {
  waitForRefreshesBeforeLoads(page);
  const authUrl = String(process.env.E2E_AUTH_URL);
  const target = new URL(path, test.info().project.use.baseURL).toString();
  const state = randomState();
  // The page's request context shares the browser's cookies: the account service's single sign-on cookie lands there.
  const registered = await page.request.post(`${authUrl}/register`, {
    form: {
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      password: account.password,
      country: 'CN',
      businessType: 'MA',
      continue: target,
      state,
    },
    headers: { origin: authUrl },
    maxRedirects: 0,
  });
  expect(registered.status(), 'the registration hands off').toBe(303);
  // A person who opened the verification mail's link, before the hand-off, so the session's first token says so.
  if (verified) await page.request.get(await mailedLink(page, account.email, 'Confirm your email address'));
  // The tab keeps the sign-in's state in its session storage, as the portal's sign-in links leave it.
  await page.addInitScript(
    ({ key, value }) => {
      if (new URLSearchParams(window.location.search).get('state') === value) {
        window.sessionStorage.setItem(key, value);
      }
    },
    { key: SIGN_IN_STATE_KEY, value: state },
  );
  await page.goto(String(registered.headers().location));
  await page.waitForURL(target, { timeout: HANDOFF_TIMEOUT_MS });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('userID'))).toBeTruthy();
  const userID = String(await page.evaluate(() => localStorage.getItem('userID')));
  return { account, userID, portal: await readPortal(page) };
}

/** A sign-in's state, as the portal's links make one. */
const randomState = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(24)), (b) => b.toString(16).padStart(2, '0')).join('');

/** The tab's key of the sign-in state, as `apps/web/src/lib/account-links.ts` keeps it. */
export const SIGN_IN_STATE_KEY = 'b2b.signInState';

/**
 * Starts a sign-in in this tab the way the portal's links do (a state in session storage) and answers the account
 * pages' query: for tests that open those pages at once, whatever links the viewport shows.
 */
export async function startSignIn(page: Page, target: string): Promise<string> {
  const state = randomState();
  await page.evaluate(({ key, value }) => sessionStorage.setItem(key, value), {
    key: SIGN_IN_STATE_KEY,
    value: state,
  });
  return new URLSearchParams({ continue: target, state }).toString();
}

/**
 * Waits until the app has hydrated the page, footer included (React keeps each element's props on it once hydrated):
 * a click before that may land on the server's HTML, and a node added to the page may be taken out by the hydration.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const footer = document.querySelector('footer');
    return footer !== null && Object.keys(footer).some((key) => key.startsWith('__reactProps$'));
  });
}

/**
 * Waits until a signed-in person's page has hydrated: the server draws every page as a visitor, and the person's own
 * header (their account menu) comes only from the app. A click before that lands on the server's HTML, where a link is
 * a full page load rather than a move inside the app.
 */
export async function waitForSignedInApp(page: Page) {
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible({ timeout: 30_000 });
}

/**
 * Holds back the answers of the matching calls until the returned `release` is called, so a test sees what the page
 * shows while a call is on its way, for exactly as long as it looks: no fixed wait. Release before the test ends.
 */
export async function holdCalls(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Calls the API from the page with the stored session, as the web app does. */
export async function callApi(page: Page, path: string, init: { method?: string; body?: unknown } = {}) {
  const portal = await readPortal(page);
  return page.evaluate(
    async ({ url, method, body }) => {
      const response = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${localStorage.getItem('token') ?? ''}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    { url: `${portal.apiUrl}${path}`, method: init.method ?? 'GET', body: init.body },
  );
}

/**
 * Makes the person signed in on `memberPage` one of the business's people as a person does: the owner, signed in on
 * `ownerPage`, invites their email and they accept. Answers the accepted invitation's answer.
 */
export async function joinBusiness(
  ownerPage: Page,
  memberPage: Page,
  businessID: string,
  email: string,
  access: 'admin' | 'member',
) {
  const invited = await callApi(ownerPage, `/business/${businessID}/members`, {
    method: 'POST',
    body: { email, access },
  });
  expect(invited.status).toBe(201);
  const { invitationID } = invited.body.data as { invitationID: string };
  const accepted = await callApi(memberPage, `/business/invitations/${invitationID}/accept`, {
    method: 'POST',
  });
  expect(accepted.status).toBe(200);
  return accepted;
}

/** A profile with every kind of field filled, saved through the API: for pages that show one. */
export async function fillProfile(page: Page) {
  const states = await callApi(page, '/ref-data/country/DE/state');
  const state = (states.body.data as { stateID: string; stateName: string }[])[0];
  const update = {
    city: 'Hamburg',
    country: 'DE',
    state: state?.stateID,
    profession: 'Mechanical engineer',
    showProfession: true,
    companyName: 'Hanse Pumps GmbH',
    businessType: 'IM',
    birthDate: '1980-05-17',
    showBirthDate: true,
    briefPresentation:
      'Sourcing centrifugal pumps, valves and seals for water utilities across Northern Europe. Looking for ' +
      'manufacturers with ISO 9001 and a track record of export.',
  };
  const answer = await callApi(page, '/user/profile', { method: 'PUT', body: update });
  expect(answer.status).toBe(200);
  return { ...update, stateName: state?.stateName ?? '' };
}

/** A PNG of the given size, drawn in the page's canvas: a real image for the upload checks. */
export async function makePng(page: Page, width = 320, height = 320): Promise<Buffer> {
  const base64 = await page.evaluate(
    ({ width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      const gradient = context.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, '#0b4f8a');
      gradient.addColorStop(1, '#f5a623');
      context.fillStyle = gradient;
      context.fillRect(0, 0, width, height);
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    },
    { width, height },
  );
  return Buffer.from(base64, 'base64');
}

/** Collects console errors (hydration mismatches among them) for a test to assert on. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** An industry of the full tree, as the browser tests read it. */
export interface TreeIndustry {
  id: string;
  name: string;
  categories: { id: string; name: string; subCategories: { id: string; name: string }[] }[];
}

/** A business made through the API with the signed-in page's session: its id, the industry of its category. */
export async function createBusiness(page: Page, companyName: string) {
  const tree = await callApi(page, '/catsys/industry/full-tree');
  const industry = (tree.body.data as TreeIndustry[])[0]!;
  const states = await callApi(page, '/ref-data/country/CN/state');
  const answer = await callApi(page, '/business/profile/create', {
    method: 'POST',
    body: {
      companyName,
      categories: [`${industry.id}.${industry.categories[0]!.id}`],
      businessType: 'MA',
      country: 'CN',
      state: (states.body.data as { stateID: string }[])[0]!.stateID,
      shortDescription: 'Gearboxes, drive shafts and couplings for conveyor lines.',
    },
  });
  expect(answer.status).toBe(201);
  return { businessID: (answer.body.data as { businessID: string }).businessID, industry };
}

/**
 * A PNG uploaded as a picture of the business through the signed upload, as the web app does: the stored image with its
 * versions.
 */
export async function uploadBusinessPicture(page: Page, businessID: string) {
  const png = await makePng(page);
  const request = await callApi(page, '/files/upload-request/business', {
    method: 'POST',
    body: { contentType: 'image/png', fileSize: png.length, extras: { businessID } },
  });
  expect(request.status).toBe(200);
  const { signedPost } = request.body.data as { signedPost: { url: string; fields: Record<string, string> } };
  return page.evaluate(
    async ({ url, fields, base64 }) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      form.append('file', new Blob([bytes], { type: 'image/png' }), 'picture.png');
      const response = await fetch(url, { method: 'POST', body: form });
      return (
        (await response.json()) as { data: { url: string; versions: { url: string; width: number }[] } }
      ).data;
    },
    { url: signedPost.url, fields: signedPost.fields, base64: png.toString('base64') },
  );
}

/** A comment (or, with resourceType `comment`, a reply) by the signed-in page's person, through the API. */
export async function commentOn(page: Page, resourceID: string, content: string, resourceType = 'business') {
  const answer = await callApi(page, '/social/comments/make-comment', {
    method: 'POST',
    body: { resourceID, resourceType, content },
  });
  expect(answer.status).toBe(201);
  return (answer.body.data as { commentID: string }).commentID;
}

/** The product with every field that the product tests and screenshots make. */
export const FULL_PRODUCT = {
  name: 'Brushless motor BL-90',
  description:
    'Brushless DC motor BL-90 for automated guided vehicles: 90 W rated power, 3000 rpm, IP54 housing, ' +
    'Hall sensors and a 5-year service life in continuous duty.',
};

/** A product with every field, through the API: its pictures are real uploads of the business. */
export async function createFullProduct(page: Page, businessID: string, industry: TreeIndustry) {
  const [main, ...gallery] = await Promise.all([
    uploadBusinessPicture(page, businessID),
    uploadBusinessPicture(page, businessID),
    uploadBusinessPicture(page, businessID),
  ]);
  const category = industry.categories[0]!;
  const answer = await callApi(page, '/product', {
    method: 'POST',
    body: {
      businessID,
      ...FULL_PRODUCT,
      keywords: ['brushless motor', 'AGV'],
      industry: industry.id,
      category: category.id,
      subCategory: category.subCategories[0]!.id,
      leadTime: '20 days',
      stock: true,
      specs: [
        { key: 'Rated power', value: '90 W' },
        { key: 'Rated speed', value: '3000 rpm' },
      ],
      mainImage: main,
      images: gallery,
      videos: [{ url: 'https://videos.example.com/bl-90.mp4' }],
    },
  });
  expect(answer.status).toBe(201);
  return { productID: (answer.body.data as { productID: string }).productID, category };
}

/** A description longer than the 200 characters of a product tile's preview. */
export const plainDescription = (name: string) => `${name} for conveyor lines. `.repeat(12).trim();

/** A product with only the required fields, through the API: its id. */
export async function createPlainProduct(
  page: Page,
  businessID: string,
  industry: TreeIndustry,
  name: string,
) {
  const answer = await callApi(page, '/product', {
    method: 'POST',
    body: {
      businessID,
      name,
      description: plainDescription(name),
      industry: industry.id,
      category: industry.categories[0]!.id,
    },
  });
  expect(answer.status).toBe(201);
  return (answer.body.data as { productID: string }).productID;
}

/** A post through the API with the signed-in page's session, as the person or (with `businessID`) as their business. */
export async function makePost(
  page: Page,
  timelineID: string,
  content: string,
  businessID?: string,
  picture?: unknown,
) {
  const answer = await callApi(page, '/social/posts/make-post', {
    method: 'POST',
    body: {
      content,
      timelineID,
      timelineType: businessID ? 'business' : 'user',
      ...(businessID ? { businessID } : {}),
      ...(picture ? { picture } : {}),
    },
  });
  expect(answer.status).toBe(201);
  return (answer.body.data as { postID: string }).postID;
}

/** A word of seven random letters after a prefix, which no other data holds: a search for it finds one test's data. */
export const randomWord = (prefix: string) =>
  `${prefix}${Array.from({ length: 7 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

/**
 * The account-service link of the newest mail to `to` whose subject is `subject`, read from /dev/mail as a newcomer
 * would follow it (the test portal's mail server cannot be reached, so every mail stays listed there).
 */
export async function mailedLink(page: Page, to: string, subject: string): Promise<string> {
  const authUrl = String(process.env.E2E_AUTH_URL);
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const row = new RegExp(
    `href="/dev/mail/([0-9a-f-]{36})">${escaped(subject)}</a></td>\\s*<td>${escaped(to)}</td>`,
  );
  let mailID: string | undefined;
  await expect
    .poll(async () => (mailID = row.exec(await (await page.request.get('/dev/mail')).text())?.[1]), {
      message: `a mail "${subject}" to ${to}`,
    })
    .toBeTruthy();
  const text = await (await page.request.get(`/dev/mail/${mailID}`)).text();
  const link = new RegExp(`${escaped(authUrl)}/[a-z-]+\\?token=[A-Za-z0-9_-]{43}&amp;lang=[a-z]{2}`).exec(
    text,
  )?.[0];
  expect(link, `the link of "${subject}"`).toBeTruthy();
  return String(link).replaceAll('&amp;', '&');
}

/** A person signed in a browser context of their own, so two people can act at once. */
export async function person(
  browser: Browser,
  viewport: { width: number; height: number },
  firstName: string,
) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const { userID } = await signIn(page, '/', newAccount(firstName, 'Tester'));
  return { page, userID };
}

/** Opens `path` and waits until its live stream is open, so what happens next can only arrive through it. */
export async function openLive(page: Page, path: string) {
  const stream = page.waitForResponse((response) => response.url().includes('/live/stream'));
  await page.goto(path);
  await stream;
}

/** Marks the deal closed from the thread view, through its confirmation. */
export async function markDealClosed(page: Page) {
  await page.getByRole('button', { name: inquiries.deal.mark, exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: inquiries.deal.confirmTitle });
  await expect(dialog).toContainText('does not end the conversation');
  await dialog.getByRole('button', { name: inquiries.deal.mark }).click();
  await expect(dialog).toBeHidden();
}

/**
 * A request for quotation posted through the API by the signed-in person of `page`, in the first category of
 * `industry` (the one `createBusiness` files a business under): its id. Suppliers are matched as it is posted, so their
 * businesses are made first.
 */
export async function postRfq(page: Page, industry: TreeIndustry, overrides: Record<string, unknown> = {}) {
  const posted = await callApi(page, '/rfq', {
    method: 'POST',
    body: {
      productName: 'Flanged stainless steel ball valves DN50 PN40',
      industryID: industry.id,
      categoryID: industry.categories[0]!.id,
      quantity: 2000,
      unit: 'pieces',
      currency: 'USD',
      destinationCountry: 'DE',
      incoterm: 'CIF',
      closesOn: utcDatePlus(14),
      description: 'Stainless steel 316, PN40, flanged ends to EN 1092-1.\nPacked in export cartons.',
      ...overrides,
    },
  });
  expect(posted.status).toBe(201);
  return (posted.body.data as { rfqID: string }).rfqID;
}
