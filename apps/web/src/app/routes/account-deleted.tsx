import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Notice } from '../../components/ui/notice.tsx';
import type { MetaFunction, RouteHandle } from '../../lib/meta.ts';
import { useLocalizedPath } from '../../lib/language.ts';
import { paths } from '../../lib/paths.ts';
import { portalWords } from '../../lib/portal-words.ts';
import { clearSession } from '../../lib/session.ts';

const meta: MetaFunction = ({ portal, language, t }) => ({
  title: t('users:meta.accountDeleted.title', portalWords(portal, language)),
  description: t('users:meta.accountDeleted.description', portalWords(portal, language)),
  canonicalPath: paths.accountDeleted.href(),
});

/**
 * Where the account service sends a person whose account it deleted (decision 0023). The session it ended is revoked
 * already; this browser forgets it too.
 */
export function Component() {
  const { t } = useTranslation('users');
  const localized = useLocalizedPath();
  useEffect(() => clearSession(), []);
  return (
    <Notice title={t('accountDeleted.title')}>
      {t('accountDeleted.text')} <Link to={localized(paths.home.href())}>{t('accountDeleted.home')}</Link>
    </Notice>
  );
}

export const handle = { meta, namespaces: ['users'] } satisfies RouteHandle;
