import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { LayoutProps } from './layout.tsx';

/** What every page needs besides its own fields. */
export interface PageFrame {
  layout: Omit<LayoutProps, 'title' | 'children'>;
  /** The validated address to return to, carried in the forms and the links between them. */
  continueUrl: string;
}

export const renderPage = (page: ReactElement) => `<!doctype html>${renderToStaticMarkup(page)}`;
