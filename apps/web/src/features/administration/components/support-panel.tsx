import {
  SUPPORT_LIMITS,
  SUPPORT_MINUTES_STEP,
  SupportSessionInputSchema,
  idFromSlug,
  type SupportSessionInput,
  type SupportSummary,
} from '@b2b/contracts';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { SelectField, TextField } from '../../../components/form/bound-fields.tsx';
import { DateField } from '../../../components/form/date-field.tsx';
import { Field } from '../../../components/form/field.tsx';
import { showFieldErrors } from '../../../components/form/server-errors.ts';
import { zodResolver } from '../../../components/form/zod-resolver.ts';
import { buttonClass } from '../../../components/ui/button.ts';
import { LoadError, Loading } from '../../../components/ui/status.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { useLanguage } from '../../../lib/language.ts';
import { toast } from '../../../lib/toast.tsx';
import { toastFailure } from '../../../lib/toast-failure.ts';
import { useRecordSupport, useSupportSummary } from '../api/queries.ts';
import { useLevelLabel } from '../../../lib/level-names.ts';
import styles from './administration.module.css';
import { formatHours } from '../../../lib/format-hours.ts';
import { useRevealFirstError } from '../../../components/form/use-reveal-first-error.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MINUTE_STEPS = Array.from(
  { length: SUPPORT_LIMITS.minutesMax / SUPPORT_MINUTES_STEP },
  (_, i) => (i + 1) * SUPPORT_MINUTES_STEP,
);

/** Support given to a business: choose it by its page address or id (`?business=`), see its hours, record a session. */
export function SupportPanel() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const chosen = params.get('business');
  const businessID = chosen && UUID.test(chosen) ? chosen : null;
  const [address, setAddress] = useState(chosen ?? '');
  const [wrong, setWrong] = useState(false);

  const choose = () => {
    // A page address ends with the business's id, before any query or fragment.
    const id = idFromSlug((address.trim().split(/[?#]/)[0] ?? '').replace(/\/+$/, ''));
    if (!UUID.test(id)) {
      setWrong(true);
      return;
    }
    setWrong(false);
    setParams({ business: id }, { replace: true });
  };

  return (
    <div className={styles.block}>
      <form
        className={styles.lookup}
        aria-label={t('support.chooseForm')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          choose();
        }}
      >
        <Field label={t('support.address')} error={wrong ? t('support.wrongAddress') : undefined}>
          {(props) => <input {...props} value={address} onChange={(e) => setAddress(e.target.value)} />}
        </Field>
        <div>
          <button type="submit" className={buttonClass('outline', { size: 'sm' })}>
            {t('support.show')}
          </button>
        </div>
      </form>
      {businessID && <BusinessSupport key={businessID} businessID={businessID} />}
    </div>
  );
}

function BusinessSupport({ businessID }: { businessID: string }) {
  const { t } = useTranslation('admin');
  const summary = useSupportSummary(businessID);
  if (summary.error instanceof ApiError && summary.error.status === 404) {
    return <p>{t('support.noBusiness')}</p>;
  }
  if (summary.isError) return <LoadError />;
  if (!summary.data) return <Loading />;
  return <SupportDetails summary={summary.data} />;
}

function SupportDetails({ summary }: { summary: SupportSummary }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const levelLabel = useLevelLabel();
  const { business, allowanceMinutes, usedMinutes, periodStart, periodEnd } = summary;
  return (
    <section aria-labelledby="support-business-title" className={styles.block}>
      <h3 id="support-business-title" className={styles.blockTitle}>
        {business.companyName}
      </h3>
      <p>
        {allowanceMinutes > 0 && periodStart && periodEnd
          ? t('support.used', {
              level: levelLabel(business.subscription),
              used: formatHours(usedMinutes, language),
              allowance: formatHours(allowanceMinutes, language),
              start: formatDate(periodStart, language),
              end: formatDate(periodEnd, language),
            })
          : t('support.none', { level: levelLabel(business.subscription) })}
      </p>
      {summary.sessions.length > 0 && (
        <ul className={styles.sessions}>
          {summary.sessions.map((session) => (
            <li key={session.sessionID}>
              {t('support.session', {
                date: formatDate(session.givenOn, language),
                minutes: session.minutes,
                topic: session.topic,
              })}
            </li>
          ))}
        </ul>
      )}
      {allowanceMinutes > usedMinutes && <SupportForm businessID={business.businessID} />}
    </section>
  );
}

interface SupportValues {
  minutes: string;
  topic: string;
  givenOn: string;
}

const supportSchema = z
  .custom<SupportValues>()
  .transform((v): unknown => ({ ...v, minutes: Number(v.minutes) }))
  .pipe(SupportSessionInputSchema);

function SupportForm({ businessID }: { businessID: string }) {
  const { t } = useTranslation('admin');
  const minuteOptions = useMemo(
    () =>
      MINUTE_STEPS.map((minutes) => ({ value: String(minutes), label: t('support.minutes', { minutes }) })),
    [t],
  );
  const record = useRecordSupport(businessID);
  const form = useForm<SupportValues, unknown, SupportSessionInput>({
    resolver: zodResolver(supportSchema),
    defaultValues: {
      minutes: String(SUPPORT_MINUTES_STEP * 4),
      topic: '',
      givenOn: new Date().toISOString().slice(0, 10),
    },
    shouldFocusError: false,
  });
  const formRef = useRevealFirstError(form.formState);
  const onSubmit = form.handleSubmit((input) =>
    record.mutate(input, {
      onSuccess: () => {
        toast.success(t('support.recorded'));
        form.reset({ ...form.getValues(), topic: '' });
      },
      onError: (error) => toastFailure(error, showFieldErrors(error, '', form.getValues(), form.setError)),
    }),
  );
  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        className={styles.form}
        aria-label={t('support.form')}
        noValidate
        onSubmit={(e) => void onSubmit(e)}
      >
        <SelectField
          label={t('support.timeGiven')}
          name="minutes"
          options={minuteOptions}
          placeholder={false}
        />
        <TextField label={t('support.topic')} name="topic" maxLength={SUPPORT_LIMITS.topicMax} />
        <DateField label={t('support.date')} name="givenOn" />
        <div>
          <button type="submit" className={buttonClass('primary')} disabled={record.isPending}>
            {t('support.submit')}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
