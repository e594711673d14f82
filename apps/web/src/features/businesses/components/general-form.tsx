import {
  BUSINESS_LIMITS,
  BUSINESS_TYPES,
  PRODUCTION_PERIODS,
  PROFILE_BUSINESS_TYPE_CODES,
  type BusinessProfile,
} from '@b2b/contracts';
import { useMemo } from 'react';
import { FieldGrid, FormSection } from '../../../components/form/field.tsx';
import { useIndustryTree } from '../../../lib/reference-data.ts';
import {
  NumberField,
  RangeFields,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../components/form/bound-fields.tsx';
import {
  numberOrNull,
  numberText,
  rangeOrNull,
  rangeValues,
  textOrNull,
  type RangeValues,
} from '../../../components/form/form-values.ts';
import { MultiPicker } from './multi-picker.tsx';
import { GroupForm } from './group-form.tsx';
import { useGroupForm } from './use-group-form.ts';

const BUSINESS_TYPE_OPTIONS = BUSINESS_TYPES.filter((t) =>
  (PROFILE_BUSINESS_TYPE_CODES as readonly string[]).includes(t.code),
).map((t) => ({ value: t.code, label: t.businessTypeName }));
const PERIOD_OPTIONS = PRODUCTION_PERIODS.map((p) => ({ value: p, label: `per ${p}` }));

interface GeneralValues {
  companyName: string;
  shortDescription: string;
  generalDescription: string;
  businessType: string;
  /** `industryID.categoryID`. */
  categories: string[];
  yearStablished: string;
  totalAnnualRevenue: RangeValues;
  totalEmployees: RangeValues;
  totalProductionEmployees: RangeValues;
  productionCapacity: RangeValues & { unit: string; period: string };
}

const generalValues = (general: BusinessProfile['general']): GeneralValues => ({
  companyName: general.companyName,
  shortDescription: general.shortDescription,
  generalDescription: general.generalDescription ?? '',
  businessType: general.businessType.code,
  categories: general.categories.map((c) => c.id),
  yearStablished: numberText(general.yearStablished),
  totalAnnualRevenue: rangeValues(general.totalAnnualRevenue),
  totalEmployees: rangeValues(general.totalEmployees),
  totalProductionEmployees: rangeValues(general.totalProductionEmployees),
  productionCapacity: {
    ...rangeValues(general.productionCapacity),
    unit: general.productionCapacity?.unit ?? '',
    period: general.productionCapacity?.period ?? '',
  },
});

function capacityOrNull({ unit, period, ...range }: GeneralValues['productionCapacity']) {
  const amounts = rangeOrNull(range);
  if (!amounts && !unit.trim() && !period) return null;
  return {
    min: amounts?.min ?? null,
    max: amounts?.max ?? null,
    unit: textOrNull(unit),
    period: (period || null) as (typeof PRODUCTION_PERIODS)[number] | null,
  };
}

const generalDraft = (v: GeneralValues) => ({
  companyName: v.companyName,
  shortDescription: v.shortDescription,
  generalDescription: textOrNull(v.generalDescription),
  businessType: v.businessType,
  categories: v.categories,
  yearStablished: numberOrNull(v.yearStablished),
  totalAnnualRevenue: rangeOrNull(v.totalAnnualRevenue),
  totalEmployees: rangeOrNull(v.totalEmployees),
  totalProductionEmployees: rangeOrNull(v.totalProductionEmployees),
  productionCapacity: capacityOrNull(v.productionCapacity),
});

/** The general group: the company, its type and categories, its size. */
export function GeneralForm({ business }: { business: BusinessProfile }) {
  const group = useGroupForm({
    businessID: business.businessID,
    group: 'general',
    initial: generalValues(business.general),
    toDraft: generalDraft,
  });
  const tree = useIndustryTree().data;
  const categoryGroups = useMemo(
    () =>
      (tree ?? []).map((industry) => ({
        label: industry.name,
        options: industry.categories.map((c) => ({ value: `${industry.id}.${c.id}`, label: c.name })),
      })),
    [tree],
  );
  const savedNames = useMemo(
    () => new Map(business.general.categories.map((c) => [c.id, c.name])),
    [business.general.categories],
  );

  return (
    <GroupForm label="General information" {...group}>
      <FormSection legend="Company">
        <FieldGrid>
          <TextField
            label="Company name"
            name="companyName"
            maxLength={BUSINESS_LIMITS.companyNameMax}
            autoComplete="organization"
          />
          <SelectField label="Business type" name="businessType" options={BUSINESS_TYPE_OPTIONS} />
          <NumberField label="Year established" name="yearStablished" />
        </FieldGrid>
        <TextAreaField
          label="Short description"
          name="shortDescription"
          maxLength={BUSINESS_LIMITS.shortDescriptionMax}
          rows={4}
          counter
        />
        <TextAreaField
          label="General description"
          name="generalDescription"
          maxLength={BUSINESS_LIMITS.generalDescriptionMax}
          rows={8}
        />
        <MultiPicker
          legend="Industry categories"
          addLabel="Add an industry category"
          name="categories"
          groups={categoryGroups}
          names={savedNames}
          max={BUSINESS_LIMITS.categoriesMax}
        />
      </FormSection>
      <FormSection legend="Size">
        <RangeFields legend="Total annual revenue (US$)" name="totalAnnualRevenue" />
        <RangeFields legend="Total employees" name="totalEmployees" />
        <RangeFields legend="Production employees" name="totalProductionEmployees" />
        <RangeFields legend="Production capacity" name="productionCapacity">
          <TextField label="Unit" name="productionCapacity.unit" maxLength={BUSINESS_LIMITS.unitMax} />
          <SelectField label="Period" name="productionCapacity.period" options={PERIOD_OPTIONS} />
        </RangeFields>
      </FormSection>
    </GroupForm>
  );
}
