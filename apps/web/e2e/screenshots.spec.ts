import { BREAKPOINTS, businessPath, productPath, utcDatePlus } from '@b2b/contracts';
import { expect, test, type Page } from '@playwright/test';
import { paidBusiness, requestVerification, signInAsAdministrator } from './administration-fixtures.ts';
import { fullBusiness } from './business-fixtures.ts';
import {
  callApi,
  joinBusiness,
  commentOn,
  createBusiness,
  createFullProduct,
  createPlainProduct,
  fillProfile,
  FULL_PRODUCT,
  mailedLink,
  makePng,
  makePost,
  newAccount,
  notificationsButton,
  postRfq,
  signIn,
  waitForHydration,
  waitForSignedInApp,
  type TreeIndustry,
  uploadBusinessPicture,
} from './support.ts';

/** Full-page pictures for a person to review; the config runs this file only when SCREENSHOT_DIR is set. */
const directory = process.env.SCREENSHOT_DIR ?? '';
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'industries', path: '/industries' },
  {
    name: 'search-result',
    path: '/search-result?business=DI&countries=CN&search=steel%20pipes%20%26%20valves',
  },
  {
    name: 'search-facets-products',
    path: '/search-result?business=PR&countries=global&search=pump&verified=1',
  },
  {
    name: 'search-facets-businesses',
    path: '/search-result?business=MA&countries=global&search=&verified=0',
  },
  { name: 'membership-standard', path: '/membership-standard' },
  { name: 'membership-gold', path: '/membership-gold' },
  { name: 'membership-premium', path: '/membership-premium' },
  { name: 'membership-platinum', path: '/membership-platinum' },
  { name: 'need-help', path: '/contact-us/form' },
  {
    name: 'product-not-found',
    path: '/business-product/Nobody-Nothing-0190f5a8-0000-7000-8000-000000000000',
  },
  { name: 'about-us', path: '/about-us' },
  { name: 'mission-vision', path: '/mission-vision' },
  { name: 'why', path: '/why-b2bindustrial' },
  { name: 'our-network', path: '/our-network' },
  { name: 'contact-us', path: '/contact-us' },
  { name: 'advertise-with-us', path: '/advertise-with-us' },
  { name: 'free-marketing', path: '/free-marketing' },
  { name: 'work-with', path: '/work-with-b2bindustrial' },
  { name: 'terms-and-conditions', path: '/terms-and-conditions' },
  { name: 'privacy-policy', path: '/privacy-policy' },
  { name: 'tip-distribution-network', path: '/b2b-tips/distribution-network-tip-3' },
  { name: 'tip-best-products', path: '/b2b-tips/best-products-for-export-tip-6' },
];
const WIDTHS = [375, BREAKPOINTS.sm, BREAKPOINTS.md, 1280];

/**
 * The whole page as a person sees it after scrolling through it: pictures below the fold load lazily, and a full-page
 * picture taken at once shows their empty boxes instead.
 */
async function fullPageShot(page: Page, path: string) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
    const loaded = Promise.all(
      Array.from(document.images, (image) =>
        image.complete
          ? null
          : new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
            }),
      ),
    );
    await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 3000))]);
  });
  await page.screenshot({ path, fullPage: true });
}

test.describe('screenshots for review', () => {
  for (const width of WIDTHS) {
    for (const { name, path } of PAGES) {
      test(`${name} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await fullPageShot(page, `${directory}/${name}-${width}.png`);
      });
    }
  }
});

test.describe('screenshots of the search suggestions', () => {
  for (const width of WIDTHS) {
    test(`suggestions open in the header and the home hero at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const [name, path, typed] of [
        ['header', '/industries', 'pu'],
        ['home', '/', 'val'],
      ] as const) {
        await page.goto(path);
        await waitForHydration(page);
        const box = page.getByRole('search').getByLabel('Search companies and products');
        await box.click();
        await box.pressSequentially(typed);
        await expect(
          page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first(),
        ).toBeVisible();
        await box.press('ArrowDown');
        // The viewport, not the full page: the list lies over what is under the bar.
        await page.screenshot({ path: `${directory}/suggestions-${name}-${width}.png` });
      }
    });
  }
});

