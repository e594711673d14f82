import type { BusinessPhoneSchema } from '@b2b/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { z } from 'zod';
import { FieldCluster } from '../../../components/form/field.tsx';
import { useCountries } from '../../../lib/reference-data.ts';
import { useNamedCountries } from '../../../lib/country-names.ts';
import { useLanguage } from '../../../lib/language.ts';
import { SelectField, TextField } from '../../../components/form/bound-fields.tsx';
import styles from './edit-form.module.css';

export interface PhoneValues {
  /** Without the `+`, as the countries list gives it. */
  countryCode: string;
  businessPhoneNumber: string;
}

export const phoneValues = (phone: z.infer<typeof BusinessPhoneSchema> | null): PhoneValues => ({
  countryCode: phone?.countryCode.replace(/^\+/, '') ?? '',
  businessPhoneNumber: phone?.businessPhoneNumber ?? '',
});

/** No number is no phone, whatever dial code is chosen. */
export const phoneOrNull = (values: PhoneValues) =>
  values.businessPhoneNumber.trim() === '' ? null : values;

/** A phone with its dial code chosen by country. */
export function PhoneFields({
  legend,
  name,
  autoComplete,
}: {
  legend: string;
  name: string;
  autoComplete: string;
}) {
  const { t } = useTranslation('businessEditor');
  const language = useLanguage();
  const countries = useNamedCountries(useCountries());
  const dialCodes = useMemo(
    () =>
      [...countries]
        .sort((a, b) => a.name.localeCompare(b.name, language))
        .map((c) => ({ value: c.dialCode, label: `${c.name} (+${c.dialCode})` })),
    [countries, language],
  );
  return (
    <FieldCluster legend={legend}>
      <div className={styles.phone}>
        <SelectField label={t('contact.dialCode')} name={`${name}.countryCode`} options={dialCodes} />
        <TextField
          label={t('contact.number')}
          name={`${name}.businessPhoneNumber`}
          type="tel"
          autoComplete={autoComplete}
        />
      </div>
    </FieldCluster>
  );
}
