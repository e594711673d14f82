import { z } from 'zod';

/** What the web client knows of the country portal it belongs to; the server embeds it in every page. */
export const PortalConfigSchema = z.object({
  countryCode: z.string(),
  countryName: z.string(),
  /** Nationality word used in titles, e.g. `Chinese`. */
  demonym: z.string(),
  brandName: z.string(),
  /** The product word in routes such as `/why-{product}`. */
  productSlug: z.string(),
  phone: z.string(),
  /** The country's promotional intro video on the home page, and the picture it shows until played. */
  introVideoUrl: z.string(),
  introPosterUrl: z.string(),
  publicUrl: z.string(),
  apiUrl: z.string(),
  authUrl: z.string(),
  filesUrl: z.string(),
  /** Origins of the sister portals of the network. */
  sisterOrigins: z.array(z.string()),
});
export type PortalConfig = z.infer<typeof PortalConfigSchema>;