test.describe('screenshots of the need-help form', () => {
  for (const width of WIDTHS) {
    test(`need-help form with its required fields named at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/contact-us/form');
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Send Request' }).click();
      await expect(page.getByText('Enter the company telephone')).toBeVisible();
      await fullPageShot(page, `${directory}/need-help-errors-${width}.png`);
    });
  }
});

test.describe('screenshots of the profile pages', () => {
  for (const width of WIDTHS) {
    test(`profile, profile editor and public profile at ${width} px`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      const { userID } = await signIn(page, '/profile/edit');
      await fillProfile(page);
      await page.reload();
      await page.getByLabel('Change profile photo').setInputFiles({
        name: 'me.png',
        mimeType: 'image/png',
        buffer: await makePng(page),
      });
      await expect(page.getByRole('img', { name: 'Profile photo of Mei Chen' })).not.toHaveAttribute(
        'src',
        '/images/default-profile.svg',
      );
      await page.getByLabel('Change cover photo').setInputFiles({
        name: 'cover.png',
        mimeType: 'image/png',
        buffer: await makePng(page, 1200, 300),
      });
      // Both pictures now come from the file host: the photo and the cover.
      await expect(page.locator('img[src*="/files/"]')).toHaveCount(2);
      await fullPageShot(page, `${directory}/profile-edit-${width}.png`);
      await page.goto('/profile');
      await expect(page.getByRole('heading', { level: 1, name: 'Mei Chen' })).toBeVisible();
      await fullPageShot(page, `${directory}/profile-${width}.png`);
      await page.goto(`/profile/${userID}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Mei Chen' })).toBeVisible();
      await expect(page.getByText('Mei has not posted yet.')).toBeVisible();
      await fullPageShot(page, `${directory}/profile-public-${width}.png`);
    });
  }
});

test.describe('screenshots of the comments section', () => {
  for (const width of WIDTHS) {
    test(`comments section with replies and the acting identity at ${width} px`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, '/');
      const companyName = 'Comment Gears GmbH';
      const { businessID } = await createBusiness(page, companyName);
      await commentOn(page, businessID, 'Do you ship to Chile?');
      await commentOn(page, businessID, 'Great gearboxes.\nDelivered on time, well packed.');
      const newest = await commentOn(
        page,
        businessID,
        'Could you send the price list for the HG series, including the helical gearboxes with hollow shafts?',
      );
      await commentOn(page, newest, 'Sent by email, thank you!', 'comment');
      await page.goto(businessPath(companyName, businessID));
      const section = page.getByRole('region', { name: 'Comments' });
      await section.getByRole('button', { name: 'Show replies (1)' }).click();
      await expect(section.getByText('Sent by email, thank you!')).toBeVisible();
      await section.screenshot({ path: `${directory}/comments-${width}.png` });
    });
  }
});

