import {
  LIMITS,
  NEED_HELP_BUY_PRODUCTS,
  NEED_HELP_LIMITS,
  NEED_HELP_SELL_PRODUCTS,
  NEED_HELP_STATES_COUNTRY,
  PROFILE_BUSINESS_TYPE_CODES,
  type NeedHelpEnquiry,
  type NeedHelpEnquiryInput,
} from '@b2b/contracts';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextAreaField, TextField } from '../../../components/form/bound-fields.tsx';
import { FieldGrid, FormSection } from '../../../components/form/field.tsx';
import { showFieldErrors } from '../../../components/form/server-errors.ts';
import { buttonClass } from '../../../components/ui/button.ts';
import {
  useBusinessTypes,
  useCountries,
  useIndustries,
  useJobPositions,
  useStates,
} from '../../../lib/reference-data.ts';
import { toast } from '../../../lib/toast.tsx';
import { useBusinessTypeName } from '../../../lib/business-types.ts';
import { useNamedCountries } from '../../../lib/country-names.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useSendNeedHelp } from '../api/queries.ts';
import styles from './need-help-form.module.css';
import { useRevealFirstError } from '../../../components/form/use-reveal-first-error.ts';

/** What the form's controls hold: text, and the empty `Select` choice of each dropdown. */
const EMPTY: Required<NeedHelpEnquiryInput> = {
  firstName: '',
  lastName: '',
  businessName: '',
  businessType: '',
  website: '',
  jobPosition: '',
  address: '',
  zipcode: '',
  city: '',
  usaState: '',
  country: '',
  companyPhone: '',
  companyFax: '',
  totalEmployees: '',
  salesEmployees: '',
  mobilePhone: '',
  email: '',
  buyProduct1: '',
  buyProduct2: '',
  buyProduct3: '',
  buyProduct4: '',
  moreInfoBuy: '',
  sellProduct1: '',
  sellProduct2: '',
  sellProduct3: '',
  sellProduct4: '',
  moreInfoSell: '',
};
type NeedHelpValues = NeedHelpEnquiryInput;

/** The contract's schema, loaded with the first check of the form rather than with the page. */
const resolver: Resolver<NeedHelpValues, unknown, NeedHelpEnquiry> = async (values, context, options) => {
  const { needHelpResolver } = await import('./need-help-resolver.ts');
  return needHelpResolver(values, context, options);
};

const { nameMax, businessNameMax, websiteMax, addressMax, zipcodeMax, cityMax, phoneMax, emailMax } =
  NEED_HELP_LIMITS;
const businessTypeCodes = new Set<string>(PROFILE_BUSINESS_TYPE_CODES);

const PRODUCT_CHOICES = {
  buy: {
    legend: 'form.buyLegend',
    label: 'form.buyProduct',
    fields: NEED_HELP_BUY_PRODUCTS,
    note: 'moreInfoBuy',
  },
  sell: {
    legend: 'form.sellLegend',
    label: 'form.sellProduct',
    fields: NEED_HELP_SELL_PRODUCTS,
    note: 'moreInfoSell',
  },
} as const;

/** Four industry choices and a note: what the enquirer buys, or sells. */
function ProductChoices({
  side,
  industries,
}: {
  side: keyof typeof PRODUCT_CHOICES;
  industries: { value: string; label: string }[];
}) {
  const { t } = useTranslation('needHelp');
  const { legend, label, fields, note } = PRODUCT_CHOICES[side];
  return (
    <FormSection legend={t(legend)}>
      <FieldGrid>
        {fields.map((name, index) => (
          <SelectField key={name} label={t(label, { number: index + 1 })} name={name} options={industries} />
        ))}
      </FieldGrid>
      <TextAreaField label={t('form.moreInfo')} name={note} maxLength={LIMITS.textAreaMax} rows={4} counter />
    </FormSection>
  );
}

/**
 * The need-help form of `/contact-us/form`: every field of the enquiry, the company telephone and the email required.
 * Choosing a US state sets the country to the United States, and another country clears the state.
 */
