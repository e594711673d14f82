import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from '../components/layout/footer.tsx';
import { Header } from '../components/layout/header.tsx';
import { SkipLink } from '../components/layout/skip-link.tsx';
import { DocumentMeta } from './document-meta.tsx';

export function RootLayout() {
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
