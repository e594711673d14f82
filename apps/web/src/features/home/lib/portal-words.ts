import type { PortalConfig } from '@b2b/contracts';

/** The portal's names as the home page's texts interpolate them (`{{brand}}`, `{{country}}`, `{{demonym}}`). */
export const portalWords = (portal: PortalConfig) => ({
  brand: portal.brandName,
  country: portal.countryName,
  demonym: portal.demonym,
});