export function NeedHelpForm() {
  const { t } = useTranslation('needHelp');
  const hydrated = useHydrated();
  const send = useSendNeedHelp();
  const form = useForm<NeedHelpValues, unknown, NeedHelpEnquiry>({
    resolver,
    defaultValues: EMPTY,
    shouldFocusError: false,
  });
  const formRef = useRevealFirstError(form.formState);
  const typeName = useBusinessTypeName();
  const businessTypes = useBusinessTypes()
    .filter((type) => businessTypeCodes.has(type.code))
    .map((type) => ({ value: type.code, label: typeName(type.code, type.businessTypeName) }));
  const jobPositions = useJobPositions().map((job) => ({ value: job.jobPositionID, label: job.name }));
  const countries = useNamedCountries(useCountries()).map((country) => ({
    value: country.code,
    label: country.name,
  }));
  const states = useStates(NEED_HELP_STATES_COUNTRY).map((state) => ({
    value: state.stateID,
    label: state.stateName,
  }));
  const industries = useIndustries().map((industry) => ({ value: industry.id, label: industry.name }));

  const submit = (enquiry: NeedHelpEnquiry) =>
    send.mutate(enquiry, {
      onSuccess: () => {
        toast.success(t('form.sent'));
        form.reset(EMPTY);
      },
      onError: (error) => {
        showFieldErrors(error, '', form.getValues(), form.setError);
        toast.error(t('form.failed'));
      },
    });

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        className={styles.form}
        aria-label={t('form.label')}
        noValidate
        onSubmit={(event) => void form.handleSubmit(submit)(event)}
      >
        <FormSection legend={t('form.aboutYou')}>
          <FieldGrid>
            <TextField
              label={t('form.firstName')}
              name="firstName"
              maxLength={nameMax}
              autoComplete="given-name"
            />
            <TextField
              label={t('form.lastName')}
              name="lastName"
              maxLength={nameMax}
              autoComplete="family-name"
            />
            <SelectField label={t('form.jobPosition')} name="jobPosition" options={jobPositions} />
            <TextField
              label={t('form.email')}
              name="email"
              type="email"
              inputMode="email"
              maxLength={emailMax}
              autoComplete="email"
              required
            />
            <TextField
              label={t('form.mobilePhone')}
              name="mobilePhone"
              type="tel"
              maxLength={phoneMax}
              autoComplete="tel"
            />
          </FieldGrid>
        </FormSection>
        <FormSection legend={t('form.yourBusiness')}>
          <FieldGrid>
            <TextField
              label={t('form.businessName')}
              name="businessName"
              maxLength={businessNameMax}
              autoComplete="organization"
            />
            <SelectField label={t('form.businessType')} name="businessType" options={businessTypes} />
            <TextField
              label={t('form.website')}
              name="website"
              type="url"
              maxLength={websiteMax}
              autoComplete="url"
            />
            <TextField
              label={t('form.companyPhone')}
              name="companyPhone"
              type="tel"
              maxLength={phoneMax}
              autoComplete="tel"
              required
            />
            <TextField label={t('form.companyFax')} name="companyFax" type="tel" maxLength={phoneMax} />
            <TextField
              label={t('form.totalEmployees')}
              name="totalEmployees"
              inputMode="numeric"
              maxLength={7}
            />
            <TextField
              label={t('form.salesEmployees')}
              name="salesEmployees"
              inputMode="numeric"
              maxLength={7}
            />
          </FieldGrid>
        </FormSection>
        <FormSection legend={t('form.location')}>
          <FieldGrid>
            <TextField
              label={t('form.address')}
              name="address"
              maxLength={addressMax}
              autoComplete="street-address"
            />
            <TextField
              label={t('form.zipcode')}
              name="zipcode"
              maxLength={zipcodeMax}
              autoComplete="postal-code"
            />
            <TextField label={t('form.city')} name="city" maxLength={cityMax} autoComplete="address-level2" />
            <SelectField
              label={t('form.country')}
              name="country"
              options={countries}
              onChange={(code) => {
                if (code !== NEED_HELP_STATES_COUNTRY) form.setValue('usaState', '');
              }}
            />
            <SelectField
              label={t('form.usaState')}
              name="usaState"
              options={states}
              placeholder={t('form.statePlaceholder')}
              onChange={(stateID) => {
                if (stateID) form.setValue('country', NEED_HELP_STATES_COUNTRY);
              }}
            />
          </FieldGrid>
        </FormSection>
        <ProductChoices side="buy" industries={industries} />
        <ProductChoices side="sell" industries={industries} />
        <p className={styles.note}>{t('form.required')}</p>
        <div className={styles.actions}>
          <button
            type="submit"
            className={buttonClass('accent')}
            disabled={!hydrated || send.isPending}
            aria-busy={send.isPending}
          >
            {send.isPending ? t('form.sending') : t('form.submit')}
          </button>
          <button
            type="button"
            className={buttonClass('outline')}
            disabled={!hydrated || send.isPending}
            onClick={() => form.reset(EMPTY)}
          >
            {t('form.reset')}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
