import { Share2 } from 'lucide-react';
import { toast } from '../../../lib/toast.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import styles from '../../../components/ui/toggle-button.module.css';
import { useTranslation } from 'react-i18next';

/**
 * Copies the page's absolute address to the clipboard and confirms with `message` (`Business Link copied!`,
 * `Product Link copied!`). The origin is the one the browser is on, since one server answers for several portals.
 */
export function ShareButton({ path, message }: { path: string; message: string }) {
  const { t } = useTranslation();
  // A click on the server's HTML before the app has hydrated would be lost.
  const hydrated = useHydrated();
  const share = async () => {
    if (!hydrated) return;
    try {
      await navigator.clipboard.writeText(`${window.location.origin}${path}`);
      toast.success(message);
    } catch {
      toast.error(t('toast.failure'));
    }
  };
  return (
    <button
      type="button"
      className={styles.button}
      aria-disabled={!hydrated || undefined}
      onClick={() => void share()}
    >
      <Share2 aria-hidden size={16} />
      {t('social.share')}
    </button>
  );
}
