import type { NetworkPage } from '../company-pages.ts';

export const ourNetwork: NetworkPage = {
  title: 'Our Network',
  description:
    'The {brand} network: 25 territorial B2B portals where {demonym} manufacturers and suppliers meet buyers from every continent, and the membership packages that open them all.',
  keywords:
    '{brand} network, B2B portals, international B2B network, {demonym} exporters, buyers worldwide, B2B membership prices',
  heading: 'Our Network',
  lead: 'One company, about 25 territorial portals, one directory of businesses and products. Publish on {brand} {country} and be seen on all of them.',
  portals: {
    heading: 'Territorial sites',
    lead: 'Each portal is written for the companies and buyers of its country. Open any of them to see how your profile appears there.',
    linkName: '{name} portal (opens in a new tab)',
    mapLabel: 'World map of the network: the 25 countries with a portal are marked: {names}.',
  },
  prices: {
    heading: 'One membership for the whole network',
    lead: 'Every package is valid on all the portals. Start free and upgrade when you need more products, verification or advertising.',
  },
  figures: {
    label: 'The network in figures',
    items: [
      { value: '25', label: 'Countries with a portal of their own' },
      { value: '1', label: 'Directory of businesses and products' },
      { value: '4', label: 'Membership packages, valid on every portal' },
    ],
  },
  sections: [
    {
      id: 'how-the-network-works',
      heading: 'How the network works',
      blocks: [
        'A business profile, its products and its certificates are kept once and shown on every portal, each in the portal’s own layout and language. A buyer in any country who searches for a product sees the suppliers of the whole network, with the country of each.',
        'Our regional representatives follow the portals of their area: they know the local trade fairs, the industry associations and the buyers’ habits, and they help members prepare for new markets.',
      ],
    },
  ],
};
