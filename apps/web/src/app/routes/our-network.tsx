import { ExternalLink } from 'lucide-react';
import {
  ContentPageLayout,
  Figures,
  TextWithAside,
  TitledPart,
} from '../../components/content/content-page-layout.tsx';
import { WORLD_NETWORK_MAP } from '../../components/content/world-network-map.ts';
import { contentMeta } from '../../content/content-meta.ts';
import { contentOf, useContent } from '../../content/load-content.ts';
import { SISTER_PORTALS, type SisterPortal } from '../../content/network.ts';
import { PackageCards } from '../../features/membership/components/package-cards.tsx';
import { cx } from '../../lib/cx.ts';
import type { PageHandle } from './route-module.ts';
import { useLanguage } from '../../lib/language.ts';
import { paths } from '../../lib/paths.ts';
import { usePortal } from '../../lib/portal.tsx';
import { useScrollToTop } from '../../lib/use-scroll-to-top.ts';
import styles from './company-pages.module.css';

/**
 * The drawings the 25 portal cards share, defined once in the page: the network's globe badge (each logo adds its
 * country's code on it) and the new-tab mark.
 */
function PortalDrawings() {
  return (
    <svg aria-hidden className={styles.drawings}>
      <defs>
        <symbol id="portal-badge" viewBox="0 0 64 64">
          <circle cx="32" cy="32" r="30" className={styles.logoRing} />
          <path
            d="M8 32h48M32 4c8 8 12 18 12 28s-4 20-12 28c-8-8-12-18-12-28S24 12 32 4Z"
            className={styles.logoLines}
          />
          <rect x="14" y="22" width="36" height="20" rx="4" className={styles.logoPlate} />
        </symbol>
        <symbol id="portal-new-tab" viewBox="0 0 24 24">
          <ExternalLink />
        </symbol>
      </defs>
    </svg>
  );
}

/** A portal's logo: the network's badge with the country's code, drawn here rather than downloaded. */
function PortalLogo({ code }: { code: string }) {
  return (
    <svg viewBox="0 0 64 64" width="56" height="56" aria-hidden className={styles.portalLogo}>
      <use href="#portal-badge" />
      <text x="32" y="37" textAnchor="middle" className={styles.logoCode}>
        {code}
      </text>
    </svg>
  );
}

function PortalLink({
  portal,
  country,
  linkName,
  current,
}: {
  portal: SisterPortal;
  /** The portal's country, named in the page's language. */
  country: string;
  linkName: string;
  current: boolean;
}) {
  const name = linkName.replace('{name}', country);
  return (
    <a
      href={portal.url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={name}
      className={cx(styles.portal, current && styles.portalCurrent)}
    >
      <PortalLogo code={portal.code} />
      <span className={styles.portalName}>{country}</span>
      <svg aria-hidden width="14" height="14" className={styles.portalExternal}>
        <use href="#portal-new-tab" />
      </svg>
    </a>
  );
}

/** `/our-network`: the 25 territorial portals, each opening in a new tab, and the membership packages' price cards. */
export function Component() {
  useScrollToTop();
  const { ourNetwork } = useContent('our-network');
  const portal = usePortal();
  const language = useLanguage();
  const { portals, prices } = ourNetwork;
  const regions =
    language === 'en' ? undefined : new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  const countries = SISTER_PORTALS.map((sister) => regions?.of(sister.code) ?? sister.country);
  return (
    <ContentPageLayout page={ourNetwork}>
      <TitledPart id="portals" heading={portals.heading} lead={portals.lead}>
        <PortalDrawings />
        {/* A file of its own, cached apart from the page: drawn inline it would double the page's HTML. */}
        <img
          className={styles.worldMap}
          src={WORLD_NETWORK_MAP.url}
          width={WORLD_NETWORK_MAP.width}
          height={WORLD_NETWORK_MAP.height}
          alt={portals.mapLabel.replace('{names}', countries.join(language === 'zh' ? '、' : ', '))}
          loading="lazy"
          decoding="async"
        />
        <ul className={styles.portals}>
          {SISTER_PORTALS.map((sister, index) => (
            <li key={sister.code}>
              <PortalLink
                portal={sister}
                country={countries[index]!}
                linkName={portals.linkName}
                current={sister.code === portal.countryCode}
              />
            </li>
          ))}
        </ul>
      </TitledPart>
      <TextWithAside
        page={ourNetwork}
        aside={ourNetwork.figures && <Figures figures={ourNetwork.figures} />}
      />
      <TitledPart id="prices" heading={prices.heading} lead={prices.lead}>
        <PackageCards />
      </TitledPart>
    </ContentPageLayout>
  );
}

export const handle = {
  meta: ({ portal, language }) =>
    contentMeta(contentOf(language, 'our-network').ourNetwork, {
      portal,
      language,
      path: paths.ourNetwork.href(),
    }),
  content: ['our-network'],
} satisfies PageHandle;
