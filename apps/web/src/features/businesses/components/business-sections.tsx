import { countText, type PRODUCTION_PERIODS, rangeText, type BusinessProfile } from '@b2b/contracts';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FactList, filledFacts, type Fact } from '../../../components/ui/fact-list.tsx';
import { useBusinessTypeName } from '../../../lib/business-types.ts';
import { usePaymentCurrencies } from '../../../lib/currency-names.ts';
import { useLanguage } from '../../../lib/language.ts';
import { useCountryName } from '../../../lib/country-names.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { srcSetOf } from '../../../lib/image-src-set.ts';
import { DaysText } from '../../../components/business/days-text.tsx';
import { useCodeName } from '../coded-list-names.ts';
import { cardGrid } from '../../../components/ui/card-grid.ts';
import { cx } from '../../../lib/cx.ts';
import styles from './business-sections.module.css';

type Phone = BusinessProfile['contactInfo']['phone'];

const withUnit = (value: number | null, unit: string) =>
  value === null ? null : `${countText(value)} ${unit}`;
const phoneText = (phone: Phone) => (phone ? `${phone.countryCode} ${phone.businessPhoneNumber}` : null);
const placeText = (parts: (string | null | undefined)[]) => parts.filter(Boolean).join(', ') || null;

/** The production capacity's period in words, each key written whole for the translations' test. */
const PER_PERIOD = {
  day: 'facts.perDay',
  week: 'facts.perWeek',
  month: 'facts.perMonth',
  year: 'facts.perYear',
} as const satisfies Record<(typeof PRODUCTION_PERIODS)[number], ParseKeys<'businesses'>>;

