import { canEditBusiness, type BusinessAccess, type BusinessProfile } from '@b2b/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './manage-header.module.css';
import { paths } from '../../../lib/paths.ts';

/**
 * The page title with the company's name and the links between the business's management pages, those the person's
 * access opens: manage mode and the membership are the owner's, editing the owner's and admins'.
 */
export function ManageHeader({
  business,
  access,
  title,
  current,
}: {
  business: BusinessProfile;
  access: BusinessAccess;
  title: string;
  /** The page shown; the address may name the business by id or by slug, so it is said rather than matched. */
  current: 'edit' | 'members' | 'membership' | 'verification';
}) {
  const { t } = useTranslation('businessEditor');
  const { companyName } = business.general;
  const page = paths.business.href(companyName, business.businessID);
  const editor = canEditBusiness(access);
  return (
    <header className={styles.header}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.company}>{companyName}</p>
      </div>
      <nav aria-label={t('manage.nav')} className={styles.links}>
        <Link to={access === 'owner' ? `${page}?editMode=1` : page}>{t('manage.businessPage')}</Link>
        {editor && (
          <Link
            to={paths.businessEdit.href(business.key)}
            aria-current={current === 'edit' ? 'page' : undefined}
          >
            {t('manage.editProfile')}
          </Link>
        )}
        <Link
          to={paths.businessMembers.href(business.key)}
          aria-current={current === 'members' ? 'page' : undefined}
        >
          {t('manage.members')}
        </Link>
        {editor && <Link to={paths.businessProducts.href(business.key)}>{t('manage.products')}</Link>}
        <Link to={paths.businessRfq.href(business.key)}>{t('manage.rfq')}</Link>
        {access === 'owner' && (
          <Link
            to={paths.businessMembership.href(business.key)}
            aria-current={current === 'membership' ? 'page' : undefined}
          >
            {t('manage.membership')}
          </Link>
        )}
        {editor && (
          <Link
            to={paths.businessVerification.href(business.key)}
            aria-current={current === 'verification' ? 'page' : undefined}
          >
            {t('manage.verification')}
          </Link>
        )}
      </nav>
    </header>
  );
}
