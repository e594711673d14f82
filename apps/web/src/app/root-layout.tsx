import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from '../components/layout/footer.tsx';
import { Header } from '../components/layout/header.tsx';
import { SkipLink } from '../components/layout/skip-link.tsx';
import { usePortal } from '../lib/portal.tsx';
import { useSessionLifecycle } from '../lib/use-session-lifecycle.ts';
import { DocumentMeta } from './document-meta.tsx';

export function RootLayout() {
  useSessionLifecycle(usePortal().authUrl);
  return (
    <>
      <SkipLink />
      <Header />
      <Outlet />
      <Footer />
      <DocumentMeta />
      <ScrollRestoration />
    </>
  );
}
