import { buttonClass } from '../../../components/ui/button.ts';
import styles from './edit-form.module.css';

export function SaveButton({ saving, label = 'Save changes' }: { saving: boolean; label?: string }) {
  return (
    <div className={styles.actions}>
      <button type="submit" className={buttonClass('primary')} disabled={saving}>
        {saving ? 'Saving...' : label}
      </button>
    </div>
  );
}
