import type { PortalConfig } from '@b2b/contracts';
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** What the server hands the browser in the page, as JSON in a non-executable script element. */
export interface AppState {
  portal: PortalConfig;
  queries: DehydratedState;
  router: HydrationState;
}

export const APP_STATE_ELEMENT_ID = 'app-state';
