import type { InterfaceLanguage } from '@b2b/contracts';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { LayoutProps } from './layout.tsx';
import type { PageTexts } from './texts/index.ts';

/** What every page needs besides its own fields. */
export interface PageFrame {
  layout: Omit<LayoutProps, 'title' | 'children'>;
  /** The validated address to return to, carried in the forms and the links between them. */
  continueUrl: string;
  /** The portal's state of this sign-in, carried the same way to the hand-off. */
  state: string | undefined;
  /** The page's texts, in its language. */
  texts: PageTexts;
  /**
   * The language the links between the pages and the forms carry on (`lang`): the page's, when it is not English or
   * was asked for; otherwise none, and the next page decides the same way this one did.
   */
  lang: InterfaceLanguage | undefined;
}

/**
 * The other account page, keeping the sign-in's return address and state (the forgotten-password page needs no state:
 * its link is opened from a mail, and the portal starts a sign-in of its own afterwards).
 */
export function accountPageHref(page: 'login' | 'register' | 'forgot-password', frame: PageFrame): string {
  const query = new URLSearchParams({ continue: frame.continueUrl });
  if (frame.state && page !== 'forgot-password') query.set('state', frame.state);
  if (frame.lang) query.set('lang', frame.lang);
  return `/${page}?${query.toString()}`;
}

/** Where a page's form posts: its own address, with the page's language when it carries one. */
export const formAction = (page: 'login' | 'register', frame: PageFrame): string =>
  frame.lang ? `/${page}?lang=${frame.lang}` : `/${page}`;

export const renderPage = (page: ReactElement) => `<!doctype html>${renderToStaticMarkup(page)}`;
