import type { ActionPage } from '../../components/content/content-page.ts';

export const advertiseWithUs: ActionPage = {
  title: 'Advertise with Us',
  description:
    'Advertise on {brand} {country}: boost your business and products in front of buyers looking for {demonym} manufacturers and suppliers across 25 B2B portals.',
  keywords:
    'advertise {brand}, B2B advertising {country}, industrial advertising, promote {demonym} products, B2B boosts, sponsored listing',
  heading: 'Advertise with Us',
  lead: 'Put your company in front of buyers when they are searching for suppliers. Advertising on {brand} reaches professional buyers only, on about 25 territorial portals.',
  sections: [
    {
      id: 'who-you-reach',
      heading: 'Who you reach',
      blocks: [
        'Our visitors are importers, distributors, wholesalers and purchasing managers of industrial companies. They come to {brand} to find products and suppliers, so your message arrives at the moment of the decision.',
      ],
    },
    {
      id: 'advertising-options',
      heading: 'Advertising options',
      blocks: [
        {
          list: [
            'Boosts: a business or a product appears first in the search results of its industry for a period. Gold includes 3 boosts a month, Premium 10 and Platinum 20.',
            'Featured company: your business on the home page of the portals you choose.',
            'Industry banner: your brand at the top of an industry’s or a category’s search results.',
            'Newsletter: a presentation of your company in the newsletter sent to the buyers of an industry.',
          ],
        },
      ],
    },
    {
      id: 'how-to-start',
      heading: 'How to start',
      blocks: [
        'Boosts are part of the Gold, Premium and Platinum memberships and are used from your business’s page. For featured placements, banners and newsletters, send us the Need Help form: our team prepares a proposal with the markets, the period and the price.',
      ],
    },
  ],
  callToAction: {
    heading: 'Ask for an advertising proposal',
    text: 'Tell us your products and target markets, and we will reply within 24 hours.',
    action: 'Contact our team',
  },
};
