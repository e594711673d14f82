import type { BusinessProfile, MARKETS } from '@b2b/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { FieldGrid, FormSection } from '../../../components/form/field.tsx';
import { useLanguages } from '../../../lib/reference-data.ts';
import { CodeCheckboxes, NumberField, RangeFields } from '../../../components/form/bound-fields.tsx';
import {
  numberOrNull,
  numberText,
  rangeOrNull,
  rangeValues,
  type RangeValues,
} from '../../../components/form/form-values.ts';
import { MultiPicker } from './multi-picker.tsx';
import { useCodeChoices } from '../coded-list-names.ts';
import { GroupForm } from './group-form.tsx';
import { useGroupForm } from './use-group-form.ts';

interface TradeValues {
  markets: string[];
  /** Language codes of the reference data. */
  spokenLanguages: string[];
  totalEmployeesSales: RangeValues;
  averageLeadTime: string;
}

const tradeValues = (trade: BusinessProfile['tradeCapabilities']): TradeValues => ({
  markets: trade.markets,
  spokenLanguages: trade.spokenLanguages.map((l) => l.code),
  totalEmployeesSales: rangeValues(trade.totalEmployeesSales),
  averageLeadTime: numberText(trade.averageLeadTime),
});

const tradeDraft = (v: TradeValues) => ({
  markets: v.markets as (typeof MARKETS)[number]['code'][],
  spokenLanguages: v.spokenLanguages,
  totalEmployeesSales: rangeOrNull(v.totalEmployeesSales),
  averageLeadTime: numberOrNull(v.averageLeadTime),
});

/** The trade capabilities group: markets, languages, sales staff and lead time. */
export function TradeForm({ business }: { business: BusinessProfile }) {
  const { t } = useTranslation('businessEditor');
  const markets = useCodeChoices('markets');
  const group = useGroupForm({
    businessID: business.businessID,
    group: 'tradeCapabilities',
    initial: tradeValues(business.tradeCapabilities),
    toDraft: tradeDraft,
  });
  const languages = useLanguages();
  const languageGroups = useMemo(
    () => [{ options: languages.map((l) => ({ value: l.code, label: l.languageName })) }],
    [languages],
  );
  const savedNames = useMemo(
    () => new Map(business.tradeCapabilities.spokenLanguages.map((l) => [l.code, l.languageName])),
    [business.tradeCapabilities.spokenLanguages],
  );
  return (
    <GroupForm label={t('trade.form')} {...group}>
      <FormSection legend={t('trade.form')}>
        <CodeCheckboxes legend={t('trade.markets')} name="markets" list={markets} />
        <MultiPicker
          legend={t('trade.languages')}
          addLabel={t('trade.addLanguage')}
          name="spokenLanguages"
          groups={languageGroups}
          names={savedNames}
        />
        <RangeFields legend={t('trade.salesEmployees')} name="totalEmployeesSales" />
        <FieldGrid>
          <NumberField label={t('trade.averageLeadTime')} name="averageLeadTime" />
        </FieldGrid>
      </FormSection>
    </GroupForm>
  );
}
