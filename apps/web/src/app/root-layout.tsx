import { Outlet, ScrollRestoration } from 'react-router';
import { DocumentMeta } from './document-meta.tsx';

export function RootLayout() {
  return (
    <>
      <main id="main">
        <Outlet />
      </main>
      <DocumentMeta />
      <ScrollRestoration />
    </>
  );
}
