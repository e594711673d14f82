import { Inbox, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../ui/button.ts';
import { paths } from '../../lib/paths.ts';

/**
 * Send Request to a business, or its Requests for the people of that business, as on the business summary card.
 * `name` tells the many buttons of a results page apart for screen readers.
 */
export function SendRequestLink({
  businessID,
  name,
  member,
  productID,
}: {
  businessID: string;
  name: string;
  /** Whether the person belongs to the business. */
  member: boolean;
  /** The product the request is about, on a product's card. */
  productID?: string;
}) {
  const { t } = useTranslation('businesses');
  return member ? (
    <Link className={buttonClass('outline', { size: 'sm' })} to={paths.requests.href(businessID)}>
      <Inbox aria-hidden size={16} />
      {t('actions.requests')}
      <span className="visually-hidden">: {name}</span>
    </Link>
  ) : (
    <Link
      className={buttonClass('accent', { size: 'sm' })}
      to={paths.sendRequest.href(businessID, productID)}
    >
      <Send aria-hidden size={16} />
      {t('actions.sendRequest')}
      <span className="visually-hidden">: {name}</span>
    </Link>
  );
}
