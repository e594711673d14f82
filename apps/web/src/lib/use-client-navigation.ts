import { languageOfPath } from '@b2b/contracts';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useLanguage } from './language.ts';

/**
 * One click handler for an element holding many plain links (`<a href>`): a plain click on one of them navigates inside
 * the app, as a router `Link` would, and any other click (a new tab, a modifier key, another origin) is the browser's.
 * The industry pages draw about 200 links; as `Link`s each ran half a dozen hooks, a sixth of the server's time for the
 * page, and carried an attribute the router's lazy route discovery reads, which this app does not use. The links carry
 * the language's prefix (`/es/...`), which the router's basename adds back; a link to another language loads the page
 * anew, in that language.
 */
export function useClientNavigation() {
  const navigate = useNavigate();
  const language = useLanguage();
  return (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest('a');
    if (!link || !event.currentTarget.contains(link) || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin) return;
    const target = languageOfPath(url.pathname);
    if (target.language !== language) return;
    event.preventDefault();
    void navigate(target.rest + url.search + url.hash);
  };
}
