import { PRODUCT_LIMITS, type ProductFormValues, type ProductInput } from '@b2b/contracts';
import { Plus } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useController, type Control } from 'react-hook-form';
import { buttonClass } from '../../../components/ui/button.ts';
import { ChipList } from '../../../components/ui/chip-list.tsx';
import { FieldErrorText, fieldControlClass } from '../../../components/form/field.tsx';
import styles from './product-form.module.css';

/** Keywords as chips: typed one at a time (Enter or Add), each removable. */
export function KeywordsField({ control }: { control: Control<ProductFormValues, unknown, ProductInput> }) {
  const { t } = useTranslation('products');
  const { field, fieldState } = useController({ control, name: 'keywords' });
  const keywords = field.value ?? [];
  const [draft, setDraft] = useState('');
  const id = useId();
  const full = keywords.length >= PRODUCT_LIMITS.keywordsMax;

  const add = () => {
    const keyword = draft.trim();
    if (!keyword || full) return;
    if (!keywords.includes(keyword)) field.onChange([...keywords, keyword]);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the keyword instead of sending the whole form.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <div className={styles.keywords}>
      <label htmlFor={id} className={styles.label}>
        {t('form.keywords')}
      </label>
      <div className={styles.keywordInput}>
        <input
          id={id}
          className={fieldControlClass}
          value={draft}
          maxLength={PRODUCT_LIMITS.keywordMax}
          disabled={full}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={field.onBlur}
        />
        <button type="button" className={buttonClass('outline')} onClick={add} disabled={full}>
          <Plus aria-hidden size={16} />
          {t('form.addKeyword')}
        </button>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('form.keywordsHint', { max: PRODUCT_LIMITS.keywordsMax })}
      </p>
      {keywords.length > 0 && (
        <ChipList
          label={t('form.chosenKeywords')}
          chips={keywords.map((keyword) => ({ value: keyword, label: keyword }))}
          removeLabel={(keyword) => t('form.removeKeyword', { keyword })}
          onRemove={(keyword) => field.onChange(keywords.filter((k) => k !== keyword))}
        />
      )}
      {fieldState.error?.message && <FieldErrorText>{fieldState.error.message}</FieldErrorText>}
    </div>
  );
}
