import { b2bTipPath } from '@b2b/contracts';
import { Quote } from 'lucide-react';
import { Link } from 'react-router';
import {
  ContentPageLayout,
  Figures,
  TextWithAside,
  TitledPart,
} from '../../components/content/content-page-layout.tsx';
import { cardGrid } from '../../components/ui/card-grid.ts';
import layout from '../../components/content/content-page-layout.module.css';
import { personInitials } from '../../components/content/person-initials.ts';
import { usePortalWords } from '../../components/content/use-portal-words.ts';
import { contentMeta } from '../../content/content-meta.ts';
import { contentOf, useContent } from '../../content/load-content.ts';
import type { PageHandle } from './route-module.ts';
import { paths } from '../../lib/paths.ts';
import { useScrollToTop } from '../../lib/use-scroll-to-top.ts';
import styles from './company-pages.module.css';

/** `/about-us`: the company's story, its management team and its CEO's word on the B2B tips. */
export function Component() {
  useScrollToTop();
  const { aboutUs } = useContent('about-us');
  const fill = usePortalWords();
  const { team, tips } = aboutUs;
  return (
    <ContentPageLayout page={aboutUs}>
      <TextWithAside page={aboutUs} aside={aboutUs.figures && <Figures figures={aboutUs.figures} />} />
      <TitledPart id="team" heading={team.heading} lead={team.lead}>
        <ul className={cardGrid({ md: 2 })}>
          {team.people.map((person) => (
            <li key={person.name} className={styles.person}>
              <span aria-hidden className={styles.portrait}>
                {personInitials(person.name)}
              </span>
              <div className={styles.personText}>
                <h3 className={styles.personName}>{person.name}</h3>
                <p className={styles.role}>{fill(person.role)}</p>
                {person.bio.map((paragraph) => (
                  <p key={paragraph}>{fill(paragraph)}</p>
                ))}
              </div>
            </li>
          ))}
        </ul>
      </TitledPart>
      <section aria-labelledby="tips-title" className={styles.tips}>
        <Quote aria-hidden size={36} className={styles.quoteMark} />
        <h2 id="tips-title" className={layout.sectionTitle}>
          {fill(tips.heading)}
        </h2>
        <blockquote className={styles.quote}>
          {tips.text.map((paragraph) => (
            <p key={paragraph}>{fill(paragraph)}</p>
          ))}
          <footer className={styles.signature}>{fill(tips.signature)}</footer>
        </blockquote>
        <Link to={b2bTipPath('export-to-the-world-tip-0')} className={styles.more}>
          {fill(tips.action)}
        </Link>
      </section>
    </ContentPageLayout>
  );
}

export const handle = {
  meta: ({ portal, language }) =>
    contentMeta(contentOf(language, 'about-us').aboutUs, { portal, language, path: paths.aboutUs.href() }),
  content: ['about-us'],
} satisfies PageHandle;
