import type { PortalConfig } from '@b2b/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ApiError } from '../lib/api-client.ts';
import { PortalProvider } from '../lib/portal.tsx';
import { Toasts } from '../lib/toast.tsx';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // A refusal (4xx) answers the same the second time; only a failure on the way is worth one more try.
        retry: (failures, error) =>
          failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}

export function AppProviders(props: {
  portal: PortalConfig;
  queryClient: QueryClient;
  i18n: i18n;
  children: ReactNode;
}) {
  return (
    <PortalProvider portal={props.portal}>
      <I18nextProvider i18n={props.i18n}>
        <QueryClientProvider client={props.queryClient}>
          {props.children}
          <Toasts />
        </QueryClientProvider>
      </I18nextProvider>
    </PortalProvider>
  );
}
