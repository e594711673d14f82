import type { Product } from '@b2b/contracts';
import { Trash2 } from 'lucide-react';
import { toast } from '../../../lib/toast.tsx';
import { buttonClass } from '../../../components/ui/button.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toastFailure } from '../../../lib/toast-failure.ts';
import { useDeleteProduct } from '../api/queries.ts';

/** Remove, after a confirmation that names the product. */
export function RemoveProductButton({ product }: { product: Product }) {
  const remove = useDeleteProduct();
  return (
    <ConfirmDialog
      trigger={
        <button
          type="button"
          className={buttonClass('ghost', { size: 'sm' })}
          aria-label={`Remove ${product.name}`}
        >
          <Trash2 aria-hidden size={16} />
          Remove
        </button>
      }
      title="Remove this product?"
      description={`${product.name} will no longer be shown to buyers. This cannot be undone.`}
      confirmLabel="Remove product"
      pending={remove.isPending}
      onConfirm={(close) =>
        remove.mutate(product.productID, {
          onSuccess: () => {
            close();
            toast.success(`${product.name} was removed.`);
          },
          onError: (error) => toastFailure(error),
        })
      }
    />
  );
}
