import type { PortalConfig } from '@b2b/contracts';
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { PageTranslations } from '../lib/i18n.ts';

/** What the server hands the browser in the page, as JSON in a non-executable script element. */
export interface AppState {
  portal: PortalConfig;
  queries: DehydratedState;
  router: HydrationState;
  /** The page's language and the namespaces of translations it was rendered with; the browser loads them first. */
  translations: PageTranslations;
}

export const APP_STATE_ELEMENT_ID = 'app-state';