function Tags({ items }: { items: string[] }) {
  return (
    <ul className={styles.tags}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** One titled card of the page; `id` is its anchor for the page's buttons. */
function InfoSection({ id, title, facts }: { id: string; title: string; facts: Fact[] }) {
  const { t } = useTranslation('businesses');
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {title}
      </h2>
      {facts.length ? (
        <FactList facts={facts} stacked />
      ) : (
        <p className={styles.empty}>{t('sections.noInformation')}</p>
      )}
    </section>
  );
}

export function GeneralInformation({ business }: { business: BusinessProfile }) {
  const { t } = useTranslation('businesses');
  const typeName = useBusinessTypeName();
  const g = business.general;
  const capacity = g.productionCapacity;
  const capacityRange = rangeText(capacity);
  const capacityText = capacityRange
    ? [capacityRange, capacity?.unit, capacity?.period && t(PER_PERIOD[capacity.period])]
        .filter(Boolean)
        .join(' ')
    : null;
  return (
    <InfoSection
      id="general-information"
      title={t('sections.general')}
      facts={filledFacts([
        [t('facts.aboutUs'), g.generalDescription && <p className={styles.text}>{g.generalDescription}</p>],
        [t('facts.businessType'), typeName(g.businessType.code, g.businessType.name)],
        [t('facts.industry'), g.industry?.name],
        [
          t('facts.categories'),
          g.categories.length ? <Tags items={g.categories.map((c) => c.name)} /> : null,
        ],
        [t('facts.yearEstablished'), g.yearStablished],
        [t('facts.annualRevenue'), rangeText(g.totalAnnualRevenue)],
        [t('facts.employees'), rangeText(g.totalEmployees)],
        [t('facts.productionEmployees'), rangeText(g.totalProductionEmployees)],
        [t('facts.productionCapacity'), capacityText],
      ])}
    />
  );
}

export function ContactInformation({ business }: { business: BusinessProfile }) {
  const { t } = useTranslation('businesses');
  const countryName = useCountryName();
  const c = business.contactInfo;
  return (
    <InfoSection
      id="contact-information"
      title={t('sections.contact')}
      facts={filledFacts([
        [t('facts.legalAddress'), c.legalAddressEnglish],
        [t('facts.shippingAddress'), c.shippingAddressEnglish],
        [t('facts.city'), c.city],
        [t('facts.zipCode'), c.zipcode],
        [t('facts.state'), c.state?.stateName],
        [
          t('facts.country'),
          <>
            <span aria-hidden>{c.country.emoji}</span> {countryName(c.country)}
          </>,
        ],
        [t('facts.email'), c.email && <a href={`mailto:${c.email}`}>{c.email}</a>],
        [
          t('facts.website'),
          c.website && (
            <a href={c.website} target="_blank" rel="noopener noreferrer nofollow">
              {c.website}
            </a>
          ),
        ],
        [t('facts.phone'), phoneText(c.phone)],
        [t('facts.mobilePhone'), phoneText(c.mobilePhone)],
      ])}
    />
  );
}

export function Factory({ business }: { business: BusinessProfile }) {
  const { t } = useTranslation('businesses');
  const contractManufacturingName = useCodeName('contractManufacturing');
  const countryName = useCountryName();
  const f = business.factory;
  return (
    <InfoSection
      id="factory"
      title={t('sections.factory')}
      facts={filledFacts([
        [
          t('facts.facilities'),
          f.manufacturingFacilities && <p className={styles.text}>{f.manufacturingFacilities}</p>,
        ],
        [
          t('facts.location'),
          placeText([f.city, f.zipcode, f.state?.stateName, f.country && countryName(f.country)]),
        ],
        [t('facts.factorySize'), withUnit(f.factorySize, 'm²')],
        [t('facts.productionLines'), f.numberProductionLines],
        [
          t('facts.contractManufacturing'),
          f.contractManufacturing.length ? (
            <Tags items={f.contractManufacturing.map((code) => contractManufacturingName(code))} />
          ) : null,
        ],
      ])}
    />
  );
}

export function TradeCapabilities({ business }: { business: BusinessProfile }) {
  const { t } = useTranslation('businesses');
  const marketName = useCodeName('markets');
  const trade = business.tradeCapabilities;
  const leadTime = trade.averageLeadTime;
  return (
    <InfoSection
      id="trade-capabilities"
      title={t('sections.trade')}
      facts={filledFacts([
        [
          t('facts.markets'),
          trade.markets.length ? <Tags items={trade.markets.map((code) => marketName(code))} /> : null,
        ],
        [
          t('facts.languages'),
          trade.spokenLanguages.length ? (
            <Tags items={trade.spokenLanguages.map((l) => l.languageName)} />
          ) : null,
        ],
        [t('facts.salesEmployees'), rangeText(trade.totalEmployeesSales)],
        [t('facts.averageLeadTime'), leadTime === null ? null : <DaysText days={leadTime} />],
      ])}
    />
  );
}

export function BusinessTerms({ business }: { business: BusinessProfile }) {
  const { t } = useTranslation('businesses');
  const b = business.businessTerms;
  const deliveryTermName = useCodeName('deliveryTerms');
  const packagingTypeName = useCodeName('packagingTypes');
  const paymentTypeName = useCodeName('paymentTypes');
  const currencies = usePaymentCurrencies();
  const currencyName = (code: string) => currencies.find((currency) => currency.code === code)?.name ?? code;
  const list = (codes: string[], name: (code: string) => string) =>
    codes.length ? <Tags items={codes.map(name)} /> : null;
  return (
    <InfoSection
      id="business-terms"
      title={t('sections.terms')}
      facts={filledFacts([
        [t('facts.deliveryTerms'), list(b.acceptedDeliveryTerms, deliveryTermName)],
        [t('facts.paymentCurrencies'), list(b.acceptedPaymentCurrencies, currencyName)],
        [t('facts.packagingTypes'), list(b.packagingTypes, packagingTypeName)],
        [t('facts.paymentTypes'), list(b.acceptedPaymentTypes, paymentTypeName)],
      ])}
    />
  );
}

export function Certificates({ business }: { business: BusinessProfile }) {
  const { t } = useTranslation('businesses');
  const language = useLanguage();
  const { certificates } = business;
  return (
    <section id="certificates" className={styles.section} aria-labelledby="certificates-title">
      <h2 id="certificates-title" className={styles.title}>
        {t('sections.certificates')}
      </h2>
      {certificates.length ? (
        <ul className={cx(cardGrid({ sm: 2 }), styles.certificates)}>
          {certificates.map((c) => (
            <li key={c.id} className={styles.certificate}>
              {c.photo && (
                <img
                  src={c.photo.url}
                  srcSet={srcSetOf(c.photo)}
                  sizes="120px"
                  alt={t('sections.certificate', { name: c.name })}
                  width={120}
                  height={120}
                  loading="lazy"
                />
              )}
              <div>
                <h3 className={styles.certificateName}>{c.name}</h3>
                <dl className={styles.dates}>
                  <div>
                    <dt>{t('sections.issueDate')}</dt>
                    <dd>{formatDate(c.issueDate, language)}</dd>
                  </div>
                  <div>
                    <dt>{t('sections.expireDate')}</dt>
                    <dd>{c.expireDate ? formatDate(c.expireDate, language) : t('sections.noExpiry')}</dd>
                  </div>
                </dl>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{t('sections.noCertificates')}</p>
      )}
    </section>
  );
}
