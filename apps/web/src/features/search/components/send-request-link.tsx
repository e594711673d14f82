import { Inbox, Send } from 'lucide-react';
import { Link } from 'react-router';
import { useMyBusinesses } from '../../../components/business/api/get-my-businesses.ts';
import { buttonClass } from '../../../components/ui/button.ts';

/**
 * Send Request to a business, or its Requests for the people of that business, as on the business summary card
 * (section 6 of 01-). `name` tells the many buttons of a results page apart for screen readers.
 */
export function SendRequestLink({ businessID, name }: { businessID: string; name: string }) {
  const member = useMyBusinesses().data?.some((item) => item.businessID === businessID) ?? false;
  const base = `/business/${businessID}`;
  return member ? (
    <Link className={buttonClass('outline', { size: 'sm' })} to={`${base}/requests`}>
      <Inbox aria-hidden size={16} />
      Requests
      <span className="visually-hidden">: {name}</span>
    </Link>
  ) : (
    <Link className={buttonClass('accent', { size: 'sm' })} to={`${base}/send-request`}>
      <Send aria-hidden size={16} />
      Send Request
      <span className="visually-hidden">: {name}</span>
    </Link>
  );
}
