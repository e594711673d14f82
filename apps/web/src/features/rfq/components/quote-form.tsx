import {
  LIMITS,
  QuoteCreateSchema,
  QuoteUpdateSchema,
  utcDatePlus,
  type QuoteCreate,
  type QuoteCreateInput,
  type Quote,
  type QuoteUpdate,
  type Rfq,
} from '@b2b/contracts';
import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SelectField, TextAreaField, TextField } from '../../../components/form/bound-fields.tsx';
import { DateField } from '../../../components/form/date-field.tsx';
import { typedNumber } from '../../../components/form/form-values.ts';
import { FieldGrid } from '../../../components/form/field.tsx';
import { showFieldErrors } from '../../../components/form/server-errors.ts';
import { useRevealFirstError } from '../../../components/form/use-reveal-first-error.ts';
import { zodResolver } from '../../../components/form/zod-resolver.ts';
import { buttonClass } from '../../../components/ui/button.ts';
import { usePaymentCurrencies } from '../../../lib/currency-names.ts';
import { useSendQuote, useUpdateQuote } from '../api/queries.ts';
import { useIncotermOptions } from '../rfq-words.ts';
import styles from './rfq.module.css';

interface QuoteFormValues {
  unitPrice: string;
  currency: string;
  minimumOrderQuantity: string;
  leadTimeDays: string;
  incoterm: string;
  namedPlace: string;
  paymentTerms: string;
  validUntil: string;
  message: string;
  productID: string;
}

const fieldsOf = (v: QuoteFormValues): QuoteUpdate =>
  ({
    unitPrice: typedNumber(v.unitPrice),
    currency: v.currency,
    minimumOrderQuantity: typedNumber(v.minimumOrderQuantity),
    leadTimeDays: typedNumber(v.leadTimeDays),
    incoterm: v.incoterm,
    namedPlace: v.namedPlace,
    paymentTerms: v.paymentTerms,
    validUntil: v.validUntil,
    message: v.message,
    ...(v.productID ? { productID: v.productID } : {}),
  }) as QuoteUpdate;
const valuesSchema = z.custom<QuoteFormValues>();
const createSchema = (businessID: string) =>
  valuesSchema.transform((v) => ({ businessID, ...fieldsOf(v) }) as QuoteCreateInput).pipe(QuoteCreateSchema);
const updateSchema = valuesSchema.transform(fieldsOf).pipe(QuoteUpdateSchema);

const formValues = (rfq: Rfq, quote: Quote | undefined): QuoteFormValues => ({
  unitPrice: quote ? String(quote.unitPrice) : '',
  currency: quote?.currency ?? rfq.currency,
  minimumOrderQuantity: quote ? String(quote.minimumOrderQuantity) : '',
  leadTimeDays: quote ? String(quote.leadTimeDays) : '',
  incoterm: quote?.incoterm ?? rfq.incoterm,
  namedPlace: quote?.namedPlace ?? '',
  paymentTerms: quote?.paymentTerms ?? '',
  validUntil: quote?.validUntil ?? utcDatePlus(30),
  message: quote?.message ?? '',
  productID: quote?.productID ?? '',
});

/**
 * A supplier's quote for an RFQ as `businessID`, or its one change: prices per unit of the RFQ's quantity, checked by
 * the schema the server uses. `products` are the business's showcase, one of which the quote may offer.
 */
export function QuoteForm({
  rfq,
  businessID,
  quote,
  products,
  onDone,
}: {
  rfq: Rfq;
  businessID: string;
  quote?: Quote;
  products: { productID: string; name: string }[];
  onDone?: () => void;
}) {
  const { t } = useTranslation('rfq');
  const send = useSendQuote(rfq.rfqID);
  const update = useUpdateQuote(rfq.rfqID, quote?.quoteID ?? '');
  const resolver = useMemo(
    () =>
      quote
        ? zodResolver<QuoteFormValues, unknown, QuoteUpdate>(updateSchema)
        : zodResolver<QuoteFormValues, unknown, QuoteCreate>(createSchema(businessID)),
    [quote, businessID],
  );
  const form = useForm<QuoteFormValues, unknown, QuoteCreate | QuoteUpdate>({
    resolver,
    defaultValues: formValues(rfq, quote),
    shouldFocusError: false,
  });
  const formRef = useRevealFirstError(form.formState, { refusal: t('form.incomplete') });
  const currencies = usePaymentCurrencies();
  const incoterms = useIncotermOptions();
  const saving = send.isPending || update.isPending;
  const handlers = {
    onSuccess: () => onDone?.(),
    onError: (error: Error) => showFieldErrors(error, '', form.getValues(), form.setError),
  };
  const save = (input: QuoteCreate | QuoteUpdate) =>
    quote ? update.mutate(input as QuoteUpdate, handlers) : send.mutate(input as QuoteCreate, handlers);

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        className={styles.form}
        aria-label={quote ? t('quote.editLabel') : t('quote.newLabel')}
        noValidate
        onSubmit={(event) => void form.handleSubmit(save)(event)}
      >
        {quote && <p className={styles.hint}>{t('quote.changeOnce')}</p>}
        <FieldGrid>
          <TextField
            label={t('quote.unitPrice')}
            name="unitPrice"
            inputMode="numeric"
            hint={t('quote.unitPriceHint')}
          />
          <SelectField
            label={t('quote.currency')}
            name="currency"
            options={currencies.map(({ code, name }) => ({ value: code, label: `${code} · ${name}` }))}
            placeholder={false}
          />
          <TextField label={t('quote.moq')} name="minimumOrderQuantity" inputMode="numeric" />
          <TextField label={t('quote.leadTimeDays')} name="leadTimeDays" inputMode="numeric" />
          <SelectField label={t('quote.incoterm')} name="incoterm" options={incoterms} placeholder={false} />
          <TextField
            label={t('quote.namedPlace')}
            name="namedPlace"
            maxLength={LIMITS.quoteNamedPlaceMax}
            hint={t('quote.namedPlaceHint')}
          />
          <TextField
            label={t('quote.paymentTerms')}
            name="paymentTerms"
            maxLength={LIMITS.quotePaymentTermsMax}
          />
          <DateField label={t('quote.validUntil')} name="validUntil" />
          {products.length > 0 && (
            <SelectField
              label={t('quote.product')}
              name="productID"
              options={products.map(({ productID, name }) => ({ value: productID, label: name }))}
              placeholder={t('quote.noProduct')}
            />
          )}
        </FieldGrid>
        <TextAreaField
          label={t('quote.message')}
          name="message"
          maxLength={LIMITS.quoteMessageMax}
          rows={6}
          counter
        />
        <div className={styles.actions}>
          <button type="submit" className={buttonClass('accent')} disabled={saving}>
            {saving ? t('form.saving') : quote ? t('quote.saveChange') : t('quote.send')}
          </button>
          {onDone && quote && (
            <button type="button" className={buttonClass('outline')} onClick={onDone}>
              {t('form.cancel')}
            </button>
          )}
        </div>
      </form>
    </FormProvider>
  );
}
