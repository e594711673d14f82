import { industrySearchUrl, type IndustryTree } from '@b2b/contracts';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { IndustryIcon } from '../../../components/ui/industry-icon.tsx';
import styles from './industry-section.module.css';

export const industryAnchor = (industry: IndustryTree) => `industry-${industry.key}`;

/** One industry with every category and subcategory, each a search link. */
export function IndustrySection({ industry }: { industry: IndustryTree }) {
  const anchor = industryAnchor(industry);
  return (
    <section id={anchor} className={styles.section} aria-labelledby={`${anchor}-title`}>
      <header className={styles.header}>
        <span className={styles.icon}>
          <IndustryIcon name={industry.icon} size={24} />
        </span>
        <div className={styles.heading}>
          <h2 id={`${anchor}-title`} className={styles.name}>
            <Link to={industrySearchUrl(industry.name)} className={styles.nameLink}>
              {industry.name}
            </Link>
          </h2>
          <p className={styles.description}>{industry.description}</p>
        </div>
        <Link to={industrySearchUrl(industry.name)} className={styles.cta}>
          {industry.text}
          <ArrowRight aria-hidden size={16} />
        </Link>
      </header>
      <ul className={styles.categories}>
        {industry.categories.map((category) => (
          <li key={category.id} className={styles.category}>
            <h3 className={styles.categoryName}>
              <Link to={industrySearchUrl(category.name)}>{category.name}</Link>
            </h3>
            <ul className={styles.subCategories}>
              {category.subCategories.map((sub) => (
                <li key={sub.id}>
                  <Link to={industrySearchUrl(sub.name)} className={styles.subCategory}>
                    {sub.name}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
