import { businessPath } from '@b2b/contracts';
import { expect, test, type Browser } from '@playwright/test';
import { createBusiness, newAccount, seriousViolations, signIn, waitForHydration } from './support.ts';

/** A page in a browser context of its own: two people side by side. */
const ownPage = async (browser: Browser) => (await browser.newContext()).newPage();

test.describe('inquiries in other languages', () => {
  // Two people sign up through the account service and open several pages, on a shared machine.
  test.beforeEach(() => test.setTimeout(180_000));

  test('a request sent in Spanish, then read in the Chinese message center', async ({ page, browser }) => {
    await signIn(page, '/', newAccount('Sun', 'Seller'));
    const { businessID } = await createBusiness(page, 'Delta Valvulas');
    const buyer = await ownPage(browser);
    await signIn(buyer, '/', newAccount('Bo', 'Buyer'));

    await buyer.goto(`/es/business/${businessID}/send-request`);
    await expect(buyer.locator('html')).toHaveAttribute('lang', 'es');
    await expect(buyer).toHaveTitle(/^Enviar consulta \| /);
    // The server draws a signed-in page as a loading shell, so the page names its strings for the first load itself.
    const state = JSON.parse((await buyer.locator('#app-state').textContent()) ?? '{}') as {
      translations: { namespaces: string[] };
    };
    expect(state.translations.namespaces).toContain('inquiries');
    // The page draws its form once the session is there.
    const loaded = { timeout: 30_000 };
    await expect(buyer.getByRole('heading', { level: 1, name: 'Enviar consulta' })).toBeVisible(loaded);
    await waitForHydration(buyer);
    const form = buyer.getByRole('form', { name: 'Enviar consulta' });
    await expect(form.getByLabel('Enviar como').getByRole('option')).toHaveText(['Bo Buyer (usted)']);
    await expect(form.getByRole('link', { name: 'Cancelar' })).toHaveAttribute(
      'href',
      `/es${businessPath('Delta Valvulas', businessID)}`,
    );

    // Nothing filled: the toast says so in Spanish.
    await form.getByRole('button', { name: 'Enviar consulta' }).click();
    await expect(buyer.getByText('Debe completar todos los campos del formulario')).toBeVisible();

    // The preset subjects read in Spanish; the request stores the preset itself.
    await form
      .getByLabel('Asunto', { exact: true })
      .selectOption({ label: 'Recibir la lista de precios completa' });
    await expect(form.getByLabel('Asunto', { exact: true })).toHaveValue('Receive full price list');
    await form.getByLabel('Mensaje').fill('Please send the price list of your ball valves, FOB Ningbo.');
    await form.getByRole('button', { name: 'Enviar consulta' }).click();
    await expect(buyer.getByText('Consulta enviada correctamente')).toBeVisible();
    await expect(buyer).toHaveURL(/\/es\/my-messages\?thread=[0-9a-f-]{36}$/);

    await buyer.goto('/zh/message-center');
    await expect(buyer.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    await expect(buyer).toHaveTitle(/^消息中心 \| /);
    await expect(buyer.getByRole('heading', { level: 1, name: '消息中心' })).toBeVisible(loaded);
    await expect(buyer.getByText('选择一个对话，在此阅读。')).toBeVisible();
    await expect(buyer.getByPlaceholder('按名称、主题或日期搜索')).toBeVisible();
    const row = buyer.getByRole('list', { name: '对话' }).getByRole('link', { name: /Delta Valvulas/ });
    await expect(row).toContainText('获取完整价目表');
    await expect(row).toContainText('已发送');
    await expect(row).not.toContainText('Receive full price list');
    expect(await seriousViolations(buyer)).toEqual([]);

    await waitForHydration(buyer);
    await row.click();
    await expect(buyer.getByRole('heading', { level: 2, name: '获取完整价目表' })).toBeVisible();
    const messages = buyer.getByRole('list', { name: '消息' });
    // What the person wrote stays as written; its time reads in Chinese.
    await expect(messages).toContainText('Please send the price list of your ball valves, FOB Ningbo.');
    await expect(messages.locator('time').first()).toContainText(
      /\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2} UTC$/,
    );
    await expect(buyer.getByRole('textbox', { name: '回复' })).toHaveAttribute('placeholder', '输入回复...');
    await expect(buyer.getByRole('button', { name: '发送', exact: true })).toBeDisabled();

    await buyer.getByRole('button', { name: '对话菜单' }).click();
    await buyer.getByRole('menuitem', { name: '结束对话' }).click();
    await expect(buyer.getByText('对话已成功结束')).toBeVisible();
    await expect(buyer.getByRole('status').filter({ hasText: '您已于' })).toContainText('结束此对话。');
    await expect(buyer.getByRole('textbox', { name: '回复' })).toHaveAttribute('placeholder', '此聊天已结束');
    await buyer.context().close();
  });
});