test.describe('screenshots of the newsfeed and a timeline', () => {
  for (const width of WIDTHS) {
    test(`newsfeed with a business post, a picture and a long text, and the timeline page at ${width} px`, async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      const { userID } = await signIn(page, '/');
      const { businessID } = await createBusiness(page, 'Qingdao Feed Bearings');
      const picture = await uploadBusinessPicture(page, businessID);
      await makePost(
        page,
        userID,
        'Looking for suppliers of stainless steel ball valves, DN50 to DN200, PN16, with ISO 9001. We buy for water ' +
          'utilities across Northern Europe and need a first batch of 400 pieces by March, then a yearly contract. ' +
          'Send your catalogue, price list and delivery terms; samples are welcome. Visits to the factory can be ' +
          'arranged in January.',
      );
      const postID = await makePost(
        page,
        businessID,
        'Our new line of tapered roller bearings is ready for export.',
        businessID,
        picture,
      );
      await commentOn(page, postID, 'Do you ship to Chile?', 'post');
      await page.goto('/newsfeed');
      await waitForSignedInApp(page);
      await expect(page.getByRole('img', { name: 'Picture posted by Qingdao Feed Bearings' })).toBeVisible();
      await page.getByRole('button', { name: 'Comments' }).first().click();
      await expect(page.getByText('Do you ship to Chile?')).toBeVisible();
      await fullPageShot(page, `${directory}/newsfeed-${width}.png`);
      await page.goto(`/timeline/${businessID}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Timeline of Qingdao Feed Bearings');
      await waitForSignedInApp(page);
      await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
      await fullPageShot(page, `${directory}/timeline-${width}.png`);
    });
  }
});

test.describe('screenshots of the business pages', () => {
  for (const width of WIDTHS) {
    test(`my business, business creation and a business page at ${width} px`, async ({ page, browser }) => {
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, '/business/create');
      const form = page.getByRole('form', { name: 'Create your Business profile' });
      await form.getByLabel('Company name').fill('Yangtze Drive Systems');
      await form.getByLabel('Industry', { exact: true }).selectOption({ index: 1 });
      await form.getByLabel('Category', { exact: true }).selectOption({ index: 1 });
      await form.getByRole('button', { name: 'Add category' }).click();
      await form.getByLabel('Upload profile photo').setInputFiles({
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: await makePng(page),
      });
      await expect(form.getByRole('img', { name: 'Profile photo preview' })).toBeVisible();
      await form.getByRole('button', { name: 'Create business' }).click();
      await fullPageShot(page, `${directory}/business-create-${width}.png`);

      const { path } = await fullBusiness(page, 'Pearl River Precision Castings Co., Ltd.');
      await page.goto('/my-business');
      await expect(page.getByRole('article')).toHaveCount(1);
      await fullPageShot(page, `${directory}/my-business-${width}.png`);
      await page.goto(`${path}?editMode=1`);
      await expect(page.getByRole('link', { name: 'Manage Profile' })).toBeVisible();
      await fullPageShot(page, `${directory}/business-manage-${width}.png`);

      const visitor = await browser.newPage({ viewport: { width, height: 900 } });
      await visitor.goto(path);
      await expect(visitor.getByRole('heading', { level: 2, name: 'Certificates' })).toBeVisible();
      // The posts load once scrolled to, by the hydrated page.
      await waitForHydration(visitor);
      await visitor.getByRole('region', { name: 'Posts' }).scrollIntoViewIfNeeded();
      await expect(
        visitor.getByText('Pearl River Precision Castings Co., Ltd. has not posted yet.'),
      ).toBeVisible();
      await fullPageShot(visitor, `${directory}/business-page-${width}.png`);
      await visitor.close();
    });
  }
});

test.describe("screenshots of a business's membership page", () => {
  for (const width of WIDTHS) {
    test(`membership upgrade with the card form and a declined card at ${width} px`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, '/');
      const { businessID } = await createBusiness(page, 'Ningbo Membership Valves');
      await page.goto(`/business/${businessID}/membership`);
      await waitForSignedInApp(page);
      await page.getByRole('button', { name: 'Choose Gold' }).click();
      const form = page.getByRole('form', { name: 'Card payment' });
      await form.getByLabel('Card number').fill('4000 0000 0000 0002');
      await form.getByLabel('Expiry (MM/YY)').fill('12/34');
      await form.getByLabel('CVC').fill('123');
      await form.getByRole('button', { name: 'Pay US$ 1850.00' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
      await fullPageShot(page, `${directory}/membership-upgrade-${width}.png`);
    });
  }
});

test.describe('screenshots of the products pages', () => {
  for (const width of WIDTHS) {
    test(`product showcase, product form and product page at ${width} px`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, '/');
      const companyName = 'Foshan Precision Motors';
      const { businessID, industry } = await createBusiness(page, companyName);
      const { productID } = await createFullProduct(page, businessID, industry);
      for (const name of ['Gear motor GM-12', 'Stepper motor SM-57']) {
        await createPlainProduct(page, businessID, industry, name);
      }
      await page.goto(`/business/${businessID}/products`);
      await expect(page.getByText('3 of 7 products')).toBeVisible();
      await fullPageShot(page, `${directory}/products-${width}.png`);
      await page.getByRole('link', { name: `Edit ${FULL_PRODUCT.name}` }).click();
      await expect(page.getByRole('img', { name: 'Main picture' })).toBeVisible();
      await fullPageShot(page, `${directory}/product-form-${width}.png`);
      await page.goto(productPath(companyName, FULL_PRODUCT.name, productID));
      await expect(page.getByRole('region', { name: `Main products of ${companyName}` })).toBeVisible();
      await fullPageShot(page, `${directory}/product-page-${width}.png`);
    });
  }
});

test.describe('screenshots of the send-request form', () => {
  for (const width of WIDTHS) {
    test(`send request about a product, its refused state and the header's unread count at ${width} px`, async ({
      page,
      browser,
    }) => {
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, '/', newAccount('Sun', 'Seller'));
      const companyName = 'Pearl River Precision Castings Co., Ltd.';
      const { businessID } = await fullBusiness(page, companyName);
      // The industry fullBusiness files the business under: the first of the tree.
      const tree = await callApi(page, '/catsys/industry/full-tree');
      const { productID } = await createFullProduct(page, businessID, (tree.body.data as TreeIndustry[])[0]!);
      // The seller comes back with their business made: the header follows its threads.
      await page.goto('/');
      const buyer = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
      await signIn(buyer, '/', newAccount('Bo', 'Buyer'));
      await createBusiness(buyer, 'Hanse Pumps Trading');
      await buyer.goto(`/business/${businessID}/send-request?product=${productID}`);
      const form = buyer.getByRole('form', { name: 'Send Request' });
      await expect(form.getByRole('region', { name: 'Product of the request' })).toBeVisible();
      await fullPageShot(buyer, `${directory}/send-request-${width}.png`);
      await form.getByLabel('Subject', { exact: true }).selectOption('');
      await form.getByRole('button', { name: 'Send Request' }).click();
      await expect(form.getByText('Write a message')).toBeVisible();
      await fullPageShot(buyer, `${directory}/send-request-refused-${width}.png`);
      await form.getByLabel('Subject', { exact: true }).selectOption('Receive full price list');
      await form.getByLabel('Message').fill('Please send the price list of your castings, FOB Shanghai.');
      await form.getByRole('button', { name: 'Send Request' }).click();
      await expect(page.getByRole('link', { name: 'Messages, 1 unread' })).toBeVisible();
      await page.screenshot({ path: `${directory}/header-unread-${width}.png` });
      await buyer.context().close();
    });
  }
});

