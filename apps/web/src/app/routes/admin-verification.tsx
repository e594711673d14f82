import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AdminGate } from '../../features/administration/components/admin-gate.tsx';
import { VerificationReview } from '../../features/administration/components/verification-review.tsx';
import type { MetaFunction, RouteHandle } from '../../lib/meta.ts';
import { paths } from '../../lib/paths.ts';
import { portalWords } from '../../lib/portal-words.ts';
import headingStyles from '../../components/ui/page-heading.module.css';
import styles from './business/manage.module.css';

const meta: MetaFunction = ({ portal, language, pathname, t }) => {
  const words = portalWords(portal, language);
  return {
    title: t('admin:meta.requestTitle', words),
    description: t('admin:meta.requestDescription', words),
    canonicalPath: pathname,
  };
};

/** `/admin/verification/{requestID}`: one request's evidence and business, and its decision. */
export function Component() {
  const { t } = useTranslation('admin');
  const requestID = useParams().requestID ?? '';
  return (
    <AdminGate>
      <div className={styles.page}>
        <p>
          <Link to={paths.admin.href()}>{t('page.back')}</Link>
        </p>
        <h1 className={headingStyles.title}>{t('page.request')}</h1>
        <VerificationReview requestID={requestID} />
      </div>
    </AdminGate>
  );
}

export const handle = { meta, namespaces: ['admin'] } satisfies RouteHandle;
