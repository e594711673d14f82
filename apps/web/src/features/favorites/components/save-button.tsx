import type { FavoriteType } from '@b2b/contracts';
import { Bookmark } from 'lucide-react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session.ts';
import styles from '../../../components/ui/toggle-button.module.css';
import { useGoToLogin } from '../../../lib/use-go-to-login.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useFavoriteIDs } from '../api/queries.ts';
import { useToggleFavorite } from '../api/queries.ts';

const SAVE_LABEL = { business: 'business.save', product: 'product.save' } as const satisfies Record<
  FavoriteType,
  ParseKeys<'favorites'>
>;

/**
 * Save Business / Save Product of the search cards: pressed (`Saved`) when the item is in the person's favorites, a
 * second click takes it out. A visitor is sent to sign in and comes back to this page.
 */
export function SaveButton({ type, id, name }: { type: FavoriteType; id: string; name: string }) {
  const { t } = useTranslation('favorites');
  const session = useSession();
  const hydrated = useHydrated();
  const goToLogin = useGoToLogin();
  const ids = useFavoriteIDs();
  const toggle = useToggleFavorite(type, id);
  const saved = Boolean(session && ids.data?.[type].includes(id));
  // Until the app has hydrated a click would be lost (a visitor's as much as a member's), and until the person's own ids
  // are in, "not saved" is a guess; a click then could save twice or not at all.
  const busy = !hydrated || (Boolean(session) && (!ids.data || toggle.isPending));

  const label = saved ? t('saveButton.saved') : t(SAVE_LABEL[type]);
  const onClick = () => {
    if (busy) return;
    if (!session) goToLogin();
    else toggle.mutate({ saved });
  };
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={t('saveButton.named', { label, name })}
      aria-pressed={saved}
      aria-disabled={busy || undefined}
      onClick={onClick}
    >
      <Bookmark aria-hidden size={16} fill={saved ? 'currentColor' : 'none'} />
      {label}
    </button>
  );
}
