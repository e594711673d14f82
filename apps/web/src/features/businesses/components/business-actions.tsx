import { canEditBusiness, type BusinessAccess } from '@b2b/contracts';
import { Building2, Handshake, Inbox, Package, Pencil, Send, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass, type ButtonVariant } from '../../../components/ui/button.ts';
import { paths } from '../../../lib/paths.ts';
import { useTranslation } from 'react-i18next';

const ICON = { size: 16, 'aria-hidden': true } as const;

/** A small button that goes to another page of the business, with its icon. */
export function ActionLink({
  to,
  icon: Icon,
  variant = 'outline',
  children,
  ...rest
}: {
  to: string;
  icon: LucideIcon;
  variant?: ButtonVariant;
  children: ReactNode;
  'aria-current'?: 'page';
}) {
  return (
    <Link to={to} className={buttonClass(variant, { size: 'sm' })} {...rest}>
      <Icon {...ICON} />
      {children}
    </Link>
  );
}

/**
 * The public view's buttons: Business Profile, Company Products and Connect jump to the general,
 * products and contact sections; people of the business get Requests instead of Send Request, and those who may edit it
 * (owner, admin) get Edit profile and Products too.
 */
export function VisitorActions({
  businessID,
  access,
}: {
  businessID: string;
  access: BusinessAccess | null;
}) {
  const { t } = useTranslation('businesses');
  return (
    <>
      <a href="#general-information" className={buttonClass('outline', { size: 'sm' })}>
        <Building2 {...ICON} />
        {t('actions.businessProfile')}
      </a>
      {access ? (
        <ActionLink to={paths.requests.href(businessID)} icon={Inbox} variant="primary">
          {t('actions.requests')}
        </ActionLink>
      ) : (
        <ActionLink to={paths.sendRequest.href(businessID)} icon={Send} variant="accent">
          {t('actions.sendRequest')}
        </ActionLink>
      )}
      <a href="#company-products" className={buttonClass('outline', { size: 'sm' })}>
        <Package {...ICON} />
        {t('page.companyProducts')}
      </a>
      <a href="#contact-information" className={buttonClass('outline', { size: 'sm' })}>
        <Handshake {...ICON} />
        {t('actions.connect')}
      </a>
      {canEditBusiness(access) && (
        <>
          <ActionLink to={paths.businessEdit.href(businessID, 'general')} icon={Pencil}>
            {t('actions.editProfile')}
          </ActionLink>
          <ActionLink to={paths.businessProducts.href(businessID)} icon={Package}>
            {t('actions.products')}
          </ActionLink>
        </>
      )}
    </>
  );
}
