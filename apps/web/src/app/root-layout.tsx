import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from '../components/layout/footer.tsx';
import { Header } from '../components/layout/header.tsx';
import { SkipLink } from '../components/layout/skip-link.tsx';
import { usePortal } from '../lib/portal.tsx';
import { useSession } from '../lib/session.ts';
import { useSessionLifecycle } from '../lib/use-session-lifecycle.ts';
import { DocumentMeta } from './document-meta.tsx';

/**
 * The signed-in side of the header, with its menus (Radix's dropdown and its positioning library) and the live stream of
 * messages, loads only once a session is found: the server renders every page as a visitor's, so a visitor's first load
 * never fetches it.
 */
// One place imports the module: the build lists the chunks to preload with each import, and every first load carries
// those lists.
const signedInArea = () => import('./signed-in-header-area.tsx');
const SignedInHeaderArea = lazy(async () => ({ default: (await signedInArea()).SignedInHeaderArea }));
const UnreadMessagesCount = lazy(async () => ({ default: (await signedInArea()).UnreadMessagesCount }));
const AdministratorOnly = lazy(async () => ({ default: (await signedInArea()).AdministratorOnly }));

/** The line that asks a signed-in person to verify their address: loaded only once a session is found, like the header's. */
const VerifyEmailBanner = lazy(async () => ({
  default: (await import('../features/users/components/verify-email-banner.tsx')).VerifyEmailBanner,
}));

export function RootLayout() {
  useSessionLifecycle(usePortal().authUrl);
  const signedIn = useSession() !== null;
  return (
    <>
      <SkipLink />
      <Header
        signedInArea={<SignedInHeaderArea />}
        unreadMessages={<UnreadMessagesCount />}
        administratorOnly={AdministratorOnly}
      />
      {signedIn ? (
        <Suspense fallback={null}>
          <VerifyEmailBanner />
        </Suspense>
      ) : null}
      <Outlet />
      <Footer />
      <DocumentMeta />
      <ScrollRestoration />
    </>
  );
}
