import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { LayoutProps } from './layout.tsx';

/** What every page needs besides its own fields. */
export interface PageFrame {
  layout: Omit<LayoutProps, 'title' | 'children'>;
  /** The validated address to return to, carried in the forms and the links between them. */
  continueUrl: string;
  /** The portal's state of this sign-in, carried the same way to the hand-off. */
  state: string | undefined;
}

/** The other account page, keeping the sign-in's return address and state. */
export function accountPageHref(page: 'login' | 'register', frame: PageFrame): string {
  const query = new URLSearchParams({ continue: frame.continueUrl });
  if (frame.state) query.set('state', frame.state);
  return `/${page}?${query.toString()}`;
}

export const renderPage = (page: ReactElement) => `<!doctype html>${renderToStaticMarkup(page)}`;
