import { fillPortalWords } from '../../content/content-page.ts';
import { usePortal } from '../../lib/portal.tsx';

/** Fills content text with this portal's words (`{brand}`, `{country}`…). */
export function usePortalWords() {
  const portal = usePortal();
  return (text: string) => fillPortalWords(text, portal);
}
