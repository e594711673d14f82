import {
  SUPPORT_LIMITS,
  SUPPORT_MINUTES_STEP,
  SupportSessionInputSchema,
  idFromSlug,
  subscriptionLabel,
  type SupportSessionInput,
  type SupportSummary,
} from '@b2b/contracts';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { SelectField, TextField } from '../../../components/form/bound-fields.tsx';
import { Field } from '../../../components/form/field.tsx';
import { showFieldErrors } from '../../../components/form/server-errors.ts';
import { zodResolver } from '../../../components/form/zod-resolver.ts';
import { buttonClass } from '../../../components/ui/button.ts';
import { LoadError, Loading } from '../../../components/ui/status.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.tsx';
import { toastFailure } from '../../../lib/toast-failure.ts';
import { useRecordSupport, useSupportSummary } from '../api/queries.ts';
import styles from './administration.module.css';
import { formatHours } from '../../../lib/format-hours.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MINUTE_OPTIONS = Array.from({ length: SUPPORT_LIMITS.minutesMax / SUPPORT_MINUTES_STEP }, (_, i) => {
  const minutes = (i + 1) * SUPPORT_MINUTES_STEP;
  return { value: String(minutes), label: `${minutes} minutes` };
});

/** Support given to a business: choose it by its page address or id (`?business=`), see its hours, record a session. */
export function SupportPanel() {
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
        aria-label="Choose a business"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          choose();
        }}
      >
        <Field
          label="Business page address or id"
          error={wrong ? 'Give the address of a business page or a business id' : undefined}
        >
          {(props) => <input {...props} value={address} onChange={(e) => setAddress(e.target.value)} />}
        </Field>
        <div>
          <button type="submit" className={buttonClass('outline', { size: 'sm' })}>
            Show support
          </button>
        </div>
      </form>
      {businessID && <BusinessSupport key={businessID} businessID={businessID} />}
    </div>
  );
}

function BusinessSupport({ businessID }: { businessID: string }) {
  const summary = useSupportSummary(businessID);
  if (summary.error instanceof ApiError && summary.error.status === 404) {
    return <p>There is no business with this id.</p>;
  }
  if (summary.isError) return <LoadError />;
  if (!summary.data) return <Loading />;
  return <SupportDetails summary={summary.data} />;
}

function SupportDetails({ summary }: { summary: SupportSummary }) {
  const { business, allowanceMinutes, usedMinutes } = summary;
  return (
    <section aria-labelledby="support-business-title" className={styles.block}>
      <h3 id="support-business-title" className={styles.blockTitle}>
        {business.companyName}
      </h3>
      <p>
        {subscriptionLabel(business.subscription)}:{' '}
        {allowanceMinutes > 0
          ? `${formatHours(usedMinutes)} of ${formatHours(allowanceMinutes)} used from ${summary.periodStart} to ${summary.periodEnd}.`
          : 'this membership includes no professional support.'}
      </p>
      {summary.sessions.length > 0 && (
        <ul className={styles.sessions}>
          {summary.sessions.map((session) => (
            <li key={session.sessionID}>
              {session.givenOn} · {session.minutes} minutes · {session.topic}
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
  const record = useRecordSupport(businessID);
  const form = useForm<SupportValues, unknown, SupportSessionInput>({
    resolver: zodResolver(supportSchema),
    defaultValues: {
      minutes: String(SUPPORT_MINUTES_STEP * 4),
      topic: '',
      givenOn: new Date().toISOString().slice(0, 10),
    },
  });
  const onSubmit = form.handleSubmit((input) =>
    record.mutate(input, {
      onSuccess: () => {
        toast.success('Support recorded.');
        form.reset({ ...form.getValues(), topic: '' });
      },
      onError: (error) => toastFailure(error, showFieldErrors(error, '', form.getValues(), form.setError)),
    }),
  );
  return (
    <FormProvider {...form}>
      <form className={styles.form} aria-label="Record support" noValidate onSubmit={(e) => void onSubmit(e)}>
        <SelectField label="Time given" name="minutes" options={MINUTE_OPTIONS} placeholder={false} />
        <TextField label="Topic" name="topic" maxLength={SUPPORT_LIMITS.topicMax} />
        <TextField label="Date" name="givenOn" type="date" />
        <div>
          <button type="submit" className={buttonClass('primary')} disabled={record.isPending}>
            Record support
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