test.describe('screenshots of the business edit and members pages', () => {
  for (const width of WIDTHS) {
    test(`every business edit tab and the members page at ${width} px`, async ({ page, browser }) => {
      test.slow();
      const colleague = await browser.newPage();
      const { account } = await signIn(colleague, '/profile', newAccount('Li', 'Wei'));
      await expect(colleague.getByRole('heading', { level: 1, name: 'Li Wei' })).toBeVisible();
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, '/');
      const { businessID } = await fullBusiness(page, 'Pearl River Precision Castings Co., Ltd.');
      await joinBusiness(page, colleague, businessID, account.email, 'admin');
      await colleague.close();
      for (const tab of [
        'general',
        'contact',
        'factory',
        'trade-capabilities',
        'business-terms',
        'certificates',
        'photos-and-video',
      ]) {
        await page.goto(`/business/${businessID}/edit/${tab}`);
        await expect(page.getByRole('tabpanel')).toBeVisible();
        await fullPageShot(page, `${directory}/business-edit-${tab}-${width}.png`);
      }
      await page.goto(`/business/${businessID}/members`);
      await expect(page.getByLabel('Access of Li Wei')).toBeVisible();
      await fullPageShot(page, `${directory}/business-members-${width}.png`);
    });
  }
});

test.describe('screenshots of the date picker', () => {
  for (const width of WIDTHS) {
    test(`the birth date's and a certificate's calendars open at ${width} px`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, '/profile/edit');
      await waitForHydration(page);
      await page.getByLabel('Birth date', { exact: true }).fill('1966-03-15');
      await page.getByRole('button', { name: 'Birth date: choose in the calendar' }).click();
      await expect(page.getByRole('dialog', { name: 'Birth date' }).getByRole('grid')).toBeVisible();
      await page.screenshot({ path: `${directory}/date-picker-birth-date-${width}.png` });
      await page.keyboard.press('Escape');

      const { businessID } = await createBusiness(page, 'Calendar Castings');
      await page.goto(`/business/${businessID}/edit/certificates`);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Add certificate' }).click();
      await page.getByRole('button', { name: 'Issue date: choose in the calendar' }).click();
      await expect(page.getByRole('dialog', { name: 'Issue date' }).getByRole('grid')).toBeVisible();
      await page.screenshot({ path: `${directory}/date-picker-certificate-${width}.png` });
    });
  }
});

test.describe('screenshots of the search results', () => {
  test('business, product, user and empty results at every width', async ({ page }) => {
    test.slow();
    await signIn(page, '/', newAccount('Mei', 'Orvalis'));
    await fillProfile(page);
    await fullBusiness(page, 'Orvalis Precision Castings Co., Ltd.');
    const { businessID, industry } = await createBusiness(page, 'Orvalis Gear Works');
    await createFullProduct(page, businessID, industry);
    const views = [
      { name: 'search-businesses', path: '/search-result?business=MA&countries=global&search=Orvalis' },
      {
        name: 'search-products',
        path: `/search-result?business=PR&countries=global&search=${FULL_PRODUCT.name}`,
      },
      { name: 'search-users', path: '/search-result?business=UR&countries=global&search=Orvalis' },
      { name: 'search-empty', path: '/search-result?business=DI&countries=DE&search=Orvalsi' },
    ];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const { name, path } of views) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\d+ Results?/);
        await fullPageShot(page, `${directory}/${name}-${width}.png`);
      }
    }
  });
});

