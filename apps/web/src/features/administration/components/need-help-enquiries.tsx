import type { AdminNeedHelpEnquiry } from '@b2b/contracts';
import { FactList, filledFacts } from '../../../components/ui/fact-list.tsx';
import { LoadError, Loading, NoContent } from '../../../components/ui/status.tsx';
import { formatDateTimeUTC } from '../../../lib/format-date.ts';
import { useNeedHelpEnquiries } from '../api/queries.ts';
import styles from './administration.module.css';
import { ShowMoreButton } from './show-more-button.tsx';

const nameOf = (entry: { name: string } | null) => entry?.name;
const names = (entries: { name: string }[]) => entries.map((entry) => entry.name).join(', ');

/** Who asked: their name, else their business, else their email. */
const askerOf = (enquiry: AdminNeedHelpEnquiry) =>
  [enquiry.firstName, enquiry.lastName].filter(Boolean).join(' ') || enquiry.businessName || enquiry.email;

function Enquiry({ enquiry }: { enquiry: AdminNeedHelpEnquiry }) {
  return (
    <li className={styles.enquiry}>
      <h3 className={styles.enquiryTitle}>{askerOf(enquiry)}</h3>
      <span className={styles.meta}>sent {formatDateTimeUTC(enquiry.createdAt)} UTC</span>
      <FactList
        stacked
        facts={filledFacts([
          ['Email', <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>],
          ['Company telephone', enquiry.companyPhone],
          ['Mobile phone', enquiry.mobilePhone],
          ['Company fax', enquiry.companyFax],
          ['Business name', enquiry.businessName],
          ['Business type', nameOf(enquiry.businessType)],
          ['Job position', nameOf(enquiry.jobPosition)],
          ['Website', enquiry.website],
          ['Address', enquiry.address],
          ['Zip code', enquiry.zipcode],
          ['City', enquiry.city],
          ['USA state', nameOf(enquiry.usaState)],
          ['Country', nameOf(enquiry.country)],
          ['Total employees', enquiry.totalEmployees],
          ['Sales employees', enquiry.salesEmployees],
          ['Buys products of', names(enquiry.buyProducts)],
          ['More information (buying)', enquiry.moreInfoBuy],
          ['Sells products of', names(enquiry.sellProducts)],
          ['More information (selling)', enquiry.moreInfoSell],
        ])}
      />
    </li>
  );
}

/** The need-help enquiries of `/contact-us/form`, newest first. */
export function NeedHelpEnquiries() {
  const enquiries = useNeedHelpEnquiries();
  if (enquiries.isError) return <LoadError />;
  if (!enquiries.data) return <Loading />;
  const list = enquiries.data.pages.flatMap((page) => page.enquiries);
  if (list.length === 0) return <NoContent />;
  return (
    <>
      <p className={styles.meta}>
        {enquiries.data.pages[0]!.total} enquir{enquiries.data.pages[0]!.total === 1 ? 'y' : 'ies'}
      </p>
      <ul className={styles.queue}>
        {list.map((enquiry) => (
          <Enquiry key={enquiry.enquiryID} enquiry={enquiry} />
        ))}
      </ul>
      <ShowMoreButton list={enquiries} />
    </>
  );
}
