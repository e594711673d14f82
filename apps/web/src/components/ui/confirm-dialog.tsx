import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from './button.ts';
import styles from './dialog.module.css';

/**
 * Asks before something that cannot be undone (remove, leave). `trigger` opens it; the confirm button calls `onConfirm`
 * with a `close` to call once the change succeeded, so a failure leaves the question open to try again or cancel. When
 * the change removes the very item the dialog belongs to, wait on `mutateAsync`: the item unmounts as its list is read
 * again, before a `mutate` call's own callbacks would run.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  pending,
  onConfirm,
}: {
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pending: boolean;
  onConfirm: (close: () => void) => void;
}) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.dialog}>
          <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={styles.description}>{description}</AlertDialog.Description>
          <div className={styles.actions}>
            <AlertDialog.Cancel asChild>
              <button type="button" className={buttonClass('outline')}>
                {t('dialog.cancel')}
              </button>
            </AlertDialog.Cancel>
            <button
              type="button"
              className={buttonClass('primary')}
              disabled={pending}
              onClick={() => onConfirm(() => setOpen(false))}
            >
              {pending ? t('dialog.working') : confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
