import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.ts';
import styles from './edit-form.module.css';

export function SaveButton({ saving, label }: { saving: boolean; label?: string }) {
  const { t } = useTranslation('businessEditor');
  return (
    <div className={styles.actions}>
      <button type="submit" className={buttonClass('primary')} disabled={saving}>
        {saving ? t('edit.saving') : (label ?? t('edit.saveChanges'))}
      </button>
    </div>
  );
}
