import { INVALID_DATE_MESSAGE, INVALID_PHONE_MESSAGE } from '@b2b/contracts';
import { expect, test, type Page } from '@playwright/test';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  HANDOFF_TIMEOUT_MS,
  callApi,
  fillLogin,
  fillRegistration,
  makePng,
  newAccount,
  nextAlert,
  readPortal,
  signIn,
  SIGN_IN_STATE_KEY,
  startSignIn,
} from './support.ts';

test.use({ viewport: { width: 1280, height: 900 } });

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

test('a visitor registers, is handed back to /profile, edits the profile, uploads a photo and logs out', async ({
  page,
}) => {
  test.slow();
  const account = newAccount('Lena', 'Vogel');

  // A signed-in page sends a visitor to the account service, which brings them back there.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?continue=/);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await fillRegistration(page, account);
  await expect(page).toHaveURL(/\/profile$/, { timeout: HANDOFF_TIMEOUT_MS });
  await expect(page.getByRole('heading', { level: 1, name: 'Lena Vogel' })).toBeVisible();

  // The hand-off saved the session under the specification's keys.
  const userID = await stored(page, 'userID');
  expect(userID).toMatch(/^[0-9a-f-]{36}$/);
  expect(await stored(page, 'socialActor')).toBe(userID);
  for (const key of ['token', 'tokenExpire', 'refreshToken', 'refreshTokenExpire', 'profileUpdateDate']) {
    expect(await stored(page, key), key).toBeTruthy();
  }
  expect(JSON.parse((await stored(page, 'profile')) ?? '{}')).toMatchObject({ userID, email: account.email });

  await expect(page.getByText("You don't have any business registered yet")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create your Business profile' })).toHaveAttribute(
    'href',
    '/business/create',
  );
  await expect(page.getByRole('img', { name: 'Profile photo of Lena Vogel' })).toHaveAttribute(
    'src',
    '/images/default-profile.svg',
  );

  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL('/profile/edit');
  const form = page.getByRole('form', { name: 'Profile details' });
  const email = form.getByLabel('Email');
  await expect(email).toHaveValue(account.email);
  await expect(email).toHaveAttribute('readonly', '');

  // Changing the country empties the state and loads the new country's states.
  await form.getByLabel('Country', { exact: true }).selectOption('DE');
  const state = form.getByLabel('State');
  await expect(state.locator('option')).not.toHaveCount(1);
  const stateName = (await state.locator('option').nth(1).textContent()) ?? '';
  await state.selectOption({ label: stateName });
  await form.getByLabel('City').fill('Hamburg');
  await form.getByLabel('Gender').selectOption({ index: 1 });
  await form.getByLabel('Preferred language').selectOption({ index: 1 });
  await form.getByLabel('Country code').selectOption('49');
  await form.getByLabel('Mobile phone').fill('15123456789');
  await form.getByLabel('Birth date', { exact: true }).fill('1980/05/17');
  await form.getByRole('switch', { name: 'Show my birth date on my profile' }).check();
  await form.getByLabel('Profession', { exact: true }).fill('Mechanical engineer');
  await form.getByRole('switch', { name: 'Show my profession on my profile' }).check();
  await form.getByLabel('Company name').fill('Hanse Pumps GmbH');
  await form.getByLabel('Industry').selectOption({ label: 'Machineries' });
  await form.getByLabel('Job position').selectOption({ index: 1 });
  await form.getByLabel('Business type').selectOption('IM');
  const presentation = form.getByLabel('Brief presentation');
  await expect(presentation).toHaveAttribute('placeholder', 'Type here...');
  await expect(presentation).toHaveAttribute('rows', '6');
  await presentation.fill('Sourcing pumps and valves for water utilities.');
  await expect(page.getByText('46/512')).toBeVisible();

  // The phone and date rules stop the save with the specification's alerts.
  await form.getByLabel('Mobile phone').fill('1234');
  let alert = nextAlert(page);
  await form.getByRole('button', { name: 'Save changes' }).click();
  expect(await alert).toBe(INVALID_PHONE_MESSAGE);
  await form.getByLabel('Mobile phone').fill('15123456789');
  await form.getByLabel('Birth date', { exact: true }).fill('80-05-17');
  alert = nextAlert(page);
  await form.getByRole('button', { name: 'Save changes' }).click();
  expect(await alert).toBe(INVALID_DATE_MESSAGE);
  await form.getByLabel('Birth date', { exact: true }).fill('1980/05/17');

  const saved = page.waitForRequest((r) => r.url().endsWith('/api/user/profile') && r.method() === 'PUT');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile data updated successfully.')).toBeVisible();
  const body = (await saved).postDataJSON() as Record<string, unknown>;
  expect(body).not.toHaveProperty('email');
  expect(body).toMatchObject({ mobilePhone: { countryCode: '+49', phoneNumber: '15123456789' } });

  await page.reload();
  await expect(form.getByLabel('City')).toHaveValue('Hamburg');
  await expect(form.getByLabel('Country', { exact: true })).toHaveValue('DE');
  await expect(form.getByLabel('State').locator('option:checked')).toHaveText(stateName);
  await expect(form.getByLabel('Country code')).toHaveValue('49');
  await expect(form.getByLabel('Mobile phone')).toHaveValue('15123456789');
  await expect(form.getByLabel('Birth date', { exact: true })).toHaveValue('1980-05-17');
  await expect(form.getByLabel('Company name')).toHaveValue('Hanse Pumps GmbH');
  await expect(form.getByLabel('Industry').locator('option:checked')).toHaveText('Machineries');
  await expect(form.getByLabel('Business type')).toHaveValue('IM');
  await expect(presentation).toHaveValue('Sourcing pumps and valves for water utilities.');

  // A file over 500 KB is refused in the browser, before any request.
  const photoInput = page.getByLabel('Change profile photo');
  await photoInput.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(501 * 1024),
  });
  await expect(
    page.getByText('An error has ocurred when we tried to upload your profile picture'),
  ).toBeVisible();

  const photo = page.getByRole('img', { name: 'Profile photo of Lena Vogel' });
  await photoInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await makePng(page) });
  await expect(photo).not.toHaveAttribute('src', '/images/default-profile.svg');
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await page.getByRole('link', { name: 'Back to my profile' }).click();
  await expect(page.getByText('Sourcing pumps and valves for water utilities.')).toBeVisible();
  await expect(page.getByText('Mechanical engineer')).toBeVisible();
  await expect(page.getByText('May 17, 1980')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Profile photo of Lena Vogel' })).not.toHaveAttribute(
    'src',
    '/images/default-profile.svg',
  );

  const portal = await readPortal(page);
  const logout = page.waitForRequest((r) => r.url() === `${portal.authUrl}/logout`);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await logout;
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  // Only the router's scroll positions, written as the old page unloaded, may be in session storage, and the state of
  // the sign-in the signed-in page's guard starts as the session ends (it signs no one in by itself).
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  expect(
    await page.evaluate(
      (stateKey) =>
        Object.keys(sessionStorage).filter(
          (key) => key !== 'react-router-scroll-positions' && key !== stateKey,
        ),
      SIGN_IN_STATE_KEY,
    ),
  ).toEqual([]);
});