test.describe('screenshots of the favorites page', () => {
  test('empty, saved businesses and saved products at every width', async ({ page }) => {
    // Twelve full-page pictures after a business with uploads: longer than even a slow test.
    test.setTimeout(240_000);
    await signIn(page, '/favorites', newAccount('Mei', 'Favorites'));
    await fillProfile(page);
    const full = await fullBusiness(page, 'Kestrel Precision Castings Co., Ltd.');
    const { businessID, industry } = await createBusiness(page, 'Kestrel Gear Works');
    const { productID } = await createFullProduct(page, businessID, industry);
    const plainID = await createPlainProduct(page, businessID, industry, 'Worm gearbox WG-90');
    const views = [
      { name: 'favorites-empty', path: '/favorites', ready: 'You have not saved any business yet.' },
      { name: 'favorites-businesses', path: '/favorites', ready: 'Kestrel Gear Works' },
      { name: 'favorites-products', path: '/favorites?type=product', ready: 'Worm gearbox WG-90' },
    ];
    const save = async (type: string, id: string) =>
      expect((await callApi(page, `/user/favorites/${type}/${id}`, { method: 'PUT' })).status).toBe(200);
    for (const view of views) {
      if (view.name === 'favorites-businesses') {
        await save('business', full.businessID);
        await save('business', businessID);
        await save('product', productID);
        await save('product', plainID);
      }
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(view.path);
        await expect(page.getByRole('main').getByText(view.ready).first()).toBeVisible();
        await fullPageShot(page, `${directory}/${view.name}-${width}.png`);
      }
    }
  });
});

test.describe('screenshots of the message center', () => {
  test('the thread list and an open conversation with a product at every width', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    await signIn(page, '/', newAccount('Sally', 'Seller'));
    const { businessID, industry } = await createBusiness(page, 'Kestrel Precision Castings Co., Ltd.');
    const { productID } = await createFullProduct(page, businessID, industry);
    const buyer = await browser.newPage();
    await signIn(buyer, '/', newAccount('Bruno', 'Buyer'));
    const { businessID: buyerBusinessID } = await createBusiness(buyer, 'Lisbon Conveyor Systems Lda.');
    const send = async (body: Record<string, string>) => {
      const answer = await callApi(buyer, '/business/request', {
        method: 'POST',
        body: { to: businessID, ...body },
      });
      expect(answer.status).toBe(201);
      return (answer.body.data as { requestID: string }).requestID;
    };
    await send({
      subject: 'Receive discount policy',
      message: 'What discount do you give from 500 units a year?',
    });
    const requestID = await send({
      from: buyerBusinessID,
      subject: 'Becoming exclusive distributor in my country',
      message:
        'We are an established conveyor integrator in Portugal.\nWe would like to distribute the BL-90.',
      productID,
    });
    const answered = await callApi(page, `/business/request/${requestID}/send-message?bid=${businessID}`, {
      method: 'POST',
      body: { content: 'Thank you for your interest. Which volumes do you expect in the first year?' },
    });
    expect(answered.status).toBe(201);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/business/${businessID}/requests`);
      await expect(page.getByRole('list', { name: 'Conversations' }).getByRole('link')).toHaveCount(2);
      await fullPageShot(page, `${directory}/message-center-list-${width}.png`);
      await page.goto(`/business/${businessID}/requests/${requestID}`);
      await expect(page.getByRole('list', { name: 'Messages' })).toContainText('Which volumes');
      await fullPageShot(page, `${directory}/message-center-thread-${width}.png`);
    }
    await buyer.close();
  });
});

test.describe('screenshots of verification and the administration', () => {
  test("the owner's verification page after a rejection, the queue, a request and the support form at every width", async ({
    page,
    browser,
  }) => {
    test.slow();
    await signIn(page, '/my-business');
    const { businessID } = await paidBusiness(page, 'Shanghai Precision Bearings Co., Ltd.', 'premium');
    const rejected = await requestVerification(page, businessID, '91310000MA1FL4XX2K');
    const admin = await browser.newPage();
    await signInAsAdministrator(admin);
    const decided = await callApi(admin, `/admin/verification-requests/${rejected}/reject`, {
      method: 'POST',
      body: { reason: 'The licence picture is cut off at the bottom; please send the whole page.' },
    });
    expect(decided.status).toBe(200);
    const { businessID: waitingID } = await paidBusiness(page, 'Ningbo Hydraulic Cylinders Ltd.');
    const waiting = await requestVerification(page, waitingID, '91330200MA2GL7QX5P');
    const recorded = await callApi(admin, `/admin/businesses/${businessID}/support`, {
      method: 'POST',
      body: { minutes: 90, topic: 'Export contract review', givenOn: new Date().toISOString().slice(0, 10) },
    });
    expect(recorded.status).toBe(201);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/business/${businessID}/verification`);
      await expect(page.getByText('The licence picture is cut off')).toBeVisible();
      await fullPageShot(page, `${directory}/verification-owner-${width}.png`);
      await admin.setViewportSize({ width, height: 900 });
      await admin.goto(`/admin?business=${businessID}`);
      await expect(admin.getByText(/1.5 h of 6 h used/)).toBeVisible();
      await fullPageShot(admin, `${directory}/admin-${width}.png`);
      await admin.goto(`/admin/verification/${waiting}`);
      await expect(admin.getByRole('button', { name: 'Approve' })).toBeVisible();
      await fullPageShot(admin, `${directory}/admin-request-${width}.png`);
    }
    await admin.close();
  });
});

