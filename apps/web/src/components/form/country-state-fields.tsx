import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useNamedCountries } from '../../lib/country-names.ts';
import { useCountries, useStates } from '../../lib/reference-data.ts';
import { SelectField } from './bound-fields.tsx';

/**
 * Country and state of the surrounding form (the business create form, the profile form, the business editor's contact
 * tab). A state belongs to one country, so changing the country clears it; the state waits for a country that has some.
 */
export function CountryStateFields({
  countryName,
  stateName,
  countryRequired = false,
  countryErrorText,
}: {
  countryName: string;
  stateName: string;
  /** The country is always set: no empty first choice. */
  countryRequired?: boolean;
  /** Shown instead of the schema's message, which names a code format that a person choosing from a list never types. */
  countryErrorText?: string;
}) {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext();
  const country = String(useWatch({ control, name: countryName }) ?? '');
  const countries = useNamedCountries(useCountries());
  const states = useStates(country || undefined);
  const countryOptions = useMemo(() => countries.map((c) => ({ value: c.code, label: c.name })), [countries]);
  const stateOptions = useMemo(() => states.map((s) => ({ value: s.stateID, label: s.stateName })), [states]);
  return (
    <>
      <SelectField
        label={t('form.country')}
        name={countryName}
        options={countryOptions}
        placeholder={countryRequired ? false : t('form.select')}
        errorText={countryErrorText}
        onChange={() => setValue(stateName, '', { shouldDirty: true })}
      />
      <SelectField
        label={t('form.state')}
        name={stateName}
        options={stateOptions}
        disabled={!country || states.length === 0}
      />
    </>
  );
}
