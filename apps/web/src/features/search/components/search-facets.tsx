import {
  BUSINESS_TYPE_CODES,
  GLOBAL_COUNTRY,
  type BusinessSearchFacets,
  type LeadTimeBucket,
  type ProductSearchFacets,
  type SearchFacetFilters,
  type SearchRouteQuery,
  type YearsInBusinessBucket,
  facetedSearchUrl,
} from '@b2b/contracts';
import type { ParseKeys } from 'i18next';
import { Check, SlidersHorizontal, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBusinessTypeName } from '../../../lib/business-types.ts';
import { useNamedCountries } from '../../../lib/country-names.ts';
import { formatNumber } from '../../../lib/format-number.ts';
import { useLanguage } from '../../../lib/language.ts';
import { useLevelName } from '../../../lib/level-names.ts';
import { useCountries } from '../../../lib/reference-data.ts';
import styles from './search-facets.module.css';

/** A facet's values past this many are listed under "Show all", the chosen one always among the first. */
const SHOWN_VALUES = 6;

const LEAD_TIME_NAMES = {
  '0-7': 'facets.leadTime.upTo7',
  '8-14': 'facets.leadTime.upTo14',
  '15-30': 'facets.leadTime.upTo30',
  '31+': 'facets.leadTime.over30',
} as const satisfies Record<LeadTimeBucket, ParseKeys<'search'>>;

const YEARS_NAMES = {
  '0-4': 'facets.years.under5',
  '5-9': 'facets.years.from5',
  '10-19': 'facets.years.from10',
  '20+': 'facets.years.over20',
} as const satisfies Record<YearsInBusinessBucket, ParseKeys<'search'>>;

/** One value of a facet as the panel shows it: its name, its count and the address that chooses or drops it. */
interface FacetLink {
  key: string;
  label: string;
  count: number;
  href: string;
  current: boolean;
}

interface FacetGroup {
  name: string;
  title: string;
  links: FacetLink[];
}

export type SearchFacetsOf =
  { kind: 'business'; facets: BusinessSearchFacets } | { kind: 'product'; facets: ProductSearchFacets };

/** The address of the search with these filters, from its first page. */
const hrefOf = (query: SearchRouteQuery, filters: SearchFacetFilters) => facetedSearchUrl(query, 1, filters);

/** The filters without one of them. */
function without(filters: SearchFacetFilters, name: keyof SearchFacetFilters): SearchFacetFilters {
  const rest = { ...filters };
  delete rest[name];
  return rest;
}

/** The facet groups of an answer, each value linking to the search with it chosen, or dropped when it is chosen. */
function useFacetGroups(
  found: SearchFacetsOf,
  query: SearchRouteQuery,
  filters: SearchFacetFilters,
): FacetGroup[] {
  const { t } = useTranslation('search');
  const typeName = useBusinessTypeName();
  const levelName = useLevelName();
  const countryNames = new Map(
    useNamedCountries(useCountries()).map((c) => [c.code, `${c.emoji} ${c.name}`] as const),
  );
  /** A facet kept in the filters: choosing its value adds it, choosing the chosen one drops it. */
  const filterLinks = <N extends keyof SearchFacetFilters>(
    name: N,
    values: { value: NonNullable<SearchFacetFilters[N]>; count: number }[],
    label: (value: NonNullable<SearchFacetFilters[N]>) => string,
  ): FacetLink[] => {
    const chosen = filters[name];
    // The chosen value stays listed when it keeps nothing, so it can be dropped.
    const listed =
      chosen === undefined || values.some((v) => v.value === chosen)
        ? values
        : [{ value: chosen, count: 0 }, ...values];
    return listed.map(({ value, count }) => {
      const current = value === chosen;
      return {
        key: String(value),
        label: label(value),
        count,
        current,
        href: hrefOf(
          query,
          current ? without(filters, name) : ({ ...filters, [name]: value } as SearchFacetFilters),
        ),
      };
    });
  };
  const countryLinks = (values: { value: string; count: number }[]): FacetLink[] => {
    const chosen = query.countries === GLOBAL_COUNTRY ? undefined : query.countries;
    const listed =
      chosen === undefined || values.some((v) => v.value === chosen)
        ? values
        : [{ value: chosen, count: 0 }, ...values];
    return listed.map(({ value, count }) => {
      const current = value === chosen;
      return {
        key: value,
        label: countryNames.get(value) ?? value,
        count,
        current,
        href: hrefOf({ ...query, countries: current ? GLOBAL_COUNTRY : value }, filters),
      };
    });
  };
  const verifiedName = (verified: boolean) => t(verified ? 'facets.verified.yes' : 'facets.verified.no');

  if (found.kind === 'business') {
    const { facets } = found;
    return [
      {
        name: 'businessType',
        title: t('facets.businessType'),
        // The type is the tab: another type is another tab with the same filters; the current one stays chosen.
        links: facets.businessType.flatMap(({ value, count }) => {
          const code = BUSINESS_TYPE_CODES.find((known) => known === value);
          if (!code) return [];
          return [
            {
              key: code,
              label: typeName(code),
              count,
              current: code === query.business,
              href: hrefOf({ ...query, business: code }, filters),
            },
          ];
        }),
      },
      { name: 'country', title: t('facets.country'), links: countryLinks(facets.country) },
      {
        name: 'verified',
        title: t('facets.verification'),
        links: filterLinks('verified', facets.verified, verifiedName),
      },
      {
        name: 'membership',
        title: t('facets.membership'),
        links: filterLinks('membership', facets.membership, levelName),
      },
      {
        name: 'years',
        title: t('facets.yearsInBusiness'),
        links: filterLinks('years', facets.yearsInBusiness, (key) => t(YEARS_NAMES[key])),
      },
    ];
  }
  const { facets } = found;
  const categoryNames = new Map(facets.category.map((c) => [c.id, c.name]));
  return [
    {
      name: 'category',
      title: t('facets.category'),
      links: filterLinks(
        'category',
        facets.category.map(({ id, count }) => ({ value: id, count })),
        (id) => categoryNames.get(id) ?? t('facets.otherCategory'),
      ),
    },
    { name: 'country', title: t('facets.country'), links: countryLinks(facets.country) },
    {
      name: 'verified',
      title: t('facets.verification'),
      links: filterLinks('verified', facets.verified, verifiedName),
    },
    {
      name: 'leadTime',
      title: t('facets.leadTimeTitle'),
      links: filterLinks('leadTime', facets.leadTime, (key) => t(LEAD_TIME_NAMES[key])),
    },
  ];
}

