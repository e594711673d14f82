import {
  BUSINESS_LIMITS,
  BUSINESS_TYPES,
  PRODUCTION_PERIODS,
  PROFILE_BUSINESS_TYPE_CODES,
  type BusinessProfile,
} from '@b2b/contracts';
import type { ParseKeys } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

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
const PERIOD_LABELS = {
  day: 'general.perDay',
  week: 'general.perWeek',
  month: 'general.perMonth',
  year: 'general.perYear',
} as const satisfies Record<(typeof PRODUCTION_PERIODS)[number], ParseKeys<'businessEditor'>>;

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
  const { t } = useTranslation('businessEditor');
  const periodOptions = PRODUCTION_PERIODS.map((p) => ({ value: p, label: t(PERIOD_LABELS[p]) }));
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
    <GroupForm label={t('general.form')} {...group}>
      <FormSection legend={t('general.company')}>
        <FieldGrid>
          <TextField
            label={t('general.companyName')}
            name="companyName"
            maxLength={BUSINESS_LIMITS.companyNameMax}
            autoComplete="organization"
          />
          <SelectField
            label={t('general.businessType')}
            name="businessType"
            options={BUSINESS_TYPE_OPTIONS}
          />
          <NumberField label={t('general.yearEstablished')} name="yearStablished" />
        </FieldGrid>
        <TextAreaField
          label={t('general.shortDescription')}
          name="shortDescription"
          maxLength={BUSINESS_LIMITS.shortDescriptionMax}
          rows={4}
          counter
        />
        <TextAreaField
          label={t('general.generalDescription')}
          name="generalDescription"
          maxLength={BUSINESS_LIMITS.generalDescriptionMax}
          rows={8}
        />
        <MultiPicker
          legend={t('general.categories')}
          addLabel={t('general.addCategory')}
          name="categories"
          groups={categoryGroups}
          names={savedNames}
          max={BUSINESS_LIMITS.categoriesMax}
        />
      </FormSection>
      <FormSection legend={t('general.size')}>
        <RangeFields legend={t('general.annualRevenue')} name="totalAnnualRevenue" />
        <RangeFields legend={t('general.employees')} name="totalEmployees" />
        <RangeFields legend={t('general.productionEmployees')} name="totalProductionEmployees" />
        <RangeFields legend={t('general.productionCapacity')} name="productionCapacity">
          <TextField
            label={t('general.unit')}
            name="productionCapacity.unit"
            maxLength={BUSINESS_LIMITS.unitMax}
          />
          <SelectField label={t('general.period')} name="productionCapacity.period" options={periodOptions} />
        </RangeFields>
      </FormSection>
    </GroupForm>
  );
}
