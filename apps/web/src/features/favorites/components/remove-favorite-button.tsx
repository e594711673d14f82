import type { FavoriteType } from '@b2b/contracts';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useToggleFavorite } from '../api/queries.ts';
import { buttonClass } from '../../../components/ui/button.ts';

/** Takes a saved business or product out of the favorites; the list reloads without it. */
export function RemoveFavoriteButton({
  type,
  id,
  name,
  onRemoved,
}: {
  type: FavoriteType;
  id: string;
  name: string;
  /** The button leaves with its item: the list takes the focus back. */
  onRemoved: () => void;
}) {
  const { t } = useTranslation('favorites');
  const toggle = useToggleFavorite(type, id);
  return (
    <button
      type="button"
      className={buttonClass('outline', { size: 'sm' })}
      aria-label={t('remove.named', { name })}
      aria-disabled={toggle.isPending || undefined}
      onClick={() => {
        if (!toggle.isPending) toggle.mutate({ saved: true }, { onSuccess: onRemoved });
      }}
    >
      <Trash2 aria-hidden size={16} />
      {t('remove.button')}
    </button>
  );
}
