import { Clock, MessageCircle, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { ContentPageLayout } from '../../components/content/content-page-layout.tsx';
import { cardGrid } from '../../components/ui/card-grid.ts';
import layout from '../../components/content/content-page-layout.module.css';
import { usePortalWords } from '../../components/content/use-portal-words.ts';
import { buttonClass } from '../../components/ui/button.ts';
import { contentMeta } from '../../content/content-meta.ts';
import { contentOf, useContent } from '../../content/load-content.ts';
import type { PageHandle } from './route-module.ts';
import { paths } from '../../lib/paths.ts';
import { telHref } from '../../lib/phone-link.ts';
import { useScrollToTop } from '../../lib/use-scroll-to-top.ts';
import styles from './company-pages.module.css';

/** `/contact-us`: the phone and messaging cards, the other ways to reach support, and the Need Help form's button. */
export function Component() {
  useScrollToTop();
  const { contactUs } = useContent('contact-us');
  const fill = usePortalWords();
  const { phoneCard, messagingCard, options, needHelp, promise } = contactUs;
  return (
    <ContentPageLayout page={contactUs}>
      <div className={cardGrid({ sm: 2 })}>
        <section aria-labelledby="phone-title" className={styles.contactCard}>
          <span aria-hidden className={styles.statementIcon}>
            <Phone size={24} />
          </span>
          <h2 id="phone-title" className={styles.contactTitle}>
            {fill(phoneCard.heading)}
          </h2>
          <p>{fill(phoneCard.text)}</p>
          <dl className={styles.phones}>
            {phoneCard.phones.map((phone) => (
              <div key={phone.region} className={styles.phone}>
                <dt>{fill(phone.region)}</dt>
                <dd>
                  <a href={telHref(fill(phone.number))}>{fill(phone.number)}</a>
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="messaging-title" className={styles.contactCard}>
          <span aria-hidden className={styles.statementIcon}>
            <MessageCircle size={24} />
          </span>
          <h2 id="messaging-title" className={styles.contactTitle}>
            {fill(messagingCard.heading)}
          </h2>
          <p>{fill(messagingCard.text)}</p>
          <dl className={styles.phones}>
            <div className={styles.phone}>
              <dt>{fill(messagingCard.apps)}</dt>
              <dd>{fill(messagingCard.number)}</dd>
            </div>
          </dl>
        </section>
      </div>
      <div className={styles.contactMore}>
        <section aria-labelledby="options-title" className={layout.text}>
          <h2 id="options-title" className={styles.contactTitle}>
            {fill(options.heading)}
          </h2>
          <ul className={styles.options}>
            {options.items.map((item) => (
              <li key={item}>{fill(item)}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="need-help-title" className={styles.needHelp}>
          <h2 id="need-help-title" className={styles.contactTitle}>
            {fill(needHelp.heading)}
          </h2>
          <p>{fill(needHelp.text)}</p>
          <Link to={paths.needHelp.href()} className={buttonClass('accent', { size: 'lg' })}>
            {fill(needHelp.action)}
          </Link>
          <p className={styles.promise}>
            <Clock aria-hidden size={18} />
            {fill(promise)}
          </p>
        </section>
      </div>
    </ContentPageLayout>
  );
}

export const handle = {
  meta: ({ portal, language }) =>
    contentMeta(contentOf(language, 'contact-us').contactUs, {
      portal,
      language,
      path: paths.contactUs.href(),
    }),
  content: ['contact-us'],
} satisfies PageHandle;
