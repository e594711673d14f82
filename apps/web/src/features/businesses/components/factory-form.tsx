import { BUSINESS_LIMITS, CONTRACT_MANUFACTURING, type BusinessProfile } from '@b2b/contracts';
import { FormProvider } from 'react-hook-form';
import { FieldGrid, FormSection } from '../../../components/form/field.tsx';
import {
  CodeCheckboxes,
  NumberField,
  TextAreaField,
  TextField,
} from '../../../components/form/bound-fields.tsx';
import { CountryStateFields } from '../../../components/form/country-state-fields.tsx';
import styles from './edit-form.module.css';
import { numberOrNull, numberText, textOrNull } from './form-values.ts';
import { SaveButton } from './save-button.tsx';
import { useGroupForm } from './use-group-form.ts';

interface FactoryValues {
  manufacturingFacilities: string;
  city: string;
  zipcode: string;
  country: string;
  state: string;
  factorySize: string;
  numberProductionLines: string;
  contractManufacturing: string[];
}

const factoryValues = (factory: BusinessProfile['factory']): FactoryValues => ({
  manufacturingFacilities: factory.manufacturingFacilities ?? '',
  city: factory.city ?? '',
  zipcode: factory.zipcode ?? '',
  country: factory.country?.code ?? '',
  state: factory.state?.stateID ?? '',
  factorySize: numberText(factory.factorySize),
  numberProductionLines: numberText(factory.numberProductionLines),
  contractManufacturing: factory.contractManufacturing,
});

const factoryDraft = (v: FactoryValues) => ({
  manufacturingFacilities: textOrNull(v.manufacturingFacilities),
  city: textOrNull(v.city),
  zipcode: textOrNull(v.zipcode),
  country: textOrNull(v.country),
  state: textOrNull(v.state),
  factorySize: numberOrNull(v.factorySize),
  numberProductionLines: numberOrNull(v.numberProductionLines),
  contractManufacturing: v.contractManufacturing as (typeof CONTRACT_MANUFACTURING)[number]['code'][],
});

/** The factory group: where and how the business makes things. */
export function FactoryForm({ business }: { business: BusinessProfile }) {
  const { form, onSubmit, saving } = useGroupForm({
    businessID: business.businessID,
    group: 'factory',
    initial: factoryValues(business.factory),
    toDraft: factoryDraft,
  });
  return (
    <FormProvider {...form}>
      <form className={styles.form} aria-label="Factory" noValidate onSubmit={onSubmit}>
        <FormSection legend="Factory">
          <TextAreaField
            label="Manufacturing facilities"
            name="manufacturingFacilities"
            maxLength={BUSINESS_LIMITS.manufacturingFacilitiesMax}
            rows={5}
          />
          <FieldGrid>
            <TextField label="City" name="city" maxLength={BUSINESS_LIMITS.cityMax} />
            <TextField label="Zip code" name="zipcode" maxLength={BUSINESS_LIMITS.zipcodeMax} />
            <CountryStateFields countryName="country" stateName="state" />
            <NumberField label="Factory size (m²)" name="factorySize" />
            <NumberField label="Production lines" name="numberProductionLines" />
          </FieldGrid>
          <CodeCheckboxes
            legend="Contract manufacturing"
            name="contractManufacturing"
            list={CONTRACT_MANUFACTURING}
          />
        </FormSection>
        <SaveButton saving={saving} />
      </form>
    </FormProvider>
  );
}
