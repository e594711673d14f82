import { fillPortalWords, portalWordsIn } from './content-page.ts';
import { useLanguage } from '../../lib/language.ts';
import { usePortal } from '../../lib/portal.tsx';

/** Fills content text with this portal's words (`{brand}`, `{country}`…) in the page's language. */
export function usePortalWords() {
  const words = portalWordsIn(usePortal(), useLanguage());
  return (text: string) => fillPortalWords(text, words);
}
