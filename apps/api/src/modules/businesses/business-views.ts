import {
  businessSlug,
  type BusinessCard,
  type BusinessCategory,
  type BusinessProfile,
  type Certificate,
} from '@b2b/contracts';
import { toResponseMetrics } from '../response-metrics/response-metrics.ts';
import type { BusinessRow, CategoryRow, CertificateRow } from './businesses.repository.ts';

/** Names of the references kept inside the JSON groups (the factory's place, the spoken languages). */
export interface GroupLookups {
  countries: Map<string, { name: string; emoji: string }>;
  states: Map<string, { name: string }>;
  languages: Map<string, string>;
}

const categoryOf = (c: CategoryRow): BusinessCategory => ({
  id: `${c.industryID}.${c.categoryID}`,
  industryID: c.industryID,
  industryName: c.industryName,
  categoryID: c.categoryID,
  name: c.name,
});

export const certificateOf = (c: CertificateRow): Certificate => ({
  id: c.id,
  name: c.name,
  issueDate: c.issueDate,
  expireDate: c.expireDate,
  photo: c.photo,
});

function generalOf({ business: b, businessTypeName, industryName }: BusinessRow, categories: CategoryRow[]) {
  return {
    companyName: b.companyName,
    shortDescription: b.shortDescription,
    generalDescription: b.generalDescription,
    businessType: { code: b.businessType, name: businessTypeName },
    industry: b.industryID && industryName ? { id: b.industryID, name: industryName } : null,
    categories: categories.map(categoryOf),
    yearStablished: b.yearStablished,
    totalAnnualRevenue: b.totalAnnualRevenue,
    totalEmployees: b.totalEmployees,
    totalProductionEmployees: b.totalProductionEmployees,
    productionCapacity: b.productionCapacity,
    profilePhoto: b.profilePhoto,
    coverPhoto: b.coverPhoto,
    video: b.videoUrl ? { url: b.videoUrl } : null,
  };
}

const countryOf = (row: BusinessRow) => ({
  code: row.business.countryCode,
  countryName: row.countryName,
  emoji: row.countryEmoji,
});

export function toBusinessCard(row: BusinessRow, categories: CategoryRow[], likes: number): BusinessCard {
  const b = row.business;
  const g = generalOf(row, categories);
  return {
    businessID: b.id,
    key: businessSlug(b.companyName, b.id),
    subscription: b.subscription,
    verified: b.verified,
    general: {
      companyName: g.companyName,
      shortDescription: g.shortDescription,
      profilePhoto: g.profilePhoto,
      industry: g.industry,
      yearStablished: g.yearStablished,
      businessType: g.businessType,
      totalEmployees: g.totalEmployees,
      categories: g.categories,
    },
    contactInfo: { country: countryOf(row) },
    reactions: { reactionCount: { like: likes } },
    averageLeadTime: b.tradeCapabilities.averageLeadTime ?? null,
    responseMetrics: toResponseMetrics(row.responseMetrics),
  };
}

export function toBusinessProfile(
  row: BusinessRow,
  categories: CategoryRow[],
  certificates: CertificateRow[],
  lookups: GroupLookups,
): BusinessProfile {
  const b = row.business;
  const contact = b.contactInfo;
  const factory = b.factory;
  const trade = b.tradeCapabilities;
  const terms = b.businessTerms;
  const factoryCountry = factory.countryCode ? lookups.countries.get(factory.countryCode) : undefined;
  const factoryState = factory.stateID ? lookups.states.get(factory.stateID) : undefined;
  return {
    businessID: b.id,
    key: businessSlug(b.companyName, b.id),
    subscription: b.subscription,
    verified: b.verified,
    general: generalOf(row, categories),
    contactInfo: {
      legalAddressEnglish: contact.legalAddressEnglish ?? null,
      shippingAddressEnglish: contact.shippingAddressEnglish ?? null,
      city: contact.city ?? null,
      zipcode: contact.zipcode ?? null,
      country: countryOf(row),
      state: b.stateID && row.stateName ? { stateID: b.stateID, stateName: row.stateName } : null,
      email: contact.email ?? null,
      website: contact.website ?? null,
      phone: contact.phone ?? null,
      mobilePhone: contact.mobilePhone ?? null,
    },
    factory: {
      manufacturingFacilities: factory.manufacturingFacilities ?? null,
      city: factory.city ?? null,
      zipcode: factory.zipcode ?? null,
      country:
        factory.countryCode && factoryCountry
          ? { code: factory.countryCode, countryName: factoryCountry.name, emoji: factoryCountry.emoji }
          : null,
      state:
        factory.stateID && factoryState ? { stateID: factory.stateID, stateName: factoryState.name } : null,
      factorySize: factory.factorySize ?? null,
      numberProductionLines: factory.numberProductionLines ?? null,
      contractManufacturing: factory.contractManufacturing ?? [],
    },
    tradeCapabilities: {
      markets: trade.markets ?? [],
      spokenLanguages: (trade.spokenLanguages ?? []).flatMap((code) => {
        const languageName = lookups.languages.get(code);
        return languageName ? [{ code, languageName }] : [];
      }),
      totalEmployeesSales: trade.totalEmployeesSales ?? null,
      averageLeadTime: trade.averageLeadTime ?? null,
    },
    businessTerms: {
      acceptedDeliveryTerms: terms.acceptedDeliveryTerms ?? [],
      acceptedPaymentCurrencies: terms.acceptedPaymentCurrencies ?? [],
      packagingTypes: terms.packagingTypes ?? [],
      acceptedPaymentTypes: terms.acceptedPaymentTypes ?? [],
    },
    certificates: certificates.map(certificateOf),
    createdAt: b.createdAt.toISOString(),
    responseMetrics: toResponseMetrics(row.responseMetrics),
  };
}
