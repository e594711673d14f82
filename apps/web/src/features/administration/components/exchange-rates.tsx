import { ExchangeRateSchema, utcDatePlus, type ExchangeRate } from '@b2b/contracts';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SelectField, TextField } from '../../../components/form/bound-fields.tsx';
import { DateField } from '../../../components/form/date-field.tsx';
import { FieldGrid } from '../../../components/form/field.tsx';
import { typedNumber } from '../../../components/form/form-values.ts';
import { showFieldErrors } from '../../../components/form/server-errors.ts';
import { zodResolver } from '../../../components/form/zod-resolver.ts';
import { buttonClass } from '../../../components/ui/button.ts';
import { FactList } from '../../../components/ui/fact-list.tsx';
import { LoadError, Loading, NoContent } from '../../../components/ui/status.tsx';
import { usePaymentCurrencies } from '../../../lib/currency-names.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { formatNumber } from '../../../lib/format-number.ts';
import { useLanguage } from '../../../lib/language.ts';
import { toast } from '../../../lib/toast.tsx';
import { useExchangeRates, useSetExchangeRate } from '../api/queries.ts';
import styles from './administration.module.css';

interface RateValues {
  baseCurrency: string;
  quoteCurrency: string;
  rateDate: string;
  rate: string;
}

const rateSchema = z
  .custom<RateValues>()
  .transform((v) => ({ ...v, rate: typedNumber(v.rate) }) as ExchangeRate)
  .pipe(ExchangeRateSchema);

/**
 * The exchange rates the compare tables of quotes convert with: the newest of each pair, and a form for a pair's rate
 * of a day (one unit of the first currency in the second). A rate of a day already kept is replaced.
 */
export function ExchangeRates() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const rates = useExchangeRates();
  const set = useSetExchangeRate();
  const currencies = usePaymentCurrencies().map(({ code, name }) => ({
    value: code,
    label: `${code} · ${name}`,
  }));
  const form = useForm<RateValues, unknown, ExchangeRate>({
    resolver: zodResolver(rateSchema),
    defaultValues: { baseCurrency: 'EUR', quoteCurrency: 'USD', rateDate: utcDatePlus(0), rate: '' },
  });
  const save = (rate: ExchangeRate) =>
    set.mutate(rate, {
      onSuccess: () => {
        toast.success(t('rates.saved'));
        form.reset({ ...form.getValues(), rate: '' });
      },
      onError: (error) => showFieldErrors(error, '', form.getValues(), form.setError),
    });
  return (
    <div className={styles.block}>
      <p>{t('rates.intro')}</p>
      {rates.isError && <LoadError />}
      {rates.isPending && <Loading />}
      {rates.data &&
        (rates.data.length === 0 ? (
          <NoContent message={t('rates.empty')} />
        ) : (
          <FactList
            facts={rates.data.map((rate) => [
              `${rate.baseCurrency} → ${rate.quoteCurrency}`,
              t('rates.value', {
                rate: formatNumber(rate.rate, language, { maximumFractionDigits: 6 }),
                base: rate.baseCurrency,
                quote: rate.quoteCurrency,
                date: formatDate(rate.rateDate, language),
              }),
            ])}
          />
        ))}
      <FormProvider {...form}>
        <form
          className={styles.block}
          aria-label={t('rates.form')}
          noValidate
          onSubmit={(event) => void form.handleSubmit(save)(event)}
        >
          <FieldGrid>
            <SelectField
              label={t('rates.base')}
              name="baseCurrency"
              options={currencies}
              placeholder={false}
            />
            <SelectField
              label={t('rates.quote')}
              name="quoteCurrency"
              options={currencies}
              placeholder={false}
            />
            <TextField label={t('rates.rate')} name="rate" inputMode="numeric" hint={t('rates.rateHint')} />
            <DateField label={t('rates.date')} name="rateDate" />
          </FieldGrid>
          <div>
            <button type="submit" className={buttonClass('outline', { size: 'sm' })} disabled={set.isPending}>
              {t('rates.save')}
            </button>
          </div>
        </form>
      </FormProvider>
    </div>
  );
}
