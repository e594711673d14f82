import type { AdminNeedHelpEnquiry } from '@b2b/contracts';
import { useTranslation } from 'react-i18next';
import { FactList, filledFacts } from '../../../components/ui/fact-list.tsx';
import { LoadError, Loading, NoContent } from '../../../components/ui/status.tsx';
import { formatDateTimeUTC } from '../../../lib/format-date.ts';
import { useLanguage } from '../../../lib/language.ts';
import { useNeedHelpEnquiries } from '../api/queries.ts';
import styles from './administration.module.css';
import { ShowMoreButton } from './show-more-button.tsx';

const nameOf = (entry: { name: string } | null) => entry?.name;
const names = (entries: { name: string }[]) => entries.map((entry) => entry.name).join(', ');

/** Who asked: their name, else their business, else their email. */
const askerOf = (enquiry: AdminNeedHelpEnquiry) =>
  [enquiry.firstName, enquiry.lastName].filter(Boolean).join(' ') || enquiry.businessName || enquiry.email;

function Enquiry({ enquiry }: { enquiry: AdminNeedHelpEnquiry }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <li className={styles.enquiry}>
      <h3 className={styles.enquiryTitle}>{askerOf(enquiry)}</h3>
      <span className={styles.meta}>
        {t('needHelp.sent', { date: formatDateTimeUTC(enquiry.createdAt, language) })}
      </span>
      <FactList
        stacked
        facts={filledFacts([
          [t('needHelp.email'), <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>],
          [t('needHelp.companyPhone'), enquiry.companyPhone],
          [t('needHelp.mobilePhone'), enquiry.mobilePhone],
          [t('needHelp.companyFax'), enquiry.companyFax],
          [t('needHelp.businessName'), enquiry.businessName],
          [t('needHelp.businessType'), nameOf(enquiry.businessType)],
          [t('needHelp.jobPosition'), nameOf(enquiry.jobPosition)],
          [t('needHelp.website'), enquiry.website],
          [t('needHelp.address'), enquiry.address],
          [t('needHelp.zipcode'), enquiry.zipcode],
          [t('needHelp.city'), enquiry.city],
          [t('needHelp.usaState'), nameOf(enquiry.usaState)],
          [t('needHelp.country'), nameOf(enquiry.country)],
          [t('needHelp.totalEmployees'), enquiry.totalEmployees],
          [t('needHelp.salesEmployees'), enquiry.salesEmployees],
          [t('needHelp.buyProducts'), names(enquiry.buyProducts)],
          [t('needHelp.moreInfoBuy'), enquiry.moreInfoBuy],
          [t('needHelp.sellProducts'), names(enquiry.sellProducts)],
          [t('needHelp.moreInfoSell'), enquiry.moreInfoSell],
        ])}
      />
    </li>
  );
}

/** The need-help enquiries of `/contact-us/form`, newest first. */
export function NeedHelpEnquiries() {
  const { t } = useTranslation('admin');
  const enquiries = useNeedHelpEnquiries();
  if (enquiries.isError) return <LoadError />;
  if (!enquiries.data) return <Loading />;
  const list = enquiries.data.pages.flatMap((page) => page.enquiries);
  if (list.length === 0) return <NoContent />;
  return (
    <>
      <p className={styles.meta}>{t('needHelp.count', { count: enquiries.data.pages[0]!.total })}</p>
      <ul className={styles.queue}>
        {list.map((enquiry) => (
          <Enquiry key={enquiry.enquiryID} enquiry={enquiry} />
        ))}
      </ul>
      <ShowMoreButton list={enquiries} />
    </>
  );
}
