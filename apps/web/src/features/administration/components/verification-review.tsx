import {
  AdminRejectSchema,
  VERIFICATION_LIMITS,
  subscriptionLabel,
  type AdminRejectInput,
} from '@b2b/contracts';
import { FormProvider, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { TextAreaField } from '../../../components/form/bound-fields.tsx';
import { showFieldErrors } from '../../../components/form/server-errors.ts';
import { zodResolver } from '../../../components/form/zod-resolver.ts';
import { buttonClass } from '../../../components/ui/button.ts';
import { LoadError, Loading } from '../../../components/ui/status.tsx';
import { NotFound } from '../../../components/ui/not-found.tsx';
import { isMissing } from '../../../lib/missing.ts';
import { formatDateTimeUTC } from '../../../lib/format-date.ts';
import { srcSetOf } from '../../../lib/image-src-set.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.tsx';
import { toastFailure } from '../../../lib/toast-failure.ts';
import { useDecideVerification, useVerificationRequest } from '../api/queries.ts';
import styles from './administration.module.css';

/** A request with its evidence and its business; a waiting one is approved, or rejected with a reason. */
export function VerificationReview({ requestID }: { requestID: string }) {
  const request = useVerificationRequest(requestID);
  const { error } = request;
  if (isMissing(error)) {
    return <NotFound title="Request not found" text="There is no verification request with this id." />;
  }
  if (request.isError) return <LoadError />;
  if (!request.data) return <Loading />;
  const detail = request.data;
  const { business } = detail;
  return (
    <div className={styles.review}>
      <dl className={styles.facts}>
        <dt>Business</dt>
        <dd>
          <Link to={paths.business.hrefOfSlug(business.key)}>{business.companyName}</Link> ·{' '}
          {subscriptionLabel(business.subscription)} · {business.verified ? 'Verified' : 'Not verified'}
        </dd>
        <dt>Registration number</dt>
        <dd>{detail.registrationNumber}</dd>
        <dt>Requested by</dt>
        <dd>
          {detail.requestedBy
            ? `${detail.requestedBy.name} (${detail.requestedBy.email})`
            : 'A former member'}
        </dd>
        <dt>Sent</dt>
        <dd>{formatDateTimeUTC(detail.createdAt)}</dd>
        {detail.note && (
          <>
            <dt>Note</dt>
            <dd className={styles.note}>{detail.note}</dd>
          </>
        )}
        <dt>Status</dt>
        <dd>
          {detail.status === 'pending'
            ? 'Waiting for a decision'
            : `${detail.status === 'approved' ? 'Approved' : 'Rejected'}${detail.decidedAt ? ` on ${formatDateTimeUTC(detail.decidedAt)}` : ''}`}
        </dd>
        {detail.reason && (
          <>
            <dt>Reason</dt>
            <dd className={styles.note}>{detail.reason}</dd>
          </>
        )}
      </dl>
      <section aria-labelledby="documents-title" className={styles.block}>
        <h2 id="documents-title" className={styles.blockTitle}>
          Registration documents
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
                  alt={`Registration document ${index + 1} of ${business.companyName}`}
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
          Record support for {business.companyName}
        </Link>
      </p>
    </div>
  );
}

function Decision({ requestID }: { requestID: string }) {
  const decide = useDecideVerification(requestID);
  const form = useForm<AdminRejectInput>({
    resolver: zodResolver(AdminRejectSchema),
    defaultValues: { reason: '' },
  });
  const approve = () =>
    decide.mutate(null, {
      onSuccess: () => toast.success('Request approved: the business is verified.'),
      onError: (error) => toastFailure(error),
    });
  const reject = form.handleSubmit((input) =>
    decide.mutate(input, {
      onSuccess: () => toast.success('Request rejected.'),
      onError: (error) => toastFailure(error, showFieldErrors(error, '', form.getValues(), form.setError)),
    }),
  );
  return (
    <section aria-labelledby="decision-title" className={styles.block}>
      <h2 id="decision-title" className={styles.blockTitle}>
        Decision
      </h2>
      <div>
        <button
          type="button"
          className={buttonClass('primary')}
          disabled={decide.isPending}
          onClick={approve}
        >
          Approve
        </button>
      </div>
      <FormProvider {...form}>
        <form
          className={styles.form}
          aria-label="Reject the request"
          noValidate
          onSubmit={(e) => void reject(e)}
        >
          <TextAreaField
            label="Reason for the rejection (the business reads it)"
            name="reason"
            maxLength={VERIFICATION_LIMITS.reasonMax}
            rows={3}
            counter
          />
          <div>
            <button type="submit" className={buttonClass('outline')} disabled={decide.isPending}>
              Reject
            </button>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
