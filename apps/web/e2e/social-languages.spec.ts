import { expect, test, type Page } from '@playwright/test';
import { callApi, makePost, newAccount, signIn } from './support.ts';

test.use({ viewport: { width: 1280, height: 900 } });

/** The signed-in header has hydrated: its account menu shows, named in the page's language. */
const waitForSignedIn = (page: Page, accountMenu: string) =>
  expect(page.getByRole('button', { name: accountMenu })).toBeVisible({ timeout: 30_000 });

test('the newsfeed in Chinese: its heading, title, composer, toast, post card and relative time', async ({
  page,
}) => {
  test.slow();
  await signIn(page, '/zh/newsfeed', newAccount('Li', 'Wei'));
  await waitForSignedIn(page, '账户菜单');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await expect(page).toHaveTitle(/^我的B2B \| /);
  await expect(page.getByRole('heading', { level: 1, name: '我的B2B' })).toBeVisible();
  await expect(page.getByRole('link', { name: '我的动态' })).toBeVisible();
  await expect(page.getByText('您的动态消息暂时为空')).toBeVisible();

  const composer = page.getByRole('form', { name: '新帖子' });
  const box = composer.getByRole('textbox', { name: '撰写帖子' });
  const post = composer.getByRole('button', { name: '发布', exact: true });
  await expect(box).toHaveAttribute('placeholder', '在此输入...');
  await expect(composer.getByText('添加图片')).toBeVisible();
  await expect(post).toBeDisabled();
  await box.fill('新的减速机生产线已可出口。');
  await post.click();
  await expect(page.getByText('帖子已发布！')).toBeVisible();
  await expect(box).toHaveValue('');

  const card = page.getByRole('list', { name: '动态消息' }).locator(':scope > li').first();
  await expect(card).toContainText('新的减速机生产线已可出口。');
  // "0 秒钟前": Intl's relative time in the page's language.
  await expect(card.locator('time')).toContainText('前');
  await expect(card.getByRole('list', { name: '互动' })).toContainText('0 个赞');
  await expect(card.getByRole('list', { name: '互动' })).toContainText('0 条评论');
  await expect(card.getByRole('button', { name: '点赞' })).toBeVisible();
  await card.getByRole('button', { name: '评论', exact: true }).click();
  await expect(card.getByRole('textbox', { name: '发表评论' })).toHaveAttribute('placeholder', '在此输入...');
  await expect(card.getByText('暂无评论。')).toBeVisible();
});

test('a notification in Spanish: who liked the post, in the sentence order of Spanish, and when', async ({
  page,
  browser,
}) => {
  // Two people sign up through the account service.
  test.setTimeout(180_000);
  const { userID } = await signIn(page, '/es/newsfeed', newAccount('Marta', 'Vidal'));
  await waitForSignedIn(page, 'Menú de la cuenta');
  const postID = await makePost(page, userID, 'Nueva línea de reductores lista para exportar.');

  const fan = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signIn(fan, '/', newAccount('Ada', 'Fan'));
  const liked = await callApi(fan, '/social/reaction/react/post', {
    method: 'POST',
    body: { resourceID: postID, reactionType: 'like' },
  });
  expect(liked.status).toBeLessThan(300);
  await fan.context().close();

  const bell = page.getByRole('banner').getByRole('button', { name: /^Notificaciones/ });
  await expect(bell).toHaveAccessibleName('Notificaciones, 1 sin leer');
  await bell.click();
  const item = page
    .getByRole('menu', { name: 'Notificaciones' })
    .getByRole('menuitem', { name: /^A Ada Fan le gusta su publicación/ });
  await expect(item).toBeVisible();
  await expect(item.locator('strong')).toHaveText('Ada Fan');
  await expect(item.locator('time')).toContainText('hace');
});
