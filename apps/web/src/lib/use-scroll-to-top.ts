import { useEffect } from 'react';

/** A page opened from a link starts at its top, as a new page would; `key` changes when one route shows another page. */
export function useScrollToTop(key?: string) {
  // A block: Chromium's scrollTo answers a promise, which React would take for the effect's cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [key]);
}
