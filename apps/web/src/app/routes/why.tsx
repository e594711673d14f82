import {
  Award,
  BadgeCheck,
  BarChart3,
  Building2,
  Factory,
  Globe,
  Handshake,
  MessagesSquare,
  Package,
  Search,
  Send,
  ShieldCheck,
  Sparkles,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react';
import { CallToAction, ContentPageLayout } from '../../components/content/content-page-layout.tsx';
import { usePortalWords } from '../../components/content/use-portal-words.ts';
import type { WhyIllustration } from '../../content/company-pages.ts';
import { contentMeta } from '../../content/content-meta.ts';
import { contentOf, useContent } from '../../content/load-content.ts';
import { cx } from '../../lib/cx.ts';
import type { PageHandle } from './route-module.ts';
import { paths } from '../../lib/paths.ts';
import { useScrollToTop } from '../../lib/use-scroll-to-top.ts';
import styles from './company-pages.module.css';

/** Each row's picture: a large icon with two small ones around it, drawn from the icon set (no image to download). */
const ILLUSTRATIONS: Record<WhyIllustration, readonly [LucideIcon, LucideIcon, LucideIcon]> = {
  network: [Globe, Building2, Factory],
  search: [Search, Package, Factory],
  verified: [BadgeCheck, ShieldCheck, Award],
  messages: [MessagesSquare, Send, Handshake],
  growth: [TrendingUp, BarChart3, Sparkles],
};

function Illustration({ kind }: { kind: WhyIllustration }) {
  const [Main, First, Second] = ILLUSTRATIONS[kind];
  return (
    <div aria-hidden className={styles.illustration} data-illustration={kind}>
      <span className={styles.illustrationMain}>
        <Main size={64} strokeWidth={1.5} />
      </span>
      <span className={cx(styles.illustrationChip, styles.chipTop)}>
        <First size={24} />
      </span>
      <span className={cx(styles.illustrationChip, styles.chipBottom)}>
        <Second size={24} />
      </span>
    </div>
  );
}

/** `/why-{product}`: five rows, picture and text taking turns, on what being connected brings a business. */
export function Component() {
  useScrollToTop();
  const { why } = useContent('why');
  const fill = usePortalWords();
  return (
    <ContentPageLayout page={why}>
      <div className={styles.rows}>
        {why.rows.map((row, index) => (
          <section key={row.heading} aria-labelledby={`why-${index}`} className={styles.row}>
            <Illustration kind={row.illustration} />
            <div className={styles.rowText}>
              <h2 id={`why-${index}`} className={styles.rowTitle}>
                {fill(row.heading)}
              </h2>
              {row.text.map((paragraph) => (
                <p key={paragraph}>{fill(paragraph)}</p>
              ))}
            </div>
          </section>
        ))}
      </div>
      <CallToAction content={why.callToAction} to={paths.membershipPackage.href('standard')} />
    </ContentPageLayout>
  );
}

export const handle = {
  meta: ({ portal, language }) =>
    contentMeta(contentOf(language, 'why').why, {
      portal,
      language,
      path: paths.why.href(portal.productSlug),
    }),
  content: ['why'],
} satisfies PageHandle;
