import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthApp } from '../../app.ts';
import { buildTestAuthApp } from '../../test/build-test-auth-app.ts';
import { newState, postForm, registration, signUp } from '../../test/flows.ts';

const CN = 'https://cn.portal.example';

let app: AuthApp;

beforeAll(async () => {
  app = await buildTestAuthApp({ env: { PORTAL_ORIGINS: CN } });
});
afterAll(async () => {
  await app?.close();
});

let address = 0;
const nextAddress = () => `10.1.0.${++address}`;

describe('the account pages in the portal’s languages', () => {
  it('draws the sign-in page in the language of the lang parameter, and carries it to the form and the other page', async () => {
    const next = `${CN}/zh/newsfeed`;
    const state = newState();
    const response = await app.inject({
      method: 'GET',
      url: `/login?continue=${encodeURIComponent(next)}&state=${state}&lang=zh`,
    });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toMatch(/^<!doctype html><html lang="zh-Hans">/);
    expect(html).toContain('<title>登录 | ');
    expect(html).toContain('<h1>登录</h1>');
    expect(html).toContain('<label for="field-email">电子邮箱</label>');
    expect(html).toContain('<label for="field-password">密码</label>');
    expect(html).toContain('<form action="/login?lang=zh" method="post">');
    expect(html).toContain(
      `href="/register?continue=${encodeURIComponent(next)}&amp;state=${state}&amp;lang=zh">立即注册</a>`,
    );
    expect(html).toContain(`<a class="brand" href="${CN}/zh/">`);
    expect(html).not.toContain('Sign in');
  });

  it('reads the portal’s lang cookie when there is no parameter; the parameter wins over it; English otherwise', async () => {
    const fromCookie = await app.inject({ method: 'GET', url: '/register', headers: { cookie: 'lang=es' } });
    expect(fromCookie.body).toMatch(/^<!doctype html><html lang="es">/);
    expect(fromCookie.body).toContain('<h1>Cree su cuenta</h1>');
    expect(fromCookie.body).toContain('<option value="" selected="">Seleccione su país</option>');
    expect(fromCookie.body).toContain('<option value="DE">Alemania</option>');
    expect(fromCookie.body).toContain('<option value="MA">Fabricantes</option>');
    expect(fromCookie.body).toContain('<form action="/register?lang=es" method="post">');

    const asked = await app.inject({
      method: 'GET',
      url: '/register?lang=it',
      headers: { cookie: 'lang=es' },
    });
    expect(asked.body).toMatch(/^<!doctype html><html lang="it">/);
    expect(asked.body).toContain('<h1>Crea il tuo account</h1>');

    for (const url of ['/login?lang=fr', '/login']) {
      const english = await app.inject({ method: 'GET', url, headers: { cookie: 'lang=klingon' } });
      expect(english.body).toMatch(/^<!doctype html><html lang="en">/);
      expect(english.body).toContain('<h1>Sign in</h1>');
      expect(english.body).toContain('<form action="/login" method="post">');
    }
  });

  it('says a refusal in the page’s language', async () => {
    const { input } = await signUp(app);
    const wrong = await postForm(
      app,
      '/login?lang=es',
      { email: input.email, password: 'not-the-password' },
      { remoteAddress: nextAddress() },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain(
      '<div class="alert" role="alert">Correo electrónico o contraseña incorrectos.</div>',
    );
    expect(wrong.body).toContain('<form action="/login?lang=es" method="post">');

    const empty = await postForm(
      app,
      '/login?lang=zh',
      { email: '', password: '' },
      { remoteAddress: nextAddress() },
    );
    expect(empty.body).toContain(
      '<p class="field-error" id="field-email-error">请输入有效的电子邮箱地址</p>',
    );
    expect(empty.body).toContain('<p class="field-error" id="field-password-error">请输入密码</p>');

    const taken = await postForm(app, '/register?lang=it', { ...registration({ email: input.email }) });
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toContain(
      '<p class="field-error" id="field-email-error">Esiste già un account con questa email.</p>',
    );
    const weak = await postForm(
      app,
      '/register',
      { ...registration({ password: 'short' }) },
      { cookie: 'lang=zh' },
    );
    expect(weak.body).toContain('<p class="field-error" id="field-password-error">密码至少需要 8 个字符</p>');
  });

  it('hands off to the portal’s /SetID/ page in the language of the address to return to', async () => {
    const response = await postForm(app, '/register?lang=zh', {
      ...registration({ continue: `${CN}/zh/profile` }),
    });
    expect(response.statusCode).toBe(303);
    const location = new URL(String(response.headers.location));
    expect(location.origin + location.pathname).toBe(`${CN}/zh/SetID/`);
    expect(location.searchParams.get('continue')).toBe(`${CN}/zh/profile`);
  });
});
