import { TOAST_SAVED_MESSAGE, type BusinessProfile, type Certificate } from '@b2b/contracts';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { toast } from '../../../lib/toast.tsx';
import { buttonClass } from '../../../components/ui/button.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FormSection } from '../../../components/form/field.tsx';
import { srcSetOf } from '../../../lib/image-src-set.ts';
import { toastFailure } from '../../../lib/toast-failure.ts';
import { useDeleteCertificate } from '../api/queries.ts';
import { CertificateDialog } from './certificate-dialog.tsx';
import styles from './certificates.module.css';

/** The business's certificates, each with its photo; added, edited and removed one at a time. */
export function CertificatesTab({ business }: { business: BusinessProfile }) {
  return (
    <FormSection legend="Certificates">
      {business.certificates.length === 0 ? (
        <p className={styles.empty}>No certificates yet.</p>
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
              Add certificate
            </button>
          }
        />
      </div>
    </FormSection>
  );
}

function CertificateItem({ businessID, certificate }: { businessID: string; certificate: Certificate }) {
  const remove = useDeleteCertificate(businessID);
  return (
    <li className={styles.item}>
      {certificate.photo ? (
        <img
          className={styles.photo}
          src={certificate.photo.url}
          srcSet={srcSetOf(certificate.photo)}
          sizes="120px"
          alt={`Photo of ${certificate.name}`}
        />
      ) : (
        <div className={styles.photoPlaceholder} aria-hidden />
      )}
      <div className={styles.details}>
        <h3 className={styles.name}>{certificate.name}</h3>
        <p className={styles.dateLine}>Issued {certificate.issueDate}</p>
        <p className={styles.dateLine}>
          {certificate.expireDate ? `Expires ${certificate.expireDate}` : 'No expire date'}
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
              aria-label={`Edit ${certificate.name}`}
            >
              <Pencil aria-hidden size={16} />
              Edit
            </button>
          }
        />
        <ConfirmDialog
          title="Remove this certificate?"
          description={`${certificate.name} will no longer be shown on the business page.`}
          confirmLabel="Remove certificate"
          pending={remove.isPending}
          onConfirm={(close) =>
            void remove.mutateAsync(certificate.id).then(
              () => {
                close();
                toast.success(TOAST_SAVED_MESSAGE);
              },
              (error: Error) => toastFailure(error),
            )
          }
          trigger={
            <button
              type="button"
              className={buttonClass('ghost', { size: 'sm' })}
              aria-label={`Remove ${certificate.name}`}
            >
              <Trash2 aria-hidden size={16} />
              Remove
            </button>
          }
        />
      </div>
    </li>
  );
}
