import type { WhyPage } from '../company-pages.ts';

export const why: WhyPage = {
  title: 'Why {brand}',
  description:
    'Why {demonym} manufacturers, suppliers and exporters choose {brand}: one profile seen in 25 countries, buyers who search by industry, verified companies and direct requests.',
  keywords:
    'why {brand}, B2B portal {country}, {demonym} suppliers, find buyers, export {country}, B2B marketplace benefits',
  heading: 'Why {brand}',
  lead: 'Being connected is what makes a company visible abroad. Here is what being part of the {brand} network changes for a {demonym} business.',
  sections: [],
  rows: [
    {
      illustration: 'network',
      heading: 'Connected to 25 markets at once',
      text: [
        'Your business profile and your products are published on the whole network of about 25 territorial portals. Buyers in the Americas, Europe, Asia and Africa find you without you opening an office in each country.',
      ],
    },
    {
      illustration: 'search',
      heading: 'Found by the buyers who need you',
      text: [
        'Buyers search by industry, category, product and country. A complete profile with clear product names and specifications puts your company in front of people who are already looking for what you make.',
      ],
    },
    {
      illustration: 'verified',
      heading: 'Trusted as a verified company',
      text: [
        'Company verification checks your registration and shows a verified badge on your profile and products. Importers contact verified suppliers first, because they know who is behind the name.',
      ],
    },
    {
      illustration: 'messages',
      heading: 'In direct contact, without intermediaries',
      text: [
        'Requests come straight from the buyer to your business, and you answer them in one message center. No agent between you and your customer, and no commission on the deals you close.',
      ],
    },
    {
      illustration: 'growth',
      heading: 'Growing at your own pace',
      text: [
        'Start with a free Standard membership and up to 7 products. When the enquiries grow, Gold, Premium and Platinum add products, verification, priority in search results and advertising boosts.',
      ],
    },
  ],
  callToAction: {
    heading: 'Connect your business today',
    text: 'Creating a business profile is free and takes a few minutes.',
    action: 'See the memberships',
  },
};
