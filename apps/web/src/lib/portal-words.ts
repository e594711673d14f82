import { countryNameIn, type InterfaceLanguage, type PortalConfig } from '@b2b/contracts';

/**
 * The portal's names as texts interpolate them (`{{brand}}`, `{{country}}`, `{{demonym}}`), in the page's language.
 * The country's name is the page language's (`countryNameIn`: China, Cina, 中国); the configured English name stays for
 * English. The demonym is English only: Spanish and Italian adjectives agree with their noun, so their texts say
 * "of {{country}}" (and Chinese puts the country before the noun) instead.
 */
export function portalWords(
  portal: Pick<PortalConfig, 'brandName' | 'countryName' | 'countryCode' | 'demonym'>,
  language: InterfaceLanguage,
) {
  const country = countryNameIn(language, { code: portal.countryCode, countryName: portal.countryName });
  return { brand: portal.brandName, country, demonym: portal.demonym };
}
