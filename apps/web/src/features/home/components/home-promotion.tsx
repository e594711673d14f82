import { b2bTipPath } from '@b2b/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/language.ts';
import { Link } from 'react-router';
import { usePortal } from '../../../lib/portal.tsx';
import { portalWords } from '../../../lib/portal-words.ts';
import { paths } from '../../../lib/paths.ts';
import styles from './home-promotion.module.css';

/**
 * The country's intro video beside the case for exporting through the portal. The video loads nothing but its poster
 * until it is played (`preload="none"`), so it costs the home page one small picture; its source is the portal's
 * (INTRO_VIDEO_URL), as each country portal shows its own film.
 */
export function HomePromotion() {
  const portal = usePortal();
  const language = useLanguage();
  const { t } = useTranslation('home');
  const names = portalWords(portal, language);
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
          aria-label={t('promotion.videoLabel', names)}
        >
          <a href={portal.introVideoUrl}>{t('promotion.watchVideo', names)}</a>
        </video>
      </div>
      <div className={styles.copy}>
        <h2 id="home-promotion-title" className={styles.title}>
          {t('promotion.title', names)}
        </h2>
        <p>{t('promotion.intro', names)}</p>
        <ul className={styles.points}>
          <li>{t('promotion.pointProfile')}</li>
          <li>{t('promotion.pointInquiries')}</li>
          <li>{t('promotion.pointNetwork', names)}</li>
        </ul>
        <p className={styles.links}>
          <Link to={b2bTipPath('export-to-the-world-tip-0')}>{t('promotion.exportGuide')}</Link>
          <Link to={paths.needHelp.href()}>{t('promotion.needHelp')}</Link>
        </p>
      </div>
    </section>
  );
}