test.describe('screenshots of advertising boosts', () => {
  for (const width of WIDTHS) {
    test(`a Gold showcase with a boost running and the promoted search result at ${width} px`, async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, '/');
      const word = `Quillmar${width}${Date.now().toString(36)}`;
      const { businessID, industry } = await createBusiness(page, `${word} Pumps`);
      const productID = await createPlainProduct(page, businessID, industry, `${word} dosing pump`);
      await createPlainProduct(page, businessID, industry, `${word} piston pump`);
      await callApi(page, '/subscription/subscribe', {
        method: 'POST',
        body: { businessID, planId: 'gold', paymentMethod: 'pm_card_visa', email: 'owner@example.com' },
      });
      await callApi(page, `/business/${businessID}/boosts`, { method: 'POST', body: { productID } });
      await page.goto(`/business/${businessID}/products`);
      await expect(page.getByText('2 of 3 boosts left this month')).toBeVisible();
      await fullPageShot(page, `${directory}/products-boosts-${width}.png`);
      await page.goto(`/search-result?business=PR&countries=global&search=${word}`);
      await expect(page.getByText('Promoted', { exact: true })).toBeVisible();
      await fullPageShot(page, `${directory}/search-promoted-${width}.png`);
    });
  }
});

test.describe("screenshots of a new user's first hour", () => {
  for (const width of WIDTHS) {
    test(`an open industry card, a refused product form, the showcase cap and the buyer's view at ${width} px`, async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await waitForHydration(page);
      const card = page.locator('article[data-industry-key="0002"]');
      await card.getByText('View more').click();
      await expect(card.getByRole('link', { name: 'Capacitors' })).toBeVisible();
      await fullPageShot(page, `${directory}/home-card-open-${width}.png`);

      await signIn(page, '/');
      const companyName = 'Hangzhou First Hour Valves';
      const { businessID, industry } = await createBusiness(page, companyName);
      await page.goto(`/business/${businessID}/products`);
      await expect(page.getByText('No content.')).toBeVisible();
      await fullPageShot(page, `${directory}/products-empty-${width}.png`);

      await page.goto(`/business/${businessID}/products/new`);
      const form = page.getByRole('form', { name: 'New product' });
      await form.getByRole('button', { name: 'Add specification' }).click();
      await form.getByLabel('Specification 1 value').fill('DN50');
      await form.getByRole('button', { name: 'Add product' }).click();
      await expect(form.getByLabel('Name', { exact: true })).toBeFocused();
      await expect(page.getByText(/^Check Name: /)).toBeVisible();
      await page.screenshot({ path: `${directory}/product-form-refused-${width}.png` });

      for (let n = 1; n <= 7; n += 1)
        await createPlainProduct(page, businessID, industry, `Ball valve BV-${n}0`);
      await page.goto(`/business/${businessID}/products/new`);
      await expect(page.getByRole('link', { name: /upgrade/i }).first()).toBeVisible();
      await fullPageShot(page, `${directory}/product-new-at-cap-${width}.png`);

      await page.goto(`${businessPath(companyName, businessID)}?view=buyer`);
      await waitForHydration(page);
      await fullPageShot(page, `${directory}/business-buyer-view-${width}.png`);
    });
  }
});

