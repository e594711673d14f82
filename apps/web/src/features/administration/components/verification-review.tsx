import { AdminRejectSchema, VERIFICATION_LIMITS, type AdminRejectInput } from '@b2b/contracts';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextAreaField } from '../../../components/form/bound-fields.tsx';
import { showFieldErrors } from '../../../components/form/server-errors.ts';
import { zodResolver } from '../../../components/form/zod-resolver.ts';
import { buttonClass } from '../../../components/ui/button.ts';
import { LoadError, Loading } from '../../../components/ui/status.tsx';
import { NotFound } from '../../../components/ui/not-found.tsx';
import { isMissing } from '../../../lib/missing.ts';
import { useLanguage } from '../../../lib/language.ts';
import { formatDateTimeUTC } from '../../../lib/format-date.ts';
import { srcSetOf } from '../../../lib/image-src-set.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.tsx';
import { toastFailure } from '../../../lib/toast-failure.ts';
import { useDecideVerification, useVerificationRequest } from '../api/queries.ts';
import { useLevelLabel } from '../../../lib/level-names.ts';
import styles from './administration.module.css';
import { useRevealFirstError } from '../../../components/form/use-reveal-first-error.ts';

/** A request with its evidence and its business; a waiting one is approved, or rejected with a reason. */
export function VerificationReview({ requestID }: { requestID: string }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const levelLabel = useLevelLabel();
  const request = useVerificationRequest(requestID);
  const { error } = request;
  if (isMissing(error)) {
    return <NotFound title={t('review.notFoundTitle')} text={t('review.notFoundText')} />;
  }
  if (request.isError) return <LoadError />;
  if (!request.data) return <Loading />;
  const detail = request.data;
  const { business } = detail;
  return (
    <div className={styles.review}>
      <dl className={styles.facts}>
        <dt>{t('review.business')}</dt>
        <dd>
          <Link to={paths.business.hrefOfSlug(business.key)}>{business.companyName}</Link> ·{' '}
          {levelLabel(business.subscription)} ·{' '}
          {business.verified ? t('review.verified') : t('review.notVerified')}
        </dd>
        <dt>{t('review.registrationNumber')}</dt>
        <dd>{detail.registrationNumber}</dd>
        <dt>{t('review.requestedBy')}</dt>
        <dd>
          {detail.requestedBy
            ? `${detail.requestedBy.name} (${detail.requestedBy.email})`
            : t('review.formerMember')}
        </dd>
        <dt>{t('review.sent')}</dt>
        <dd>{formatDateTimeUTC(detail.createdAt, language)}</dd>
        {detail.note && (
          <>
            <dt>{t('review.note')}</dt>
            <dd className={styles.note}>{detail.note}</dd>
          </>
        )}
        <dt>{t('review.status')}</dt>
        <dd>
          {detail.status === 'pending'
            ? t('review.waiting')
            : detail.decidedAt
              ? t(detail.status === 'approved' ? 'review.approvedOn' : 'review.rejectedOn', {
                  date: formatDateTimeUTC(detail.decidedAt, language),
                })
              : t(detail.status === 'approved' ? 'review.approved' : 'review.rejected')}
        </dd>
        {detail.reason && (
          <>
            <dt>{t('review.reason')}</dt>
            <dd className={styles.note}>{detail.reason}</dd>
          </>
        )}
      </dl>
      <section aria-labelledby="documents-title" className={styles.block}>
        <h2 id="documents-title" className={styles.blockTitle}>
          {t('review.documents')}
        </h2>
        <ul className={styles.documents}>
          {detail.documents.map((document, index) => (
            <li key={document.url}>
              <a href={document.url} target="_blank" rel="noreferrer">
                <img
                  className={styles.document}
                  src={document.url}
                  srcSet={srcSetOf(document)}
                  sizes="(min-width: 600px) 320px, 100vw"
                  alt={t('review.document', { number: index + 1, company: business.companyName })}
                />
              </a>
            </li>
          ))}
        </ul>
      </section>
      {detail.status === 'pending' && <Decision requestID={requestID} />}
      <p>
        <Link
          to={`${paths.admin.href()}?${new URLSearchParams({ business: business.businessID }).toString()}`}
        >
          {t('review.recordSupport', { company: business.companyName })}
        </Link>
      </p>
    </div>
  );
}

function Decision({ requestID }: { requestID: string }) {
  const { t } = useTranslation('admin');
  const decide = useDecideVerification(requestID);
  const form = useForm<AdminRejectInput>({
    resolver: zodResolver(AdminRejectSchema),
    defaultValues: { reason: '' },
    shouldFocusError: false,
  });
  const formRef = useRevealFirstError(form.formState);
  const approve = () =>
    decide.mutate(null, {
      onSuccess: () => toast.success(t('review.approvedToast')),
      onError: (error) => toastFailure(error),
    });
  const reject = form.handleSubmit((input) =>
    decide.mutate(input, {
      onSuccess: () => toast.success(t('review.rejectedToast')),
      onError: (error) => toastFailure(error, showFieldErrors(error, '', form.getValues(), form.setError)),
    }),
  );
  return (
    <section aria-labelledby="decision-title" className={styles.block}>
      <h2 id="decision-title" className={styles.blockTitle}>
        {t('review.decision')}
      </h2>
      <div>
        <button
          type="button"
          className={buttonClass('primary')}
          disabled={decide.isPending}
          onClick={approve}
        >
          {t('review.approve')}
        </button>
      </div>
      <FormProvider {...form}>
        <form
          ref={formRef}
          className={styles.form}
          aria-label={t('review.rejectForm')}
          noValidate
          onSubmit={(e) => void reject(e)}
        >
          <TextAreaField
            label={t('review.rejectReason')}
            name="reason"
            maxLength={VERIFICATION_LIMITS.reasonMax}
            rows={3}
            counter
          />
          <div>
            <button type="submit" className={buttonClass('outline')} disabled={decide.isPending}>
              {t('review.reject')}
            </button>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
