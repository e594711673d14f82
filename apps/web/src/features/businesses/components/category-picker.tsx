import { BUSINESS_LIMITS, type IndustryTree } from '@b2b/contracts';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { buttonClass } from '../../../components/ui/button.ts';
import { ChipList } from '../../../components/ui/chip-list.tsx';
import { FieldCluster, fieldControlClass } from '../../../components/form/field.tsx';
import styles from './category-picker.module.css';

/** `industryID.categoryID`, the form the create payload takes. */
const refOf = (industryID: string, categoryID: string) => `${industryID}.${categoryID}`;

/** The names of a chosen category, for its chip; a reference the tree no longer has shows as it is. */
function namesOf(tree: IndustryTree[], ref: string) {
  const [industryID, categoryID] = ref.split('.');
  const industry = tree.find((i) => i.id === industryID);
  const category = industry?.categories.find((c) => c.id === categoryID);
  return industry && category ? `${industry.name} › ${category.name}` : ref;
}

/**
 * Industry categories of a business: pick an industry, then one of its categories, and add it; several may be added, up
 * to the contract's limit, each once.
 */
export function CategoryPicker({
  tree,
  value,
  onChange,
  error,
}: {
  tree: IndustryTree[];
  value: string[];
  onChange: (next: string[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation(['businessEditor', 'common']);
  const id = useId();
  const [industryID, setIndustryID] = useState('');
  const [categoryID, setCategoryID] = useState('');
  const categories = tree.find((i) => i.id === industryID)?.categories ?? [];
  const full = value.length >= BUSINESS_LIMITS.categoriesMax;
  const chosen = industryID && categoryID ? refOf(industryID, categoryID) : '';
  const canAdd = Boolean(chosen) && !value.includes(chosen) && !full;

  return (
    <FieldCluster legend={t('categories.legend')} error={error}>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={`${id}-industry`} className={styles.label}>
            {t('categories.industry')}
          </label>
          <select
            id={`${id}-industry`}
            className={fieldControlClass}
            value={industryID}
            onChange={(event) => {
              setIndustryID(event.target.value);
              setCategoryID('');
            }}
          >
            <option value="">{t('common:form.select')}</option>
            {tree.map((industry) => (
              <option key={industry.id} value={industry.id}>
                {industry.name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-category`} className={styles.label}>
            {t('categories.category')}
          </label>
          <select
            id={`${id}-category`}
            className={fieldControlClass}
            value={categoryID}
            disabled={!industryID}
            onChange={(event) => setCategoryID(event.target.value)}
          >
            <option value="">{t('common:form.select')}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className={buttonClass('outline')}
          disabled={!canAdd}
          onClick={() => {
            onChange([...value, chosen]);
            setCategoryID('');
          }}
        >
          <Plus aria-hidden size={16} />
          {t('categories.add')}
        </button>
      </div>
      {value.length > 0 && (
        <ChipList
          label={t('categories.chosen')}
          chips={value.map((ref) => ({ value: ref, label: namesOf(tree, ref) }))}
          onRemove={(ref) => onChange(value.filter((r) => r !== ref))}
        />
      )}
      <p className={styles.hint}>
        {full
          ? t('categories.full', { max: BUSINESS_LIMITS.categoriesMax })
          : t('categories.upTo', { max: BUSINESS_LIMITS.categoriesMax })}
      </p>
    </FieldCluster>
  );
}