test('a visitor opening /my-business signs in and lands back on /my-business', async ({ page }) => {
  test.slow();
  const { account } = await signIn(page, '/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  // Logout clears the session at once (the header shows Login) and then loads / anew once the account service has
  // answered: that late navigation would replace the visit below, so the test waits for it.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await reloaded;
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

  // The page sends a visitor on to the login page as it loads: waiting for its load event would race that navigation.
  await page.goto('/my-business?membership=choose-business', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/login\?continue=/);
  const continueParam = new URL(page.url()).searchParams.get('continue');
  expect(continueParam).toMatch(/\/my-business\?membership=choose-business$/);

  await fillLogin(page, account);
  await expect(page).toHaveURL(/\/my-business\?membership=choose-business$/, {
    timeout: HANDOFF_TIMEOUT_MS,
  });
  await expect(page.getByRole('heading', { level: 1, name: 'My Business' })).toBeVisible();
  await expect(page.getByText("You don't have any business registered yet")).toBeVisible();
  await expect(page.getByRole('note')).toContainText('the Membership tab');
});

for (const path of [
  '/newsfeed',
  '/my-messages',
  '/business/me/requests',
  '/business/x/send-request',
  '/business/x/membership',
  '/business/create',
  '/profile/edit',
]) {
  test(`${path} sends a visitor to the login page with the address to come back to`, async ({ page }) => {
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/login\?continue=/);
    expect(new URL(page.url()).searchParams.get('continue')).toMatch(new RegExp(`${path}$`));
  });
}

test('the timer refreshes the token before it expires, and an expired token is refreshed once and replayed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { account } = await signIn(page, '/profile');
  const firstToken = String(await stored(page, 'token'));
  const firstRefresh = await stored(page, 'refreshToken');
  const firstExpire = Number(await stored(page, 'tokenExpire'));

  // The timer fires 5 s before the expiry.
  await expect
    .poll(() => stored(page, 'token'), { timeout: (ACCESS_TOKEN_TTL_SECONDS + 5) * 1000 })
    .not.toBe(firstToken);
  expect(await stored(page, 'refreshToken')).not.toBe(firstRefresh);
  expect(Number(await stored(page, 'tokenExpire'))).toBeGreaterThan(firstExpire);

  // Past the first token's expiry the session still works.
  await page.waitForTimeout(Math.max(0, firstExpire * 1000 - Date.now() + 1000));
  const profile = await callApi(page, '/user/profile');
  expect(profile.status).toBe(200);
  expect(profile.body.data).toMatchObject({ email: account.email });

  // An expired token the client still believes in: the API answers TokenExpiredError, the client refreshes and replays.
  await page.evaluate((token) => {
    localStorage.setItem('token', token);
    localStorage.setItem('tokenExpire', String(Math.floor(Date.now() / 1000) + 600));
  }, firstToken);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Mei Chen' })).toBeVisible();
  await expect.poll(() => stored(page, 'token')).not.toBe(firstToken);
});

