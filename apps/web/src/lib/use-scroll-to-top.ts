import { useEffect } from 'react';

/**
 * A page opened from a link starts at its top, as a new page would; `key` changes when one route shows another page.
 * An address with an anchor (`/privacy-policy#cookies`) opens at that section instead.
 */
export function useScrollToTop(key?: string) {
  // A block: Chromium's scrollTo answers a promise, which React would take for the effect's cleanup.
  useEffect(() => {
    const anchor =
      window.location.hash && document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
    if (anchor) {
      anchor.scrollIntoView();
    } else {
      window.scrollTo(0, 0);
    }
  }, [key]);
}
