import type { Product } from '@b2b/contracts';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.tsx';
import { buttonClass } from '../../../components/ui/button.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toastFailure } from '../../../lib/toast-failure.ts';
import { useDeleteProduct } from '../api/queries.ts';

/** Remove, after a confirmation that names the product. */
export function RemoveProductButton({ product }: { product: Product }) {
  const { t } = useTranslation('products');
  const remove = useDeleteProduct();
  return (
    <ConfirmDialog
      trigger={
        <button
          type="button"
          className={buttonClass('ghost', { size: 'sm' })}
          aria-label={t('showcase.removeLabel', { name: product.name })}
        >
          <Trash2 aria-hidden size={16} />
          {t('showcase.remove')}
        </button>
      }
      title={t('showcase.removeTitle')}
      description={t('showcase.removeText', { name: product.name })}
      confirmLabel={t('showcase.removeConfirm')}
      pending={remove.isPending}
      onConfirm={(close) =>
        remove.mutate(product.productID, {
          onSuccess: () => {
            close();
            toast.success(t('showcase.removed', { name: product.name }));
          },
          onError: (error) => toastFailure(error),
        })
      }
    />
  );
}
