import type { AdminNeedHelpEnquiry } from '@b2b/contracts';
import { useTranslation } from 'react-i18next';
import { FactList, filledFacts } from '../../../components/ui/fact-list.tsx';
import { LoadError, Loading, NoContent } from '../../../components/ui/status.tsx';
import { useBusinessTypeName } from '../../../lib/business-types.ts';
import { useCountryName } from '../../../lib/country-names.ts';
import { formatDateTimeUTC } from '../../../lib/format-date.ts';
import { useLanguage } from '../../../lib/language.ts';
import { useIndustries, useJobPositions } from '../../../lib/reference-data.ts';
import { useNeedHelpEnquiries } from '../api/queries.ts';
import styles from './administration.module.css';
import { ShowMoreButton } from './show-more-button.tsx';

const nameOf = (entry: { name: string } | null) => entry?.name;

/**
 * The enquiry's reference names in the page's language: the stored entry names its row in English, so an industry or a
 * job position is named from the page language's list by its id, a business type and a country by their codes; a row
 * the list no longer has keeps the name the enquiry came with.
 */
function useReferenceNames() {
  const businessTypeName = useBusinessTypeName();
  const countryName = useCountryName();
  const industries = new Map(useIndustries().map((industry) => [industry.id, industry.name]));
  const jobPositions = new Map(useJobPositions().map((job) => [job.jobPositionID, job.name]));
  return {
    businessType: (entry: { key: string; name: string } | null) =>
      entry && businessTypeName(entry.key, entry.name),
    country: (entry: { key: string; name: string } | null) =>
      entry && countryName({ code: entry.key, countryName: entry.name }),
    jobPosition: (entry: { key: string; name: string } | null) =>
      entry && (jobPositions.get(entry.key) ?? entry.name),
    industries: (entries: { key: string; name: string }[]) =>
      entries.map((entry) => industries.get(entry.key) ?? entry.name).join(', '),
  };
}

/** Who asked: their name, else their business, else their email. */
const askerOf = (enquiry: AdminNeedHelpEnquiry) =>
  [enquiry.firstName, enquiry.lastName].filter(Boolean).join(' ') || enquiry.businessName || enquiry.email;

function Enquiry({ enquiry }: { enquiry: AdminNeedHelpEnquiry }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const named = useReferenceNames();
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
          [t('needHelp.businessType'), named.businessType(enquiry.businessType)],
          [t('needHelp.jobPosition'), named.jobPosition(enquiry.jobPosition)],
          [t('needHelp.website'), enquiry.website],
          [t('needHelp.address'), enquiry.address],
          [t('needHelp.zipcode'), enquiry.zipcode],
          [t('needHelp.city'), enquiry.city],
          [t('needHelp.usaState'), nameOf(enquiry.usaState)],
          [t('needHelp.country'), named.country(enquiry.country)],
          [t('needHelp.totalEmployees'), enquiry.totalEmployees],
          [t('needHelp.salesEmployees'), enquiry.salesEmployees],
          [t('needHelp.buyProducts'), named.industries(enquiry.buyProducts)],
          [t('needHelp.moreInfoBuy'), enquiry.moreInfoBuy],
          [t('needHelp.sellProducts'), named.industries(enquiry.sellProducts)],
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
