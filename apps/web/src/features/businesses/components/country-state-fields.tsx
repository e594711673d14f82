import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useCountries, useStates } from '../../../lib/reference-data.ts';
import { SelectField } from './bound-fields.tsx';

/** Country and state; a state belongs to one country, so changing the country clears it (section 4 of 02-). */
export function CountryStateFields({
  countryName,
  stateName,
  countryRequired = false,
}: {
  countryName: string;
  stateName: string;
  countryRequired?: boolean;
}) {
  const { control, setValue } = useFormContext();
  const country = String(useWatch({ control, name: countryName }) ?? '');
  const countries = useCountries();
  const states = useStates(country || undefined);
  const countryOptions = useMemo(
    () => countries.map((c) => ({ value: c.code, label: c.countryName })),
    [countries],
  );
  const stateOptions = useMemo(() => states.map((s) => ({ value: s.stateID, label: s.stateName })), [states]);
  return (
    <>
      <SelectField
        label="Country"
        name={countryName}
        options={countryOptions}
        placeholder={countryRequired ? false : 'Select'}
        onChange={() => setValue(stateName, '', { shouldDirty: true })}
      />
      <SelectField label="State" name={stateName} options={stateOptions} disabled={!country} />
    </>
  );
}
