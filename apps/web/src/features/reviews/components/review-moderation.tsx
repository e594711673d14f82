import {
  AdminReviewHideSchema,
  REVIEW_MODERATION_LIMITS,
  REVIEW_MODERATION_STATUSES,
  type AdminReview,
  type AdminReviewHideInput,
  type ReviewModerationStatus,
} from '@b2b/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Field } from '../../../components/form/field.tsx';
import { TextAreaField } from '../../../components/form/bound-fields.tsx';
import { showFieldErrors } from '../../../components/form/server-errors.ts';
import { zodResolver } from '../../../components/form/zod-resolver.ts';
import { buttonClass } from '../../../components/ui/button.ts';
import { LoadError, Loading, NoContent } from '../../../components/ui/status.tsx';
import { formatDateTimeUTC } from '../../../lib/format-date.ts';
import { useLanguage } from '../../../lib/language.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.tsx';
import { toastFailure } from '../../../lib/toast-failure.ts';
import { useModerateReview, useReviewModeration } from '../api/moderation.ts';
import { REASON_LABELS } from './report-reasons.ts';
import { ReviewCard } from './review-card.tsx';
import { FormFrame, ReviewDialog } from './review-dialog.tsx';
import moderationStyles from './moderation.module.css';
import styles from './reviews.module.css';

const STATUS_LABELS = { reported: 'moderation.reported', hidden: 'moderation.hidden' } as const;
const EMPTY_TEXTS = { reported: 'moderation.noneReported', hidden: 'moderation.noneHidden' } as const;

const isStatus = (value: string): value is ReviewModerationStatus =>
  (REVIEW_MODERATION_STATUSES as readonly string[]).includes(value);

/**
 * The administrators' reviews: those people reported (the longest waiting first), each with its reports' reasons and
 * notes, to hide with a reason both sides of the deal read or to keep; and the hidden ones, to show again.
 */
export function ReviewModeration() {
  const { t } = useTranslation('reviews');
  const [status, setStatus] = useState<ReviewModerationStatus>('reported');
  const list = useReviewModeration(status);
  const first = list.data?.pages[0];
  return (
    <div className={moderationStyles.moderation}>
      <div className={moderationStyles.filter}>
        <Field label={t('moderation.show')}>
          {(props) => (
            <select
              {...props}
              value={status}
              onChange={(event) => isStatus(event.target.value) && setStatus(event.target.value)}
            >
              {REVIEW_MODERATION_STATUSES.map((name) => (
                <option key={name} value={name}>
                  {t(STATUS_LABELS[name])}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {list.isError ? (
        <LoadError />
      ) : !list.data || !first ? (
        <Loading />
      ) : first.reviews.length === 0 ? (
        <NoContent message={t(EMPTY_TEXTS[status])} />
      ) : (
        <>
          <p className={styles.formNote}>{t('moderation.total', { count: first.total })}</p>
          <ol className={styles.list}>
            {list.data.pages
              .flatMap((page) => page.reviews)
              .map((item) => (
                <li key={item.review.reviewID}>
                  <ModeratedReview item={item} />
                </li>
              ))}
          </ol>
          {list.hasNextPage && (
            <button
              type="button"
              className={buttonClass('outline', { size: 'sm' })}
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {list.isFetchingNextPage ? t('loading') : t('moderation.more')}
            </button>
          )}
        </>
      )}
    </div>
  );
}

function ModeratedReview({ item }: { item: AdminReview }) {
  const { t } = useTranslation('reviews');
  const language = useLanguage();
  const { review, business, reports, hidden } = item;
  const moderate = useModerateReview(business.id);
  const decide = (action: 'keep' | 'show') =>
    moderate.mutate(
      { reviewID: review.reviewID, action },
      {
        onSuccess: () => toast.success(t(action === 'keep' ? 'moderation.kept' : 'moderation.shown')),
        onError: (error) => toastFailure(error),
      },
    );
  return (
    <div className={moderationStyles.moderated}>
      <p className={moderationStyles.moderatedOf}>
        {t('moderation.of')}{' '}
        <Link to={paths.business.href(business.companyName, business.id)}>{business.companyName}</Link>
      </p>
      <ReviewCard review={review} businessName={business.companyName} />
      {reports.count > 0 && (
        <div className={moderationStyles.reports}>
          <p className={moderationStyles.reportsHead}>
            {t('moderation.reports', {
              count: reports.count,
              reasons: reports.reasons
                .map(({ reason, count }) =>
                  t('moderation.reason', { reason: t(REASON_LABELS[reason]), count }),
                )
                .join(', '),
              date: reports.firstReportedAt ? formatDateTimeUTC(reports.firstReportedAt, language) : '',
            })}
          </p>
          {reports.notes.length > 0 && (
            <ul className={moderationStyles.notes}>
              {reports.notes.map((note) => (
                <li key={`${note.reportedAt} ${note.note}`}>
                  <span className={moderationStyles.noteReason}>{t(REASON_LABELS[note.reason])}:</span>{' '}
                  <span className={styles.text}>{note.note}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {hidden && (
        <p className={styles.hiddenNote}>
          {t('hidden', { date: formatDateTimeUTC(hidden.hiddenAt, language), reason: hidden.reason })}
        </p>
      )}
      <div className={moderationStyles.decisions}>
        {hidden ? (
          <button
            type="button"
            className={buttonClass('outline', { size: 'sm' })}
            disabled={moderate.isPending}
            onClick={() => decide('show')}
          >
            {t('moderation.showAgain')}
          </button>
        ) : (
          <>
            <ReviewDialog
              title={t('moderation.hideTitle', { company: business.companyName })}
              trigger={
                <button type="button" className={buttonClass('accent', { size: 'sm' })}>
                  {t('moderation.hide')}
                </button>
              }
            >
              {(close) => <HideForm reviewID={review.reviewID} businessID={business.id} onHidden={close} />}
            </ReviewDialog>
            <button
              type="button"
              className={buttonClass('outline', { size: 'sm' })}
              disabled={moderate.isPending}
              onClick={() => decide('keep')}
            >
              {t('moderation.keep')}
            </button>
          </>
        )}
      </div>
    </div>
  );
}

function HideForm({
  reviewID,
  businessID,
  onHidden,
}: {
  reviewID: string;
  businessID: string;
  onHidden: () => void;
}) {
  const { t } = useTranslation('reviews');
  const form = useForm<AdminReviewHideInput>({
    resolver: zodResolver(AdminReviewHideSchema),
    defaultValues: { reason: '' },
    shouldFocusError: false,
  });
  const moderate = useModerateReview(businessID);
  const onSubmit = form.handleSubmit((input) => {
    const values = form.getValues();
    moderate.mutate(
      { reviewID, action: 'hide', reason: input.reason },
      {
        onSuccess: () => {
          toast.success(t('moderation.hiddenDone'));
          onHidden();
        },
        onError: (error) => toastFailure(error, showFieldErrors(error, '', values, form.setError)),
      },
    );
  });
  return (
    <FormFrame
      form={form}
      label={t('moderation.hideForm')}
      onSubmit={onSubmit}
      submit={moderate.isPending ? t('sending') : t('moderation.hide')}
      pending={moderate.isPending}
    >
      <p className={styles.formNote}>{t('moderation.hideNote')}</p>
      <TextAreaField
        label={t('moderation.hideReason')}
        name="reason"
        maxLength={REVIEW_MODERATION_LIMITS.hiddenReasonMax}
        rows={3}
        counter
      />
    </FormFrame>
  );
}
