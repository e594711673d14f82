import type { InterfaceLanguage, PortalConfig } from '@b2b/contracts';

/**
 * The portal's names as texts interpolate them (`{{brand}}`, `{{country}}`, `{{demonym}}`), in the page's language.
 * The country's name comes from the runtime's own region names (China, Cina, 中国); the configured English name stays
 * for English. The demonym is English only: Spanish and Italian adjectives agree with their noun, so their texts say
 * "of {{country}}" (and Chinese puts the country before the noun) instead.
 */
export function portalWords(
  portal: Pick<PortalConfig, 'brandName' | 'countryName' | 'countryCode' | 'demonym'>,
  language: InterfaceLanguage,
) {
  const country =
    language === 'en'
      ? portal.countryName
      : (new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }).of(portal.countryCode) ??
        portal.countryName);
  return { brand: portal.brandName, country, demonym: portal.demonym };
}
