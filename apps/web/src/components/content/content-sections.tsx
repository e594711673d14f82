import type { ContentBlock, ContentSection } from './content-page.ts';
import { cx } from '../../lib/cx.ts';
import styles from './content-sections.module.css';
import { usePortalWords } from './use-portal-words.ts';

function Block({ block, fill }: { block: ContentBlock; fill: (text: string) => string }) {
  if (typeof block === 'string') return <p>{fill(block)}</p>;
  if ('subheading' in block) return <h3 className={styles.subheading}>{fill(block.subheading)}</h3>;
  const List = block.ordered ? 'ol' : 'ul';
  return (
    <List className={cx(styles.list, block.ordered && styles.ordered)}>
      {block.list.map((item) => (
        <li key={item}>{fill(item)}</li>
      ))}
    </List>
  );
}

/** The sections of a content page, in reading width, with the portal's words filled in. */
export function ContentSections({ sections }: { sections: readonly ContentSection[] }) {
  const fill = usePortalWords();
  return (
    <div className={styles.sections}>
      {sections.map((section, index) => (
        <section
          key={section.id ?? index}
          id={section.id}
          aria-labelledby={section.heading && section.id ? `${section.id}-title` : undefined}
          className={styles.section}
        >
          {section.heading && (
            <h2 id={section.id ? `${section.id}-title` : undefined} className={styles.heading}>
              {fill(section.heading)}
            </h2>
          )}
          {section.blocks.map((block, blockIndex) => (
            <Block key={blockIndex} block={block} fill={fill} />
          ))}
        </section>
      ))}
    </div>
  );
}