test.describe('screenshots of the account pages', () => {
  for (const width of WIDTHS) {
    test(`verification banner, emails, password, email and deletion pages at ${width} px`, async ({
      page,
      browser,
    }) => {
      // Two sign-ins and nine full-page pictures.
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 900 });
      const shot = (name: string, on: Page = page) => fullPageShot(on, `${directory}/${name}-${width}.png`);
      const { account } = await signIn(page, '/profile', newAccount(), { verified: false });
      await expect(page.getByRole('complementary', { name: 'Email address' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Emails' })).toBeVisible({ timeout: 30_000 });
      await shot('profile-unverified');

      await page.getByRole('link', { name: 'Change password' }).click();
      await page.getByLabel('Current password').fill('Not-The-Password-1');
      await page.getByLabel('New password').fill('password123');
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByText('The current password is not correct.')).toBeVisible();
      await shot('account-password-errors');
      await page.goto('/profile');
      await page.getByRole('link', { name: 'Change email' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Change your email address');
      await shot('account-email');
      await page.goto('/profile');
      await page
        .getByRole('region', { name: 'Your data and account' })
        .getByRole('button', { name: 'Delete my account' })
        .click({ timeout: 30_000 });
      await expect(page.getByRole('heading', { level: 1, name: 'Delete your account' })).toBeVisible();
      await shot('account-delete');

      // Signed out, in a browser of its own: the forgotten password, asked for and then chosen anew.
      const visitor = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
      await visitor.goto('/profile');
      await visitor.getByRole('link', { name: 'Forgot your password?' }).click();
      await shot('account-forgot-password', visitor);
      await visitor.getByLabel('Email').fill(account.email);
      await visitor.getByRole('button', { name: 'Send the link' }).click();
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Check your email');
      await shot('account-forgot-password-sent', visitor);
      await visitor.goto(await mailedLink(visitor, account.email, 'Reset your password'));
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
      await shot('account-reset-password', visitor);
      await visitor.goto('/account-deleted');
      await expect(visitor.getByRole('heading', { level: 1, name: 'Your account is deleted' })).toBeVisible();
      await shot('account-deleted', visitor);
    });
  }
});

test.describe('screenshots of requests for quotation', () => {
  for (const width of WIDTHS) {
    test(`an RFQ: the form, the buyer's pages, the compare table and a supplier's market at ${width} px`, async ({
      page,
      browser,
    }) => {
      test.slow();
      const viewport = { width, height: 900 };
      await page.setViewportSize(viewport);
      await signIn(page, '/', newAccount('Ada', 'Lindqvist'));
      // The suppliers' businesses come first: a request is sent to the businesses of its category when it is posted.
      const suppliers = [];
      for (const companyName of ['Yangtze Valve Works Co., Ltd.', 'Rhine Fittings GmbH']) {
        const supplier = await (await browser.newContext({ viewport })).newPage();
        await signIn(supplier, '/', newAccount('Wei', 'Supplier'));
        const { businessID } = await createBusiness(supplier, companyName);
        suppliers.push({ page: supplier, businessID });
      }
      const tree = await callApi(page, '/catsys/industry/full-tree');
      const industry = (tree.body.data as TreeIndustry[])[0]!;
      const rfqID = await postRfq(page, industry, { targetUnitPrice: 14 });
      const quoteIDs: string[] = [];
      for (const [{ page: supplier, businessID }, unitPrice, currency] of [
        [suppliers[0]!, 12.5, 'USD'],
        [suppliers[1]!, 11, 'EUR'],
      ] as const) {
        const quoted = await callApi(supplier, `/rfq/${rfqID}/quotes`, {
          method: 'POST',
          body: {
            businessID,
            unitPrice,
            currency,
            minimumOrderQuantity: 500,
            leadTimeDays: 30,
            incoterm: 'CIF',
            namedPlace: 'Hamburg',
            paymentTerms: '30% deposit, 70% against B/L copy',
            validUntil: utcDatePlus(30),
            message: 'Made to EN 1092-1, tested at 60 bar.',
          },
        });
        expect(quoted.status).toBe(201);
        quoteIDs.push((quoted.body.data as { quoteID: string }).quoteID);
      }
      // The first supplier changes its quote once: the buyer's notifications tell of it beside the quotes received.
      const changed = await callApi(suppliers[0]!.page, `/rfq/${rfqID}/quotes/${quoteIDs[0]}`, {
        method: 'PUT',
        body: { unitPrice: 12, leadTimeDays: 25 },
      });
      expect(changed.status).toBe(200);
      await page.goto('/');
      await waitForSignedInApp(page);
      const bell = notificationsButton(page);
      await expect(bell).toHaveAccessibleName('Notifications, 3 unread');
      await bell.click();
      const menu = page.getByRole('menu', { name: 'Notifications' });
      await expect(
        menu.getByRole('menuitem', {
          name: /^Yangtze Valve Works Co\., Ltd\. changed its quote for your request/,
        }),
      ).toBeVisible();
      await page.screenshot({ path: `${directory}/rfq-notifications-${width}.png` });
      await page.keyboard.press('Escape');
      for (const [name, path] of [
        ['rfq-new', '/rfq/new'],
        ['rfq-list', '/rfq'],
        ['rfq-buyer', `/rfq/${rfqID}`],
        ['rfq-compare', `/rfq/${rfqID}/quotes`],
      ] as const) {
        await page.goto(path);
        await waitForSignedInApp(page);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await fullPageShot(page, `${directory}/${name}-${width}.png`);
      }
      const [supplier] = suppliers;
      await supplier!.page.goto(`/business/${supplier!.businessID}/rfq`);
      await expect(supplier!.page.getByRole('heading', { level: 1 })).toBeVisible();
      await fullPageShot(supplier!.page, `${directory}/rfq-market-${width}.png`);
      await supplier!.page.goto(`/rfq/${rfqID}?bid=${supplier!.businessID}`);
      await expect(supplier!.page.getByRole('heading', { level: 1 })).toBeVisible();
      await fullPageShot(supplier!.page, `${directory}/rfq-supplier-${width}.png`);
    });
  }
});

test.describe('screenshots of review reports and their moderation', () => {
  test('the report dialog on a business page and the reported reviews of the administration at every width', async ({
    page,
    browser,
  }) => {
    test.slow();
    await signIn(page, '/', newAccount('Rita', 'Reader'));
    const supplier = await browser.newPage();
    await signIn(supplier, '/', newAccount('Wei', 'Supplier'));
    const company = 'Wuxi Gate Valve Manufacturing Co., Ltd.';
    const { businessID } = await createBusiness(supplier, company);
    const buyer = await browser.newPage();
    await signIn(buyer, '/', newAccount('Lars', 'Nilsson'));
    const sent = await callApi(buyer, '/business/request', {
      method: 'POST',
      body: { to: businessID, subject: 'Request for price', message: 'Your price list, please.' },
    });
    const requestID = (sent.body.data as { requestID: string }).requestID;
    for (const side of [buyer, supplier]) {
      await callApi(side, `/business/request/${requestID}/deal-closed`, { method: 'POST' });
    }
    const text = 'The valves leaked at 16 bar. Call Mr Wang on +86 138 0000 1234 for the real price.';
    const reviewed = await callApi(buyer, `/business/request/${requestID}/review`, {
      method: 'POST',
      body: { quality: 1, communication: 2, delivery: 3, text },
    });
    const { reviewID } = reviewed.body.data as { reviewID: string };
    // The supplier reports it, so the administration lists it; the reader's report is shown being written.
    const reported = await callApi(supplier, `/business/${businessID}/reviews/${reviewID}/report`, {
      method: 'POST',
      body: { reason: 'untrue', note: 'We never shipped valves to this buyer; the order was for flanges.' },
    });
    expect(reported.status).toBe(201);
    const admin = await browser.newPage();
    await signInAsAdministrator(admin);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(businessPath(company, businessID));
      // The reviews load as their section nears the screen.
      await page.getByRole('region', { name: 'Reviews from closed deals' }).scrollIntoViewIfNeeded();
      const card = page.getByRole('article').filter({ hasText: text });
      await card.scrollIntoViewIfNeeded();
      await card.getByRole('button', { name: 'Report' }).click();
      const dialog = page.getByRole('dialog', { name: 'Report this review' });
      await dialog.getByLabel('What is wrong').selectOption({ label: 'Gives out private details' });
      await dialog.getByLabel(/^Details/).fill('A phone number, to deal around the platform.');
      await page.screenshot({ path: `${directory}/review-report-${width}.png` });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await admin.setViewportSize({ width, height: 900 });
      await admin.goto('/admin');
      const moderation = admin.getByRole('region', { name: 'Reported reviews' });
      await expect(moderation.getByText('We never shipped valves')).toBeVisible();
      await moderation.screenshot({ path: `${directory}/admin-reviews-${width}.png` });
    }
    // Hidden, it is off the business page; the buyer reads why in the thread.
    const hidden = await callApi(admin, `/admin/reviews/${reviewID}/hide`, {
      method: 'POST',
      body: { reason: 'Phone numbers are not allowed in reviews: deal through the message center.' },
    });
    expect(hidden.status).toBe(200);
    for (const width of WIDTHS) {
      await buyer.setViewportSize({ width, height: 900 });
      await buyer.goto(`/message-center?thread=${requestID}`);
      await buyer.getByRole('button', { name: 'See the hidden review' }).click();
      await expect(buyer.getByRole('note')).toContainText('Phone numbers are not allowed');
      await buyer.screenshot({ path: `${directory}/review-hidden-thread-${width}.png` });
    }
    await admin.close();
  });
});
