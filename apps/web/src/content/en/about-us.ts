import type { AboutUsPage } from '../company-pages.ts';

export const aboutUs: AboutUsPage = {
  title: 'About Us',
  description:
    'Since 2000 {brand} has connected {demonym} manufacturers, suppliers and exporters with buyers around the world through a network of 25 territorial B2B portals. Meet the company and its team.',
  keywords:
    '{brand}, about {brand}, B2B portal {country}, {demonym} manufacturers, {demonym} suppliers, {demonym} exporters, B2B marketplace',
  heading: 'About {brand}',
  lead: 'We help industrial companies find each other across borders: {demonym} manufacturers meet importers, distributors and buyers on every continent, and buyers find the right suppliers in {country}.',
  sections: [
    {
      id: 'our-story',
      heading: 'Our story',
      blocks: [
        '{brand} was created in 2000 in the United States by a group of engineers and export managers who had spent years travelling to trade fairs to find reliable suppliers. They saw that most industrial companies had good products but no affordable way to show them to buyers abroad.',
        'The first portal connected American buyers with manufacturers in Latin America. Within a few years the same model was opened to Europe and Asia, each country with a portal of its own, written for its companies and its buyers.',
        'Today {brand} is one company based in the United States, running about 25 territorial web platforms that share one directory of businesses and products, one messaging system and one membership.',
      ],
    },
    {
      id: 'what-we-do',
      heading: 'What we do',
      blocks: [
        'On {brand} {country} a company publishes its business profile and its products, is found by buyers searching by industry, product and country, and answers their requests in one message center.',
        {
          list: [
            'Business profiles with contact details, factory data, trade capabilities and certificates.',
            'Product catalogues searchable by industry, category and keyword.',
            'Direct requests from buyers to suppliers, answered in a private thread.',
            'Company verification, so buyers know who they are dealing with.',
            'Memberships that give more products, higher ranking and advertising boosts.',
          ],
        },
      ],
    },
    {
      id: 'our-network',
      heading: 'A network of 25 web platforms',
      blocks: [
        'Our network covers about 25 countries in the Americas, Europe, the Middle East, Africa, Asia and Oceania. A profile published on one portal is visible to buyers on all of them, so a {demonym} company reaches markets it has never visited.',
        'Regional representatives in each area know the local industries, speak the buyers’ language and help companies prepare their profiles, choose their markets and follow up their first enquiries.',
      ],
    },
  ],
  figures: {
    label: 'The company in figures',
    items: [
      { value: '2000', label: 'Founded in the United States' },
      { value: '25', label: 'Territorial web platforms' },
      { value: '15', label: 'Industries in one directory' },
      { value: '24 h', label: 'To answer every message' },
    ],
  },
  team: {
    heading: 'Our management team',
    lead: 'Two managers lead the company, with a team of developers, support staff and regional representatives.',
    people: [
      {
        name: 'Daniel R. Whitmore',
        role: 'Chief Executive Officer',
        bio: [
          'Daniel founded {brand} in 2000 after fifteen years as export manager for an American maker of industrial pumps, where he opened distribution in twelve countries.',
          'He holds a degree in mechanical engineering and an MBA in international business, and he writes the portal’s B2B tips on exporting and industrial marketing.',
        ],
      },
      {
        name: 'Laura Castellanos',
        role: 'Managing Director',
        bio: [
          'Laura joined {brand} in 2004 to open the first European portals and has directed the company’s operations since 2011: the portals, customer support and the network of regional representatives.',
          'Before {brand} she worked in international logistics and trade finance. She speaks English, Spanish, Italian and Portuguese.',
        ],
      },
    ],
  },
  tips: {
    heading: 'B2B tips from our CEO',
    text: [
      'Exporting is not reserved for large companies. Most of the manufacturers we work with started with one product, one market and one good distributor.',
      'Our B2B tips explain what we have learned in more than twenty years: how to set up an export system, how to market industrial products, what industrial buyers expect, how to build a distribution network abroad and which products travel best.',
    ],
    signature: 'Daniel R. Whitmore, Chief Executive Officer',
    action: 'Read the B2B tips',
  },
};
