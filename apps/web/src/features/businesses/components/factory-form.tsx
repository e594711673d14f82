import { BUSINESS_LIMITS, type BusinessProfile, type CONTRACT_MANUFACTURING } from '@b2b/contracts';
import { useTranslation } from 'react-i18next';

import { FieldGrid, FormSection } from '../../../components/form/field.tsx';
import {
  CodeCheckboxes,
  NumberField,
  TextAreaField,
  TextField,
} from '../../../components/form/bound-fields.tsx';
import { CountryStateFields } from '../../../components/form/country-state-fields.tsx';
import {
  numberOrNull,
  numberText,
  placeDraft,
  placeValues,
  textOrNull,
  type PlaceValues,
} from '../../../components/form/form-values.ts';
import { useCodeChoices } from '../coded-list-names.ts';
import { GroupForm } from './group-form.tsx';
import { useGroupForm } from './use-group-form.ts';

interface FactoryValues extends PlaceValues {
  manufacturingFacilities: string;
  factorySize: string;
  numberProductionLines: string;
  contractManufacturing: string[];
}

const factoryValues = (factory: BusinessProfile['factory']): FactoryValues => ({
  manufacturingFacilities: factory.manufacturingFacilities ?? '',
  ...placeValues(factory),
  factorySize: numberText(factory.factorySize),
  numberProductionLines: numberText(factory.numberProductionLines),
  contractManufacturing: factory.contractManufacturing,
});

const factoryDraft = (v: FactoryValues) => ({
  manufacturingFacilities: textOrNull(v.manufacturingFacilities),
  ...placeDraft(v),
  factorySize: numberOrNull(v.factorySize),
  numberProductionLines: numberOrNull(v.numberProductionLines),
  contractManufacturing: v.contractManufacturing as (typeof CONTRACT_MANUFACTURING)[number]['code'][],
});

/** The factory group: where and how the business makes things. */
export function FactoryForm({ business }: { business: BusinessProfile }) {
  const { t } = useTranslation('businessEditor');
  const contractManufacturing = useCodeChoices('contractManufacturing');
  const group = useGroupForm({
    businessID: business.businessID,
    group: 'factory',
    initial: factoryValues(business.factory),
    toDraft: factoryDraft,
  });
  return (
    <GroupForm label={t('factory.form')} {...group}>
      <FormSection legend={t('factory.form')}>
        <TextAreaField
          label={t('factory.manufacturingFacilities')}
          name="manufacturingFacilities"
          maxLength={BUSINESS_LIMITS.manufacturingFacilitiesMax}
          rows={5}
        />
        <FieldGrid>
          <TextField label={t('contact.city')} name="city" maxLength={BUSINESS_LIMITS.cityMax} />
          <TextField label={t('contact.zipCode')} name="zipcode" maxLength={BUSINESS_LIMITS.zipcodeMax} />
          <CountryStateFields countryName="country" stateName="state" />
          <NumberField label={t('factory.factorySize')} name="factorySize" />
          <NumberField label={t('factory.productionLines')} name="numberProductionLines" />
        </FieldGrid>
        <CodeCheckboxes
          legend={t('factory.contractManufacturing')}
          name="contractManufacturing"
          list={contractManufacturing}
        />
      </FormSection>
    </GroupForm>
  );
}
