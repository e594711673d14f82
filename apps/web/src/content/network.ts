/** A territorial portal of the network: its country, the country's ISO code and its address. */
export interface SisterPortal {
  country: string;
  code: string;
  url: string;
}

const portal = (country: string, code: string): SisterPortal => ({
  country,
  code,
  url: `https://${code.toLowerCase()}.b2b-industrial.com`,
});

/** The network's 25 territorial portals, this one among them, in the order the network page shows them. */
export const SISTER_PORTALS: readonly SisterPortal[] = [
  portal('United States', 'US'),
  portal('China', 'CN'),
  portal('Mexico', 'MX'),
  portal('Canada', 'CA'),
  portal('Brazil', 'BR'),
  portal('Argentina', 'AR'),
  portal('Colombia', 'CO'),
  portal('Chile', 'CL'),
  portal('Peru', 'PE'),
  portal('Spain', 'ES'),
  portal('Italy', 'IT'),
  portal('Germany', 'DE'),
  portal('France', 'FR'),
  portal('United Kingdom', 'GB'),
  portal('Turkey', 'TR'),
  portal('United Arab Emirates', 'AE'),
  portal('South Africa', 'ZA'),
  portal('India', 'IN'),
  portal('Japan', 'JP'),
  portal('South Korea', 'KR'),
  portal('Vietnam', 'VN'),
  portal('Thailand', 'TH'),
  portal('Malaysia', 'MY'),
  portal('Indonesia', 'ID'),
  portal('Australia', 'AU'),
];
