import { Download, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.ts';
import { LoadError } from '../../../components/ui/status.tsx';
import { useLanguage, useLocalizedPath } from '../../../lib/language.ts';
import { paths } from '../../../lib/paths.ts';
import { usePortal } from '../../../lib/portal.tsx';
import { toastFailure } from '../../../lib/toast-failure.ts';
import { useDataExport, useDeletionStatus, useStartAccountDeletion } from '../api/account-data.ts';
import styles from './account-data-section.module.css';
import sections from './profile-sections.module.css';

/** Export my data and Delete account, at the foot of the person's own profile (decision 0023). */
export function AccountDataSection() {
  const { t } = useTranslation('users');
  const portal = usePortal();
  const language = useLanguage();
  const localized = useLocalizedPath();
  const exporter = useDataExport(portal.brandName);
  const status = useDeletionStatus();
  const deletion = useStartAccountDeletion(portal, language);
  const blockers = status.data?.blockers ?? [];
  const handovers = status.data?.handovers ?? [];

  return (
    <section className={sections.card} aria-labelledby="account-data-title">
      <h2 id="account-data-title" className={sections.title}>
        {t('accountData.title')}
      </h2>
      <div className={styles.part}>
        <h3 className={styles.heading}>{t('accountData.exportTitle')}</h3>
        <p>{t('accountData.exportText')}</p>
        <button
          type="button"
          className={buttonClass('outline')}
          disabled={exporter.isPending}
          onClick={() => exporter.mutate(undefined, { onError: (error) => toastFailure(error) })}
        >
          <Download aria-hidden size={16} />
          {t('accountData.export')}
        </button>
      </div>
      <div className={styles.part}>
        <h3 className={styles.heading}>{t('accountData.deleteTitle')}</h3>
        <p>{t('accountData.deleteText')}</p>
        {status.isError ? <LoadError /> : null}
        {blockers.length > 0 ? (
          <div className={styles.blockers} role="note">
            <p>{t('accountData.blockedLead')}</p>
            <ul>
              {blockers.map((business) => (
                <li key={business.businessID}>
                  <Link to={localized(paths.businessMembers.href(business.businessID))}>
                    {business.companyName}
                  </Link>
                  {': '}
                  {t('accountData.blockedWhy')}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {handovers.length > 0 ? (
          <ul className={styles.handovers}>
            {handovers.map((business) => (
              <li key={business.businessID}>
                {t('accountData.handover', { company: business.companyName, name: business.heirName })}
              </li>
            ))}
          </ul>
        ) : null}
        {status.data && blockers.length === 0 ? (
          <button
            type="button"
            className={buttonClass('outline')}
            data-danger=""
            disabled={deletion.isPending}
            onClick={() => deletion.mutate(undefined, { onError: (error) => toastFailure(error) })}
          >
            <Trash2 aria-hidden size={16} />
            {t('accountData.delete')}
          </button>
        ) : null}
      </div>
    </section>
  );
}
