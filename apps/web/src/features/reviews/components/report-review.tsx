import {
  REVIEW_MODERATION_LIMITS,
  REVIEW_REPORT_REASONS,
  ReviewReportSchema,
  type ReviewReport,
  type ReviewReportInput,
  type ReviewReportReason,
} from '@b2b/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextAreaField } from '../../../components/form/bound-fields.tsx';
import { showFieldErrors } from '../../../components/form/server-errors.ts';
import { zodResolver } from '../../../components/form/zod-resolver.ts';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.tsx';
import { toastFailure } from '../../../lib/toast-failure.ts';
import { useGoToLogin } from '../../../lib/use-go-to-login.ts';
import { useReportReview } from '../api/queries.ts';
import { REASON_LABELS } from './report-reasons.ts';
import { FormFrame, ReviewDialog } from './review-dialog.tsx';
import moderationStyles from './moderation.module.css';
import styles from './reviews.module.css';

/**
 * `Report` under a review of the business page: a signed-in person tells the administrators what is wrong with it,
 * once; a visitor is sent to sign in first.
 */
export function ReportReview({ businessID, reviewID }: { businessID: string; reviewID: string }) {
  const { t } = useTranslation('reviews');
  const session = useSession();
  const goToLogin = useGoToLogin();
  const [reported, setReported] = useState(false);
  if (reported) return <p className={moderationStyles.reported}>{t('report.done')}</p>;
  if (!session) {
    return (
      <button type="button" className={moderationStyles.reportButton} onClick={goToLogin}>
        {t('report.open')}
      </button>
    );
  }
  return (
    <ReviewDialog
      title={t('report.title')}
      trigger={
        <button type="button" className={moderationStyles.reportButton}>
          {t('report.open')}
        </button>
      }
    >
      {(close) => (
        <ReportForm
          businessID={businessID}
          reviewID={reviewID}
          onSent={() => {
            setReported(true);
            close();
          }}
        />
      )}
    </ReviewDialog>
  );
}

function ReportForm({
  businessID,
  reviewID,
  onSent,
}: {
  businessID: string;
  reviewID: string;
  onSent: () => void;
}) {
  const { t } = useTranslation('reviews');
  const form = useForm<ReviewReportInput, unknown, ReviewReport>({
    resolver: zodResolver(ReviewReportSchema),
    defaultValues: { reason: '' as ReviewReportReason, note: '' },
    shouldFocusError: false,
  });
  const report = useReportReview(businessID, reviewID);
  const onSubmit = form.handleSubmit((input) => {
    const values = form.getValues();
    report.mutate(input, {
      onSuccess: () => {
        toast.success(t('report.sent'));
        onSent();
      },
      onError: (error) => toastFailure(error, showFieldErrors(error, '', values, form.setError)),
    });
  });
  return (
    <FormFrame
      form={form}
      label={t('report.form')}
      onSubmit={onSubmit}
      submit={report.isPending ? t('sending') : t('report.submit')}
      pending={report.isPending}
    >
      <p className={styles.formNote}>{t('report.note')}</p>
      <SelectField
        label={t('report.reason')}
        name="reason"
        placeholder={t('report.choose')}
        options={REVIEW_REPORT_REASONS.map((reason) => ({ value: reason, label: t(REASON_LABELS[reason]) }))}
      />
      <TextAreaField
        label={t('report.details')}
        name="note"
        maxLength={REVIEW_MODERATION_LIMITS.reportNoteMax}
        rows={3}
        counter
      />
    </FormFrame>
  );
}
