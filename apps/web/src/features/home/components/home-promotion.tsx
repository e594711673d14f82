import { b2bTipPath } from '@b2b/contracts';
import { Link } from 'react-router';
import { usePortal } from '../../../lib/portal.tsx';
import { paths } from '../../../lib/paths.ts';
import styles from './home-promotion.module.css';

/**
 * The country's intro video beside the case for exporting through the portal. The video loads nothing but its poster
 * until it is played (`preload="none"`), so it costs the home page one small picture; its source is the portal's
 * (INTRO_VIDEO_URL), as each country portal shows its own film.
 */
export function HomePromotion() {
  const portal = usePortal();
  return (
    <section className={styles.promotion} aria-labelledby="home-promotion-title">
      <div className={styles.media}>
        <video
          className={styles.video}
          src={portal.introVideoUrl}
          poster={portal.introPosterUrl}
          preload="none"
          controls
          playsInline
          width={640}
          height={360}
          aria-label={`Introducing ${portal.brandName} ${portal.countryName}`}
        >
          <a href={portal.introVideoUrl}>Watch the introduction to {portal.brandName}</a>
        </video>
      </div>
      <div className={styles.copy}>
        <h2 id="home-promotion-title" className={styles.title}>
          Export from {portal.countryName} to the world
        </h2>
        <p>
          Buyers everywhere are looking for reliable {portal.demonym} suppliers. On {portal.brandName}{' '}
          {portal.countryName} your business profile and product showcase work for you around the clock:
          importers, distributors and purchasing managers find you by industry, country and keyword, and write
          to you directly.
        </p>
        <ul className={styles.points}>
          <li>Present your company, certificates and products in one professional page.</li>
          <li>Receive inquiries from abroad and answer them from your message center.</li>
          <li>Join a network of {portal.brandName} portals that reaches buyers in many markets.</li>
        </ul>
        <p className={styles.links}>
          <Link to={b2bTipPath('export-to-the-world-tip-0')}>Read our guide to exporting</Link>
          <Link to={paths.needHelp.href()}>Need help? Ask our team</Link>
        </p>
      </div>
    </section>
  );
}
