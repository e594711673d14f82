import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AccountPageLink } from '../../components/layout/account-page-link.tsx';
import { Loading } from '../../components/ui/status.tsx';
import { goToAccountPage, takeSignInState } from '../../lib/account-links.ts';
import type { MetaFunction, RouteHandle } from '../../lib/meta.ts';
import { useLanguage, useLocalizedPath } from '../../lib/language.ts';
import { portalWords } from '../../lib/portal-words.ts';
import { usePortal } from '../../lib/portal.tsx';
import { saveSession } from '../../lib/session.ts';
import { getProfile } from '../../features/users/api/queries.ts';
import { getSession } from '../../features/users/api/session-handoff.ts';
import styles from './set-id.module.css';
import { paths } from '../../lib/paths.ts';

const meta: MetaFunction = ({ portal, language, t }) => {
  const words = portalWords(portal, language);
  return {
    title: t('users:meta.setId.title', words),
    description: t('users:meta.setId.description', words),
    canonicalPath: paths.setID.href(),
  };
};

/** Where to go once signed in: `continue` when it is on this origin, else this origin's root (no open redirect). */
export function sameOriginTarget(continueParam: string | null, origin: string): string {
  if (continueParam) {
    try {
      const target = new URL(continueParam, origin);
      if (target.origin === origin) return target.href;
    } catch {
      // A malformed address falls through to the root.
    }
  }
  return `${origin}/`;
}

/**
 * The session hand-off: the account service sends the person here with a one-time token, which is
 * traded for a session; then on to `continue`. The server only draws the message; the work needs the browser's storage.
 * Only the hand-off of a sign-in this tab started is taken (its `state`): a hand-off link someone else sent would
 * otherwise sign the person into that someone's account (login CSRF); then nothing is replaced and the page says so.
 */
export function Component() {
  const { t } = useTranslation('users');
  const portal = usePortal();
  const language = useLanguage();
  const home = useLocalizedPath()(paths.home.href());
  const [params] = useSearchParams();
  const token = params.get('token');
  const continueParam = params.get('continue');
  const state = params.get('state');
  const [foreign, setForeign] = useState(false);
  // The token is single-use: React's development double effect must not spend it twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      if (!token) {
        // The account service sends a person here after a password reset or a verified address: a sign-in of this
        // tab's own, which its SSO cookie answers at once with a fresh token. Only ever signs in as whoever that
        // cookie is, so a link from anyone else can do no harm.
        if (params.has('sign-in')) {
          goToAccountPage(portal, 'login', sameOriginTarget(continueParam, window.location.origin), {
            replace: true,
          });
        } else window.location.replace(home);
        return;
      }
      // The token leaves the address bar (and the history) before anything else happens.
      window.history.replaceState(null, '', window.location.pathname);
      if (!state || !takeSignInState(state)) {
        setForeign(true);
        return;
      }
      const outcome = await getSession(portal.authUrl, token, state);
      if (outcome.kind === 'unreachable') {
        console.error('Network error');
        return;
      }
      if (outcome.kind === 'refused') {
        window.alert(t('setId.tokenRefused'));
        window.location.replace(home);
        return;
      }
      const { userID } = outcome.session;
      saveSession({ ...outcome.session, profile: null, profileUpdateDate: null, socialActor: userID });
      // The pages that need the profile load it again, so a failure here does not hold the person back.
      await getProfile(language).catch(() => undefined);
      // A full load, so the next page starts with the session in place.
      window.location.replace(sameOriginTarget(continueParam, window.location.origin));
    })();
  }, [continueParam, home, language, params, portal, state, t, token]);

  if (foreign) {
    return (
      <section className={styles.page} aria-labelledby="set-id-title">
        <h1 id="set-id-title" className={styles.title}>
          {t('setId.foreignTitle')}
        </h1>
        <p>{t('setId.foreignText')}</p>
        <AccountPageLink page="login" continuePath="/">
          {t('setId.signIn')}
        </AccountPageLink>
      </section>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="set-id-title">
      <h1 id="set-id-title" className={styles.title}>
        {t('setId.redirecting')}
      </h1>
      <Loading />
    </section>
  );
}

export const handle = { meta } satisfies RouteHandle;
