import { canEditBusiness, type BusinessAccess } from '@b2b/contracts';
import {
  Building2,
  Crown,
  Eye,
  Handshake,
  Inbox,
  Package,
  Pencil,
  Send,
  Settings,
  ShieldCheck,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.ts';
import { paths } from '../../../lib/paths.ts';

const ICON = { size: 16, 'aria-hidden': true } as const;

/**
 * The owner's buttons in manage mode (section 2 of 02-). Manage Profile is this mode itself; View as a buyer leaves it.
 */
export function ManageActions({ businessID, publicPath }: { businessID: string; publicPath: string }) {
  return (
    <>
      <Link
        to={`${publicPath}?editMode=1`}
        aria-current="page"
        className={buttonClass('primary', { size: 'sm' })}
      >
        <Settings {...ICON} />
        Manage Profile
      </Link>
      <Link to={paths.requests.href(businessID)} className={buttonClass('outline', { size: 'sm' })}>
        <Inbox {...ICON} />
        Requests
      </Link>
      <Link to={paths.businessProducts.href(businessID)} className={buttonClass('outline', { size: 'sm' })}>
        <Package {...ICON} />
        Products
      </Link>
      <Link to={paths.businessMembership.href(businessID)} className={buttonClass('outline', { size: 'sm' })}>
        <Crown {...ICON} />
        Membership
      </Link>
      <Link to={paths.businessMembers.href(businessID)} className={buttonClass('outline', { size: 'sm' })}>
        <Users {...ICON} />
        Members
      </Link>
      <Link
        to={paths.businessVerification.href(businessID)}
        className={buttonClass('outline', { size: 'sm' })}
      >
        <ShieldCheck {...ICON} />
        Verification
      </Link>
      <Link
        to={paths.businessEdit.href(businessID, 'general')}
        className={buttonClass('outline', { size: 'sm' })}
      >
        <Pencil {...ICON} />
        Edit profile
      </Link>
      <Link to={publicPath} className={buttonClass('ghost', { size: 'sm' })}>
        <Eye {...ICON} />
        View as a buyer
      </Link>
    </>
  );
}

/**
 * The public view's buttons (section 2 of 02-): Business Profile, Company Products and Connect jump to the general,
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
  return (
    <>
      <a href="#general-information" className={buttonClass('outline', { size: 'sm' })}>
        <Building2 {...ICON} />
        Business Profile
      </a>
      {access ? (
        <Link to={paths.requests.href(businessID)} className={buttonClass('primary', { size: 'sm' })}>
          <Inbox {...ICON} />
          Requests
        </Link>
      ) : (
        <Link to={paths.sendRequest.href(businessID)} className={buttonClass('accent', { size: 'sm' })}>
          <Send {...ICON} />
          Send Request
        </Link>
      )}
      <a href="#company-products" className={buttonClass('outline', { size: 'sm' })}>
        <Package {...ICON} />
        Company Products
      </a>
      <a href="#contact-information" className={buttonClass('outline', { size: 'sm' })}>
        <Handshake {...ICON} />
        Connect
      </a>
      {canEditBusiness(access) && (
        <>
          <Link
            to={paths.businessEdit.href(businessID, 'general')}
            className={buttonClass('outline', { size: 'sm' })}
          >
            <Pencil {...ICON} />
            Edit profile
          </Link>
          <Link
            to={paths.businessProducts.href(businessID)}
            className={buttonClass('outline', { size: 'sm' })}
          >
            <Package {...ICON} />
            Products
          </Link>
        </>
      )}
    </>
  );
}