test('a malformed token ends the session; single sign-on then brings the person back with a new one', async ({
  page,
}) => {
  test.slow();
  const { userID } = await signIn(page, '/profile');
  const portal = await readPortal(page);
  const login = page.waitForRequest((r) => r.url().startsWith(`${portal.authUrl}/login?continue=`));
  // The page reloads itself: the app may be reloading already (its token's renewal), and two reloads would collide.
  await page.evaluate(() => {
    localStorage.setItem('token', 'not-a-token');
    setTimeout(() => location.reload(), 0);
  });
  // The API answers JsonWebTokenError: storage is cleared, the page reloads, the guard sends the visitor to sign in,
  // and the account service, still signed in, hands a fresh session straight back.
  await login;
  await expect(page).toHaveURL(/\/profile$/, { timeout: HANDOFF_TIMEOUT_MS });
  await expect(page.getByRole('heading', { level: 1, name: 'Mei Chen' })).toBeVisible();
  expect(await stored(page, 'userID')).toBe(userID);
  expect(await stored(page, 'token')).not.toBe('not-a-token');
});

test('signed in on one portal origin, Login on the other hands the person off without a password', async ({
  page,
}) => {
  test.slow();
  const { userID } = await signIn(page, '/');
  const port = new URL(page.url()).port;
  const sister = `http://127.0.0.1:${port}`;

  await page.goto(`${sister}/industries`);
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(`${sister}/industries`, { timeout: HANDOFF_TIMEOUT_MS });
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  expect(await stored(page, 'userID')).toBe(userID);
  // The new session works against the API from the sister origin too.
  const profile = await callApi(page, '/user/profile');
  expect(profile.status).toBe(200);
});

test.describe('session hand-off page', () => {
  test('shows the message; a refused token alerts Error en token and goes home', async ({ page }) => {
    await page.goto('/');
    const query = await startSignIn(page, '/profile');
    const alert = nextAlert(page);
    await page.goto(`/SetID/?token=not-a-real-token&${query}`);
    expect(await alert).toBe('Error en token');
    await expect(page).toHaveURL('/');
    expect(await stored(page, 'token')).toBeNull();
  });

  test('without an answer it logs Network error and stays', async ({ page }) => {
    const portal = await page.goto('/').then(() => readPortal(page));
    await page.route(`${portal.authUrl}/get-session`, (route) => route.abort());
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`/SetID/?token=abc&${await startSignIn(page, '/profile')}`);
    await expect(page.getByRole('heading', { name: 'Redirecting to your account...' })).toBeVisible();
    await expect.poll(() => errors).toContain('Network error');
    await expect(page).toHaveURL(/\/SetID\//);
  });

  test('a hand-off link opened in another browser does not sign in: a clear message, and the session stays', async ({
    page,
    browser,
  }) => {
    test.slow();
    // The attacker signs in with their own account and keeps the hand-off link instead of following it.
    const attacker = await browser.newContext();
    const attackerPage = await attacker.newPage();
    await attackerPage.goto('/');
    const portal = await readPortal(attackerPage);
    // The registration's redirect names the hand-off link; its own tab is kept from redeeming it.
    const handoffs: string[] = [];
    attackerPage.on('response', (response) => {
      const location = response.headers().location;
      if (response.status() === 303 && location?.includes('/SetID/')) handoffs.push(location);
    });
    await attackerPage.route(`${portal.authUrl}/get-session`, (route) => route.abort());
    const target = new URL('/profile', portal.publicUrl).toString();
    await attackerPage.goto(`${portal.authUrl}/register?${await startSignIn(attackerPage, target)}`);
    await fillRegistration(attackerPage, newAccount('Mallory', 'Attacker'));
    await expect.poll(() => handoffs.length, { timeout: HANDOFF_TIMEOUT_MS }).toBe(1);
    await attacker.close();
    const link = String(handoffs[0]);
    expect(new URL(link).searchParams.get('state')).toBeTruthy();

    // The victim, signed in as themself, opens the link, and then the link with its state taken out.
    const { userID } = await signIn(page, '/');
    const token = await stored(page, 'token');
    for (const address of [link, link.replace(/&state=[\w-]+/, '')]) {
      await page.goto(address);
      await expect(
        page.getByRole('heading', { level: 1, name: 'This sign-in link was not started in this browser' }),
      ).toBeVisible();
      await expect(
        page.getByText('For your safety it was not used, and nothing has changed here.'),
      ).toBeVisible();
      expect(new URL(page.url()).search).toBe('');
      expect(await stored(page, 'userID')).toBe(userID);
      expect(await stored(page, 'token')).toBe(token);
    }

    // Its Sign in starts a sign-in of this tab, which single sign-on completes as the victim.
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${portal.publicUrl}/`, { timeout: HANDOFF_TIMEOUT_MS });
    await expect.poll(() => stored(page, 'userID')).toBe(userID);
  });

  test('the server renders the message', async ({ request }) => {
    const html = await (await request.get('/SetID/?token=abc')).text();
    expect(html).toContain('Redirecting to your account...');
  });
});
