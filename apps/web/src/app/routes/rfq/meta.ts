import type { ParseKeys } from 'i18next';
import type { MetaFunction } from '../../../lib/meta.ts';
import { portalWords } from '../../../lib/portal-words.ts';

/** The head of an RFQ page: its title and description keys of the `rfq` namespace, at the page's own address. */
export const rfqPageMeta =
  (title: ParseKeys<'rfq'>, description: ParseKeys<'rfq'>): MetaFunction =>
  ({ portal, language, t, pathname }) => {
    const words = portalWords(portal, language);
    return {
      title: t(`rfq:${title}`, words),
      description: t(`rfq:${description}`, words),
      canonicalPath: pathname,
    };
  };
