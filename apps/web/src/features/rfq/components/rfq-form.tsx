import {
  closingDayOf,
  LIMITS,
  RFQ_IDENTITIES,
  RfqCreateSchema,
  RfqUpdateSchema,
  utcDatePlus,
  type BuyerRfq,
  type Image,
  type RfqCreate,
  type RfqCreateInput,
  type RfqIdentity,
  type RfqUpdate,
} from '@b2b/contracts';
import { Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { FormProvider, useController, useForm, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { SelectField, TextAreaField, TextField } from '../../../components/form/bound-fields.tsx';
import { CategorySelects } from '../../../components/form/category-selects.tsx';
import { DateField } from '../../../components/form/date-field.tsx';
import { typedNumber } from '../../../components/form/form-values.ts';
import { FieldCluster, FieldGrid, FormSection } from '../../../components/form/field.tsx';
import { showFieldErrors } from '../../../components/form/server-errors.ts';
import { useRevealFirstError } from '../../../components/form/use-reveal-first-error.ts';
import { zodResolver } from '../../../components/form/zod-resolver.ts';
import { buttonClass } from '../../../components/ui/button.ts';
import { ImageUploadButton } from '../../../components/ui/image-upload-button.tsx';
import { usePaymentCurrencies } from '../../../lib/currency-names.ts';
import { srcSetOf } from '../../../lib/image-src-set.ts';
import { paths } from '../../../lib/paths.ts';
import { useCountries } from '../../../lib/reference-data.ts';
import { useNamedCountries } from '../../../lib/country-names.ts';
import { uploadImage } from '../../../lib/upload-image.ts';
import { usePostRfq, useUpdateRfq } from '../api/queries.ts';
import { useIncotermOptions, useUnitOptions } from '../rfq-words.ts';
import styles from './rfq.module.css';

/** Who may post: the person (their own id) or one of their businesses. */
export interface PosterChoice {
  id: string;
  name: string;
}

/** The form's values as its controls hold them: numbers as typed, `from` an id of the posters. */
interface RfqFormValues {
  from: string;
  productName: string;
  industryID: string;
  categoryID: string;
  subcategoryID: string | null;
  quantity: string;
  unit: string;
  targetUnitPrice: string;
  currency: string;
  destinationCountry: string;
  incoterm: string;
  closesOn: string;
  description: string;
  pictures: Image[];
  identity: RfqIdentity;
}

const shared = (v: RfqFormValues): RfqUpdate =>
  ({
    productName: v.productName,
    quantity: typedNumber(v.quantity),
    unit: v.unit,
    ...(v.targetUnitPrice.trim() ? { targetUnitPrice: typedNumber(v.targetUnitPrice) } : {}),
    currency: v.currency,
    destinationCountry: v.destinationCountry,
    incoterm: v.incoterm,
    closesOn: v.closesOn,
    description: v.description,
    pictures: v.pictures,
    identity: v.identity,
  }) as RfqUpdate;

const valuesSchema = z.custom<RfqFormValues>();
/** A new RFQ: the person's own id as poster is left out, as the contract wants it. */
const createSchema = (userID: string) =>
  valuesSchema
    .transform(
      (v): RfqCreateInput =>
        ({
          ...(v.from && v.from !== userID ? { from: v.from } : {}),
          industryID: v.industryID,
          categoryID: v.categoryID,
          ...(v.subcategoryID ? { subcategoryID: v.subcategoryID } : {}),
          ...shared(v),
        }) as RfqCreateInput,
    )
    .pipe(RfqCreateSchema);
/** A change: who posts it and its place in the industry tree stay (they chose the suppliers it was sent to). */
const updateSchema = valuesSchema.transform(shared).pipe(RfqUpdateSchema);

function formValues(posters: PosterChoice[], rfq: BuyerRfq | undefined, currency: string): RfqFormValues {
  return {
    from: posters[0]?.id ?? '',
    productName: rfq?.productName ?? '',
    industryID: rfq?.industryID ?? '',
    categoryID: rfq?.categoryID ?? '',
    subcategoryID: rfq?.subcategoryID ?? null,
    quantity: rfq ? String(rfq.quantity) : '',
    unit: rfq?.unit ?? 'pieces',
    targetUnitPrice: rfq?.targetUnitPrice == null ? '' : String(rfq.targetUnitPrice),
    currency: rfq?.currency ?? currency,
    destinationCountry: rfq?.destinationCountry ?? '',
    incoterm: rfq?.incoterm ?? 'FOB',
    closesOn: rfq ? closingDayOf(rfq.closesAt) : utcDatePlus(14),
    description: rfq?.description ?? '',
    pictures: rfq?.pictures ?? [],
    identity: rfq?.identity ?? 'anonymous',
  };
}

/**
 * Posts a request for quotation, or changes one until its first quote: every field of the contract, checked by the same
 * schema the server uses. Posting opens the new RFQ's page, which says how many suppliers it was sent to.
 */
export function RfqForm({
  posters,
  userID,
  rfq,
  defaultCurrency,
}: {
  /** The person first, then their businesses; unused when editing. */
  posters: PosterChoice[];
  userID: string;
  rfq?: BuyerRfq;
  defaultCurrency: string;
}) {
  const { t } = useTranslation('rfq');
  const navigate = useNavigate();
  const post = usePostRfq();
  const update = useUpdateRfq(rfq?.rfqID ?? '');
  const resolver = useMemo(
    () =>
      rfq
        ? zodResolver<RfqFormValues, unknown, RfqUpdate>(updateSchema)
        : zodResolver<RfqFormValues, unknown, RfqCreate>(createSchema(userID)),
    [rfq, userID],
  );
  const form = useForm<RfqFormValues, unknown, RfqCreate | RfqUpdate>({
    resolver,
    defaultValues: formValues(posters, rfq, defaultCurrency),
    shouldFocusError: false,
  });
  const formRef = useRevealFirstError(form.formState, { refusal: t('form.incomplete') });
  const countries = useNamedCountries(useCountries());
  const currencies = usePaymentCurrencies();
  const units = useUnitOptions();
  const incoterms = useIncotermOptions();
  const saving = post.isPending || update.isPending;
  const failed = (error: Error) => showFieldErrors(error, '', form.getValues(), form.setError);

  const save = (input: RfqCreate | RfqUpdate) => {
    if (rfq) {
      update.mutate(input as RfqUpdate, {
        onSuccess: () => void navigate(paths.rfq.href(rfq.rfqID)),
        onError: failed,
      });
    } else {
      post.mutate(input as RfqCreate, {
        onSuccess: ({ rfqID, matched }) => void navigate(paths.rfq.href(rfqID), { state: { matched } }),
        onError: failed,
      });
    }
  };

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        className={styles.form}
        aria-label={rfq ? t('form.editLabel') : t('form.newLabel')}
        noValidate
        onSubmit={(event) => void form.handleSubmit(save)(event)}
      >
        <FormSection legend={t('form.what')}>
          {!rfq && (
            <SelectField
              label={t('form.postAs')}
              name="from"
              options={posters.map(({ id, name }) => ({ value: id, label: name }))}
              placeholder={false}
            />
          )}
          <TextField label={t('form.productName')} name="productName" maxLength={LIMITS.rfqProductNameMax} />
          {!rfq && (
            <CategorySelects
              control={form.control}
              setValue={form.setValue}
              names={{ industry: 'industryID', category: 'categoryID', subCategory: 'subcategoryID' }}
              labels={{
                industry: t('form.industry'),
                category: t('form.category'),
                subCategory: t('form.subcategory'),
              }}
            />
          )}
          <TextAreaField
            label={t('form.description')}
            name="description"
            maxLength={LIMITS.rfqDescriptionMax}
            rows={8}
            counter
          />
        </FormSection>

        <FormSection legend={t('form.terms')}>
          <FieldGrid>
            <TextField label={t('form.quantity')} name="quantity" inputMode="numeric" />
            <SelectField label={t('form.unit')} name="unit" options={units} placeholder={false} />
            <TextField
              label={t('form.targetUnitPrice')}
              name="targetUnitPrice"
              inputMode="numeric"
              hint={t('form.targetUnitPriceHint')}
            />
            <SelectField
              label={t('form.currency')}
              name="currency"
              options={currencies.map(({ code, name }) => ({ value: code, label: `${code} · ${name}` }))}
              placeholder={false}
            />
            <SelectField
              label={t('form.destinationCountry')}
              name="destinationCountry"
              options={countries.map(({ code, name }) => ({ value: code, label: name }))}
            />
            <SelectField label={t('form.incoterm')} name="incoterm" options={incoterms} placeholder={false} />
            <DateField
              label={t('form.closesOn')}
              name="closesOn"
              hint={t('form.closesOnHint', { min: LIMITS.rfqCloseDaysMin, max: LIMITS.rfqCloseDaysMax })}
            />
          </FieldGrid>
        </FormSection>

        <FormSection legend={t('form.pictures')}>
          <PicturesField />
        </FormSection>

        <FormSection legend={t('form.visibility')}>
          <IdentityChoice />
        </FormSection>

        <div className={styles.actions}>
          <button type="submit" className={buttonClass('accent')} disabled={saving}>
            {saving ? t('form.saving') : rfq ? t('form.save') : t('form.post')}
          </button>
          <Link
            to={rfq ? paths.rfq.href(rfq.rfqID) : paths.rfqList.href()}
            className={buttonClass('outline')}
          >
            {t('form.cancel')}
          </Link>
        </div>
      </form>
    </FormProvider>
  );
}

/** Up to five of the buyer's own pictures: each uploaded as the person's, the server checks they are theirs. */
function PicturesField() {
  const { t } = useTranslation(['rfq', 'common']);
  const { control } = useFormContext<RfqFormValues>();
  const { field, fieldState } = useController({ control, name: 'pictures' });
  const pictures = field.value;
  return (
    <FieldCluster
      legend={t('form.picturesHint', { max: LIMITS.rfqPicturesMax })}
      error={fieldState.error?.message}
    >
      {pictures.length > 0 && (
        <ul className={styles.pictures}>
          {pictures.map((picture, index) => (
            <li key={picture.url} className={styles.picture}>
              <img
                src={picture.url}
                srcSet={srcSetOf(picture)}
                sizes="120px"
                alt={t('form.pictureNumber', { number: index + 1 })}
                width={120}
                height={120}
              />
              <button
                type="button"
                className={buttonClass('ghost', { size: 'sm' })}
                onClick={() => field.onChange(pictures.filter((_, i) => i !== index))}
                aria-label={t('form.removePicture', { number: index + 1 })}
              >
                <Trash2 aria-hidden size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {pictures.length < LIMITS.rfqPicturesMax && (
        <ImageUploadButton
          label={t('form.addPicture')}
          failure={t('common:toast.failure')}
          onFile={async (file) => field.onChange([...pictures, await uploadImage('user', file)])}
        />
      )}
    </FieldCluster>
  );
}

/** Anonymous (the default) or named to every matched supplier, each choice with what it means. */
function IdentityChoice() {
  const { t } = useTranslation('rfq');
  const { register } = useFormContext<RfqFormValues>();
  const words = {
    anonymous: { label: t('form.anonymous'), text: t('form.anonymousText') },
    named: { label: t('form.named'), text: t('form.namedText') },
  } satisfies Record<RfqIdentity, unknown>;
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.choicesLegend}>{t('form.whoSeesYou')}</legend>
      {RFQ_IDENTITIES.map((identity) => (
        <label key={identity} className={styles.choice}>
          <input type="radio" value={identity} {...register('identity')} />
          <span>
            <strong>{words[identity].label}</strong>
            <span className={styles.choiceText}>{words[identity].text}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
