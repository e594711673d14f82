import type { i18n } from 'i18next';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { renderI18n, usedNamespaces } from './i18n.ts';

function Label({ namespace, text }: { namespace: 'layout' | 'search'; text: string }) {
  const { t } = useTranslation(namespace);
  return createElement(Fragment, null, (t as (key: string) => string)(text));
}

const draw = (instance: i18n, namespace: 'layout' | 'search', text: string) =>
  renderToStaticMarkup(
    createElement(I18nextProvider, { i18n: instance }, createElement(Label, { namespace, text })),
  );

describe('the server renders’ translators', () => {
  it('keep to each render the namespaces it used, though the renders share one instance', async () => {
    const first = await renderI18n('es');
    const second = await renderI18n('es');
    expect(Object.getPrototypeOf(first)).toBe(Object.getPrototypeOf(second));

    expect(draw(first, 'layout', 'footer.label')).toBe('Pie de página');
    expect(draw(second, 'search', 'card.likes_other')).toBe('{{total}} me gusta');

    expect(usedNamespaces(first)).toEqual(['common', 'layout']);
    expect(usedNamespaces(second)).toEqual(['common', 'search']);
  });

  it('answer what i18next answers, for a key alone and for each set of values', async () => {
    const view = await renderI18n('en');
    const t = view.getFixedT('en', 'common') as (key: string, options?: object) => string;
    const asked = (key: string, options?: object) =>
      (view.t as (k: string, o?: object) => string)(key, options);

    expect(t('reactions.label')).toBe('Reactions');
    expect(t('reactions.label')).toBe(asked('common:reactions.label'));
    expect(t('reactions.follower', { count: 1 })).toBe('follower');
    expect(t('reactions.follower', { count: 2 })).toBe('followers');
    expect(t('reactions.follower', { count: 1 })).toBe(asked('common:reactions.follower', { count: 1 }));
  });
});
