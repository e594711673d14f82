import {
  CONTRACT_MANUFACTURING,
  countText,
  DELIVERY_TERMS,
  labelOf,
  MARKETS,
  PACKAGING_TYPES,
  PAYMENT_CURRENCIES,
  PAYMENT_TYPES,
  rangeText,
  type BusinessProfile,
} from '@b2b/contracts';
import { FactList, filledFacts, type Fact } from '../../../components/ui/fact-list.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { srcSetOf } from '../../../lib/image-src-set.ts';
import styles from './business-sections.module.css';

type Phone = BusinessProfile['contactInfo']['phone'];

const withUnit = (value: number | null, unit: string) =>
  value === null ? null : `${countText(value)} ${unit}`;
const phoneText = (phone: Phone) => (phone ? `${phone.countryCode} ${phone.businessPhoneNumber}` : null);
const placeText = (parts: (string | null | undefined)[]) => parts.filter(Boolean).join(', ') || null;

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
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {title}
      </h2>
      {facts.length ? (
        <FactList facts={facts} stacked />
      ) : (
        <p className={styles.empty}>No information yet.</p>
      )}
    </section>
  );
}

export function GeneralInformation({ business }: { business: BusinessProfile }) {
  const g = business.general;
  const capacity = g.productionCapacity;
  const capacityRange = rangeText(capacity);
  const capacityText = capacityRange
    ? [capacityRange, capacity?.unit, capacity?.period && `per ${capacity.period}`].filter(Boolean).join(' ')
    : null;
  return (
    <InfoSection
      id="general-information"
      title="General Information"
      facts={filledFacts([
        ['About us', g.generalDescription && <p className={styles.text}>{g.generalDescription}</p>],
        ['Business type', g.businessType.name],
        ['Industry', g.industry?.name],
        [
          'Industrial categories',
          g.categories.length ? <Tags items={g.categories.map((c) => c.name)} /> : null,
        ],
        ['Year established', g.yearStablished],
        ['Total annual revenue', rangeText(g.totalAnnualRevenue)],
        ['Total employees', rangeText(g.totalEmployees)],
        ['Production employees', rangeText(g.totalProductionEmployees)],
        ['Production capacity', capacityText],
      ])}
    />
  );
}

export function ContactInformation({ business }: { business: BusinessProfile }) {
  const c = business.contactInfo;
  return (
    <InfoSection
      id="contact-information"
      title="Contact Information"
      facts={filledFacts([
        ['Legal address', c.legalAddressEnglish],
        ['Shipping address', c.shippingAddressEnglish],
        ['City', c.city],
        ['Zip code', c.zipcode],
        ['State', c.state?.stateName],
        [
          'Country',
          <>
            <span aria-hidden>{c.country.emoji}</span> {c.country.countryName}
          </>,
        ],
        ['Email', c.email && <a href={`mailto:${c.email}`}>{c.email}</a>],
        [
          'Website',
          c.website && (
            <a href={c.website} target="_blank" rel="noopener noreferrer nofollow">
              {c.website}
            </a>
          ),
        ],
        ['Phone', phoneText(c.phone)],
        ['Mobile phone', phoneText(c.mobilePhone)],
      ])}
    />
  );
}

export function Factory({ business }: { business: BusinessProfile }) {
  const f = business.factory;
  return (
    <InfoSection
      id="factory"
      title="Factory"
      facts={filledFacts([
        [
          'Manufacturing facilities',
          f.manufacturingFacilities && <p className={styles.text}>{f.manufacturingFacilities}</p>,
        ],
        ['Location', placeText([f.city, f.zipcode, f.state?.stateName, f.country?.countryName])],
        ['Factory size', withUnit(f.factorySize, 'm²')],
        ['Production lines', f.numberProductionLines],
        [
          'Contract manufacturing',
          f.contractManufacturing.length ? (
            <Tags items={f.contractManufacturing.map((code) => labelOf(CONTRACT_MANUFACTURING, code))} />
          ) : null,
        ],
      ])}
    />
  );
}

export function TradeCapabilities({ business }: { business: BusinessProfile }) {
  const t = business.tradeCapabilities;
  return (
    <InfoSection
      id="trade-capabilities"
      title="Trade Capabilities"
      facts={filledFacts([
        [
          'Markets',
          t.markets.length ? <Tags items={t.markets.map((code) => labelOf(MARKETS, code))} /> : null,
        ],
        [
          'Spoken languages',
          t.spokenLanguages.length ? <Tags items={t.spokenLanguages.map((l) => l.languageName)} /> : null,
        ],
        ['Sales employees', rangeText(t.totalEmployeesSales)],
        ['Average lead time', withUnit(t.averageLeadTime, t.averageLeadTime === 1 ? 'day' : 'days')],
      ])}
    />
  );
}

export function BusinessTerms({ business }: { business: BusinessProfile }) {
  const b = business.businessTerms;
  const list = (codes: string[], from: Parameters<typeof labelOf>[0]) =>
    codes.length ? <Tags items={codes.map((code) => labelOf(from, code))} /> : null;
  return (
    <InfoSection
      id="business-terms"
      title="Business Terms"
      facts={filledFacts([
        ['Delivery terms', list(b.acceptedDeliveryTerms, DELIVERY_TERMS)],
        ['Payment currencies', list(b.acceptedPaymentCurrencies, PAYMENT_CURRENCIES)],
        ['Packaging types', list(b.packagingTypes, PACKAGING_TYPES)],
        ['Payment types', list(b.acceptedPaymentTypes, PAYMENT_TYPES)],
      ])}
    />
  );
}

export function Certificates({ business }: { business: BusinessProfile }) {
  const { certificates } = business;
  return (
    <section id="certificates" className={styles.section} aria-labelledby="certificates-title">
      <h2 id="certificates-title" className={styles.title}>
        Certificates
      </h2>
      {certificates.length ? (
        <ul className={styles.certificates}>
          {certificates.map((c) => (
            <li key={c.id} className={styles.certificate}>
              {c.photo && (
                <img
                  src={c.photo.url}
                  srcSet={srcSetOf(c.photo)}
                  sizes="120px"
                  alt={`Certificate ${c.name}`}
                  width={120}
                  height={120}
                  loading="lazy"
                />
              )}
              <div>
                <h3 className={styles.certificateName}>{c.name}</h3>
                <dl className={styles.dates}>
                  <div>
                    <dt>Issue date</dt>
                    <dd>{formatDate(c.issueDate)}</dd>
                  </div>
                  <div>
                    <dt>Expire date</dt>
                    <dd>{c.expireDate ? formatDate(c.expireDate) : 'No expiry'}</dd>
                  </div>
                </dl>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>No certificates yet.</p>
      )}
    </section>
  );
}
