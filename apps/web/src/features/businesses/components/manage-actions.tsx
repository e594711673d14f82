import { Crown, Eye, FileText, Inbox, Package, Pencil, Settings, ShieldCheck, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths.ts';
import { ActionLink } from './business-actions.tsx';

/**
 * The owner's buttons in manage mode. Manage Profile is this mode itself; View as a buyer shows the page as buyers see it.
 * Loaded only in manage mode: their icons are not in a visitor's first load.
 */
export default function ManageActions({
  businessID,
  publicPath,
}: {
  businessID: string;
  publicPath: string;
}) {
  const { t } = useTranslation('businesses');
  return (
    <>
      <ActionLink to={`${publicPath}?editMode=1`} icon={Settings} variant="primary" aria-current="page">
        Manage Profile
      </ActionLink>
      <ActionLink to={paths.requests.href(businessID)} icon={Inbox}>
        Requests
      </ActionLink>
      <ActionLink to={paths.businessProducts.href(businessID)} icon={Package}>
        Products
      </ActionLink>
      <ActionLink to={paths.businessRfq.href(businessID)} icon={FileText}>
        {t('actions.rfqMarket')}
      </ActionLink>
      <ActionLink to={paths.businessMembership.href(businessID)} icon={Crown}>
        Membership
      </ActionLink>
      <ActionLink to={paths.businessMembers.href(businessID)} icon={Users}>
        Members
      </ActionLink>
      <ActionLink to={paths.businessVerification.href(businessID)} icon={ShieldCheck}>
        Verification
      </ActionLink>
      <ActionLink to={paths.businessEdit.href(businessID, 'general')} icon={Pencil}>
        Edit profile
      </ActionLink>
      <ActionLink to={`${publicPath}?view=buyer`} icon={Eye} variant="ghost">
        View as a buyer
      </ActionLink>
    </>
  );
}
