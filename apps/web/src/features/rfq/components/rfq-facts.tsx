import type { Rfq } from '@b2b/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FactList, filledFacts } from '../../../components/ui/fact-list.tsx';
import { useCountryName } from '../../../lib/country-names.ts';
import { formatDate, formatDateTimeUTC } from '../../../lib/format-date.ts';
import { srcSetOf } from '../../../lib/image-src-set.ts';
import { useLanguage } from '../../../lib/language.ts';
import { paths } from '../../../lib/paths.ts';
import { useCountries, useIndustryTree } from '../../../lib/reference-data.ts';
import { formatMoney, formatQuantity, timeLeftOf } from '../format.ts';
import { useRfqWords } from '../rfq-words.ts';
import styles from './rfq.module.css';

/** The RFQ's place in the industry tree, named in the page's language: `Industry › Category › Subcategory`. */
function usePlaceName(rfq: Pick<Rfq, 'industryID' | 'categoryID' | 'subcategoryID'>) {
  const industry = (useIndustryTree().data ?? []).find((i) => i.id === rfq.industryID);
  const category = industry?.categories.find((c) => c.id === rfq.categoryID);
  const subcategory = category?.subCategories.find((s) => s.id === rfq.subcategoryID);
  return [industry?.name, category?.name, subcategory?.name].filter(Boolean).join(' › ');
}

/** "3 days left", "5 hours left"; "Closed" once they have. */
export function TimeLeft({ secondsLeft }: { secondsLeft: number }) {
  const { t } = useTranslation('rfq');
  const left = timeLeftOf(secondsLeft);
  if (!left) return <>{t('time.closed')}</>;
  const { unit, count } = left;
  return (
    <>
      {unit === 'days'
        ? t('time.days', { count })
        : unit === 'hours'
          ? t('time.hours', { count })
          : t('time.minutes', { count })}
    </>
  );
}

/**
 * What an RFQ asks for, as its buyer and its suppliers read it. The buyer's name shows only when the answer carries it
 * (a supplier of an anonymous RFQ gets none until the buyer reveals themself); texts show as typed.
 */
export function RfqFacts({ rfq, asBuyer }: { rfq: Rfq; asBuyer: boolean }) {
  const { t } = useTranslation('rfq');
  const language = useLanguage();
  const words = useRfqWords();
  const countryName = useCountryName();
  const country = useCountries().find((c) => c.code === rfq.destinationCountry);
  const place = usePlaceName(rfq);
  const buyer = rfq.buyer;
  return (
    <>
      <FactList
        facts={filledFacts([
          [t('facts.category'), place],
          [
            t('facts.quantity'),
            `${formatQuantity(rfq.quantity, language)} ${words.unit(rfq.unit, rfq.quantity)}`,
          ],
          [
            t('facts.targetUnitPrice'),
            rfq.targetUnitPrice === null ? null : formatMoney(rfq.targetUnitPrice, rfq.currency, language),
          ],
          [t('facts.currency'), rfq.currency],
          [t('facts.destination'), country ? countryName(country) : rfq.destinationCountry],
          [t('facts.incoterm'), words.incoterm(rfq.incoterm)],
          [
            t('facts.closes'),
            <>
              {formatDateTimeUTC(rfq.closesAt, language)} · <TimeLeft secondsLeft={rfq.secondsLeft} />
            </>,
          ],
          [t('facts.posted'), formatDate(rfq.createdAt, language)],
          [t('facts.status'), words.status(rfq.status)],
          asBuyer
            ? [t('facts.visibility'), rfq.identity === 'named' ? t('facts.named') : t('facts.anonymous')]
            : [
                t('facts.buyer'),
                buyer ? (
                  <>
                    {buyer.businessID && buyer.companyName ? (
                      <Link to={paths.business.href(buyer.companyName, buyer.businessID)}>
                        {buyer.companyName}
                      </Link>
                    ) : null}
                    {buyer.businessID ? ' · ' : ''}
                    {buyer.name}
                    {buyer.email ? ` · ${buyer.email}` : ''}
                  </>
                ) : (
                  t('facts.anonymousBuyer')
                ),
              ],
        ])}
      />
      <h2 className={styles.subTitle}>{t('facts.description')}</h2>
      <p className={styles.description}>{rfq.description}</p>
      {rfq.pictures.length > 0 && (
        <ul className={styles.pictures} aria-label={t('facts.pictures')}>
          {rfq.pictures.map((picture, index) => (
            <li key={picture.url} className={styles.picture}>
              <a href={picture.url} target="_blank" rel="noreferrer">
                <img
                  src={picture.url}
                  srcSet={srcSetOf(picture)}
                  sizes="160px"
                  alt={t('form.pictureNumber', { number: index + 1 })}
                  width={160}
                  height={160}
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
