import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useLanguage } from '../lib/language.ts';
import { useTranslation } from 'react-i18next';
import { addressIn, alternateAddresses, metaOfMatches, metaTranslator } from '../lib/meta.ts';
import { usePortal } from '../lib/portal.tsx';

function setHeadElement(selector: string, create: () => HTMLElement, attribute: string, value: string) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.append(element);
  }
  element.setAttribute(attribute, value);
}

/**
 * Keeps the title, description, canonical link and the other languages' addresses current after client-side navigation;
 * the server wrote the first.
 */
export function DocumentMeta() {
  const matches = useMatches();
  const { search } = useLocation();
  const portal = usePortal();
  const language = useLanguage();
  const queryClient = useQueryClient();
  // Pages whose loaders do not wait in the browser (the product page) name themselves from data that arrives later.
  const [, dataArrived] = useReducer((n: number) => n + 1, 0);
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') dataArrived();
      }),
    [queryClient],
  );
  // Drawn again when a namespace arrives, so a title in the page's language replaces one drawn before it loaded.
  const { i18n } = useTranslation(undefined, { bindI18n: 'languageChanged loaded' });
  const meta = metaOfMatches(matches, { portal, queryClient, search, t: metaTranslator(i18n), language });

  useEffect(() => {
    if (!meta) return;
    document.title = meta.title;
    setHeadElement(
      'meta[name="description"]',
      () => Object.assign(document.createElement('meta'), { name: 'description' }),
      'content',
      meta.description,
    );
    setHeadElement(
      'link[rel="canonical"]',
      () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
      'href',
      addressIn(meta.canonicalPath, language, portal),
    );
    for (const { hreflang, href } of alternateAddresses(meta.canonicalPath, portal)) {
      setHeadElement(
        `link[rel="alternate"][hreflang="${hreflang}"]`,
        () => Object.assign(document.createElement('link'), { rel: 'alternate', hreflang }),
        'href',
        href,
      );
    }
  }, [meta, portal, language]);

  return null;
}
