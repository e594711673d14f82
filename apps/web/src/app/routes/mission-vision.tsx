import {
  Eye,
  Flame,
  Globe2,
  Lightbulb,
  ShieldCheck,
  Target,
  Trophy,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { ContentPageLayout, TitledPart } from '../../components/content/content-page-layout.tsx';
import { cardGrid } from '../../components/ui/card-grid.ts';
import layout from '../../components/content/content-page-layout.module.css';
import { usePortalWords } from '../../components/content/use-portal-words.ts';
import { contentMeta } from '../../content/content-meta.ts';
import { contentOf, useContent } from '../../content/load-content.ts';
import type { ContentItem } from '../../components/content/content-page.ts';
import type { PageHandle } from './route-module.ts';
import { paths } from '../../lib/paths.ts';
import { useScrollToTop } from '../../lib/use-scroll-to-top.ts';
import styles from './company-pages.module.css';

/** The values' icons, in the content's order: people, innovation, global mentality, passion, honesty, excellence. */
const VALUE_ICONS: readonly LucideIcon[] = [Users, Lightbulb, Globe2, Flame, ShieldCheck, Trophy];

function Statement({ item, icon: Icon, id }: { item: ContentItem; icon: LucideIcon; id: string }) {
  const fill = usePortalWords();
  return (
    <section aria-labelledby={`${id}-title`} className={styles.statement}>
      <span aria-hidden className={styles.statementIcon}>
        <Icon size={26} />
      </span>
      <h2 id={`${id}-title`} className={layout.sectionTitle}>
        {fill(item.heading)}
      </h2>
      {item.text.map((paragraph) => (
        <p key={paragraph}>{fill(paragraph)}</p>
      ))}
    </section>
  );
}

/** `/mission-vision`: the company's mission, its vision and its six values. */
export function Component() {
  useScrollToTop();
  const { missionVision } = useContent('mission-vision');
  const fill = usePortalWords();
  const { mission, vision, values } = missionVision;
  return (
    <ContentPageLayout page={missionVision}>
      <div className={styles.statements}>
        <Statement item={mission} icon={Target} id="mission" />
        <Statement item={vision} icon={Eye} id="vision" />
      </div>
      <TitledPart id="values" heading={values.heading} lead={values.lead}>
        <ul className={cardGrid({ xs: 2, md: 3 })}>
          {values.items.map((value, index) => {
            const Icon = VALUE_ICONS[index % VALUE_ICONS.length]!;
            return (
              <li key={value.heading} className={styles.value}>
                <Icon aria-hidden size={22} className={styles.valueIcon} />
                <h3 className={styles.valueName}>{fill(value.heading)}</h3>
                {value.text.map((paragraph) => (
                  <p key={paragraph}>{fill(paragraph)}</p>
                ))}
              </li>
            );
          })}
        </ul>
      </TitledPart>
    </ContentPageLayout>
  );
}

export const handle = {
  meta: ({ portal, language }) =>
    contentMeta(contentOf(language, 'mission-vision').missionVision, {
      portal,
      language,
      path: paths.missionVision.href(),
    }),
  content: ['mission-vision'],
} satisfies PageHandle;
