import type { BusinessProfile, Certificate } from '@b2b/contracts';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { toast } from '../../../lib/toast.tsx';
import { buttonClass } from '../../../components/ui/button.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FormSection } from '../../../components/form/field.tsx';
import { srcSetOf } from '../../../lib/image-src-set.ts';
import { toastFailure } from '../../../lib/toast-failure.ts';
import { useDeleteCertificate } from '../api/queries.ts';
import { CertificateDialog } from './certificate-dialog.tsx';
import { NoContent } from '../../../components/ui/status.tsx';
import styles from './certificates.module.css';

/** The business's certificates, each with its photo; added, edited and removed one at a time. */
export function CertificatesTab({ business }: { business: BusinessProfile }) {
  const { t } = useTranslation('businessEditor');
  return (
    <FormSection legend={t('certificates.legend')}>
      {business.certificates.length === 0 ? (
        <NoContent />
      ) : (
        <ul className={styles.list}>
          {business.certificates.map((certificate) => (
            <CertificateItem
              key={certificate.id}
              businessID={business.businessID}
              certificate={certificate}
            />
          ))}
        </ul>
      )}
      <div>
        <CertificateDialog
          businessID={business.businessID}
          trigger={
            <button type="button" className={buttonClass('primary')}>
              <Plus aria-hidden size={18} />
              {t('certificates.add')}
            </button>
          }
        />
      </div>
    </FormSection>
  );
}

function CertificateItem({ businessID, certificate }: { businessID: string; certificate: Certificate }) {
  const { t } = useTranslation('businessEditor');
  const remove = useDeleteCertificate(businessID);
  return (
    <li className={styles.item}>
      {certificate.photo ? (
        <img
          className={styles.photo}
          src={certificate.photo.url}
          srcSet={srcSetOf(certificate.photo)}
          sizes="120px"
          alt={t('certificates.photoOf', { name: certificate.name })}
        />
      ) : (
        <div className={styles.photoPlaceholder} aria-hidden />
      )}
      <div className={styles.details}>
        <h3 className={styles.name}>{certificate.name}</h3>
        <p className={styles.dateLine}>{t('certificates.issued', { date: certificate.issueDate })}</p>
        <p className={styles.dateLine}>
          {certificate.expireDate
            ? t('certificates.expires', { date: certificate.expireDate })
            : t('certificates.noExpiry')}
        </p>
      </div>
      <div className={styles.itemActions}>
        <CertificateDialog
          businessID={businessID}
          certificate={certificate}
          trigger={
            <button
              type="button"
              className={buttonClass('outline', { size: 'sm' })}
              aria-label={t('certificates.editLabel', { name: certificate.name })}
            >
              <Pencil aria-hidden size={16} />
              {t('certificates.edit')}
            </button>
          }
        />
        <ConfirmDialog
          title={t('certificates.removeTitle')}
          description={t('certificates.removeText', { name: certificate.name })}
          confirmLabel={t('certificates.removeConfirm')}
          pending={remove.isPending}
          onConfirm={(close) =>
            void remove.mutateAsync(certificate.id).then(
              () => {
                close();
                toast.success(t('edit.saved'));
              },
              (error: Error) => toastFailure(error),
            )
          }
          trigger={
            <button
              type="button"
              className={buttonClass('ghost', { size: 'sm' })}
              aria-label={t('certificates.removeLabel', { name: certificate.name })}
            >
              <Trash2 aria-hidden size={16} />
              {t('certificates.remove')}
            </button>
          }
        />
      </div>
    </li>
  );
}
