import {
  LIMITS,
  REVIEW_ASPECTS,
  ReviewAnswerSchema,
  ReviewCreateSchema,
  type ReviewAnswerInput,
  type ReviewCreate,
  type Thread,
} from '@b2b/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextAreaField } from '../../../components/form/bound-fields.tsx';
import { showFieldErrors } from '../../../components/form/server-errors.ts';
import { zodResolver } from '../../../components/form/zod-resolver.ts';
import { buttonClass } from '../../../components/ui/button.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { useLanguage } from '../../../lib/language.ts';
import { toast } from '../../../lib/toast.tsx';
import { toastFailure } from '../../../lib/toast-failure.ts';
import { useAnswerReview, useCreateReview, useThreadReview } from '../api/queries.ts';
import { ASPECT_LABELS, ReviewCard } from './review-card.tsx';
import { FormFrame, ReviewDialog } from './review-dialog.tsx';
import { StarRatingField } from './star-rating-field.tsx';
import styles from './reviews.module.css';

/** The review form's values as its controls hold them: each rating the chosen radio's value, null while none is. */
interface ReviewValues {
  quality: string | null;
  communication: string | null;
  delivery: string | null;
  text: string;
}

const chosen = z.string().nullable();

/** The contract's review over the form's values: an unchosen rating is 0, which the contract refuses as out of range. */
const reviewSchema = z
  .object({ quality: chosen, communication: chosen, delivery: chosen, text: z.string() })
  .transform((values) => ({
    quality: Number(values.quality ?? 0),
    communication: Number(values.communication ?? 0),
    delivery: Number(values.delivery ?? 0),
    text: values.text,
  }))
  .pipe(ReviewCreateSchema);

/**
 * What a thread shows of its closed deal's review: for the buyer side, `Write a review` (once) and then its review;
 * for the supplier, the review with its one answer to write. A review an administrator hid says so, with the reason,
 * to both. Nothing before both sides closed the deal.
 */
export function ThreadReview({ thread, identityID }: { thread: Thread; identityID: string }) {
  const { t } = useTranslation('reviews');
  const language = useLanguage();
  const closed = thread.deal.closedAt !== null;
  const review = useThreadReview(thread.requestID, identityID, closed);
  if (!closed || !review.isSuccess) return null;
  const businessName = thread.to.name;
  const current = review.data;
  const buyer = thread.side === 'S';
  if (!current) {
    return buyer ? (
      <ReviewDialog
        title={t('writeTitle', { company: businessName })}
        trigger={
          <button type="button" className={buttonClass('accent', { size: 'sm' })}>
            {t('write')}
          </button>
        }
      >
        {(close) => <ReviewForm thread={thread} identityID={identityID} onSaved={close} />}
      </ReviewDialog>
    ) : (
      <p className={styles.threadNote}>{t('notYet')}</p>
    );
  }
  const toAnswer = !buyer && current.answer === null && !current.hidden;
  return (
    <ReviewDialog
      title={buyer ? t('yours') : t('ofYou')}
      trigger={
        <button type="button" className={buttonClass(toAnswer ? 'accent' : 'outline', { size: 'sm' })}>
          {current.hidden ? t('seeHidden') : buyer ? t('seeYours') : toAnswer ? t('seeAndAnswer') : t('see')}
        </button>
      }
    >
      {(close) => (
        <>
          {current.hidden && (
            <p className={styles.hiddenNote} role="note">
              {t('hidden', {
                date: formatDate(current.hidden.hiddenAt, language),
                reason: current.hidden.reason,
              })}
            </p>
          )}
          <ReviewCard review={current} businessName={businessName} />
          {toAnswer && <AnswerForm thread={thread} identityID={identityID} onSaved={close} />}
        </>
      )}
    </ReviewDialog>
  );
}

/** A form of the thread's review: the thread, the identity it is read as, and what to do once saved. */
interface ThreadFormProps {
  thread: Thread;
  identityID: string;
  onSaved: () => void;
}

function ReviewForm({ thread, identityID, onSaved }: ThreadFormProps) {
  const { t } = useTranslation('reviews');
  const form = useForm<ReviewValues, unknown, ReviewCreate>({
    resolver: zodResolver(reviewSchema),
    defaultValues: { quality: null, communication: null, delivery: null, text: '' },
    shouldFocusError: false,
  });
  const save = useCreateReview(thread.requestID, identityID, thread.to.id);
  const onSubmit = form.handleSubmit((input) => {
    const values = form.getValues();
    save.mutate(input, {
      onSuccess: () => {
        toast.success(t('saved'));
        onSaved();
      },
      onError: (error) => toastFailure(error, showFieldErrors(error, '', values, form.setError)),
    });
  });
  return (
    <FormFrame
      form={form}
      label={t('form')}
      onSubmit={onSubmit}
      submit={save.isPending ? t('sending') : t('submit')}
      pending={save.isPending}
    >
      <p className={styles.formNote}>{t('formNote')}</p>
      {REVIEW_ASPECTS.map((aspect) => (
        <StarRatingField key={aspect} legend={t(ASPECT_LABELS[aspect])} name={aspect} />
      ))}
      <TextAreaField label={t('text')} name="text" maxLength={LIMITS.reviewTextMax} rows={5} counter />
    </FormFrame>
  );
}

function AnswerForm({ thread, identityID, onSaved }: ThreadFormProps) {
  const { t } = useTranslation('reviews');
  const form = useForm<ReviewAnswerInput>({
    resolver: zodResolver(ReviewAnswerSchema),
    defaultValues: { text: '' },
    shouldFocusError: false,
  });
  const save = useAnswerReview(thread.requestID, identityID, thread.to.id);
  const onSubmit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => {
        toast.success(t('answered'));
        onSaved();
      },
    }),
  );
  return (
    <FormFrame
      form={form}
      label={t('answerForm')}
      onSubmit={onSubmit}
      submit={save.isPending ? t('sending') : t('sendAnswer')}
      pending={save.isPending}
    >
      <TextAreaField label={t('answer')} name="text" maxLength={LIMITS.reviewAnswerMax} rows={4} counter />
    </FormFrame>
  );
}