function FacetValue({ link }: { link: FacetLink }) {
  const { t } = useTranslation('search');
  const language = useLanguage();
  return (
    <li>
      <Link
        to={link.href}
        className={styles.value}
        aria-current={link.current ? 'true' : undefined}
        aria-label={t(link.current ? 'facets.remove' : 'facets.choose', {
          name: link.label,
          count: link.count,
          total: formatNumber(link.count, language),
        })}
        preventScrollReset
      >
        <span className={styles.mark} aria-hidden>
          {link.current && <Check size={14} strokeWidth={3} />}
        </span>
        <span className={styles.label}>{link.label}</span>
        <span className={styles.count}>{formatNumber(link.count, language)}</span>
      </Link>
    </li>
  );
}

function FacetSection({ group }: { group: FacetGroup }) {
  const { t } = useTranslation('search');
  if (group.links.length === 0) return null;
  // The chosen value first among the shown ones, whatever its count.
  const ordered = [...group.links.filter((l) => l.current), ...group.links.filter((l) => !l.current)];
  const shown = ordered.slice(0, SHOWN_VALUES);
  const more = ordered.slice(SHOWN_VALUES);
  return (
    // Not a named region: named "Country", it would be a second field labelled so beside the country list.
    <section className={styles.group} data-facet={group.name}>
      <h2 className={styles.groupTitle}>{group.title}</h2>
      <ul className={styles.values}>
        {shown.map((link) => (
          <FacetValue key={link.key} link={link} />
        ))}
      </ul>
      {more.length > 0 && (
        <details className={styles.more}>
          <summary>{t('facets.showAll', { count: ordered.length })}</summary>
          <ul className={styles.values}>
            {more.map((link) => (
              <FacetValue key={link.key} link={link} />
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

/**
 * The facets of a search: each value with how many results it keeps, as links, so a choice is an address of its own
 * (shared, reloaded, undone with Back) and works without JavaScript. A collapsed "Filters" panel on phones and tablets,
 * a side column from 992 px. The chosen filters are listed above the results, each with a link that drops it.
 */
export function SearchFacets({
  found,
  query,
  filters,
}: {
  found: SearchFacetsOf;
  query: SearchRouteQuery;
  filters: SearchFacetFilters;
}) {
  const { t } = useTranslation('search');
  const groups = useFacetGroups(found, query, filters);
  const chosen = groups.flatMap((g) => g.links.filter((l) => l.current && g.name !== 'businessType'));
  return (
    <details className={styles.panel}>
      <summary className={styles.summary}>
        <SlidersHorizontal aria-hidden size={18} />
        <span>{t('facets.title')}</span>
        {chosen.length > 0 && (
          <span className={styles.badge}>{t('facets.active', { count: chosen.length })}</span>
        )}
      </summary>
      <div className={styles.groups}>
        {groups.map((group) => (
          <FacetSection key={group.name} group={group} />
        ))}
      </div>
    </details>
  );
}

/** The chosen filters, each a link that drops it, and one that drops them all. */
export function ChosenFilters({
  found,
  query,
  filters,
}: {
  found: SearchFacetsOf;
  query: SearchRouteQuery;
  filters: SearchFacetFilters;
}) {
  const { t } = useTranslation('search');
  const groups = useFacetGroups(found, query, filters);
  const chosen = groups.flatMap((g) =>
    g.links.filter((l) => l.current && g.name !== 'businessType').map((l) => ({ ...l, group: g.title })),
  );
  if (chosen.length === 0) return null;
  return (
    <ul className={styles.chosen} aria-label={t('facets.chosen')}>
      {chosen.map((link) => (
        <li key={`${link.group}-${link.key}`}>
          <Link
            to={link.href}
            className={styles.chip}
            aria-label={t('facets.removeChip', { name: link.label })}
            preventScrollReset
          >
            {link.label}
            <X aria-hidden size={14} />
          </Link>
        </li>
      ))}
      {chosen.length > 1 && (
        <li>
          <Link
            to={hrefOf({ ...query, countries: GLOBAL_COUNTRY }, {})}
            className={styles.clear}
            preventScrollReset
          >
            {t('facets.clear')}
          </Link>
        </li>
      )}
    </ul>
  );
}
