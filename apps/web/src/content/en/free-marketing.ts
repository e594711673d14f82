import type { ActionPage } from '../../components/content/content-page.ts';

export const freeMarketing: ActionPage = {
  title: 'Free B2B Marketing',
  description:
    'Free B2B marketing for {demonym} companies: publish your business profile and up to 7 products on {brand}, reach international buyers and receive requests at no cost.',
  keywords:
    'free B2B marketing, free business listing {country}, free B2B portal, {demonym} manufacturers, export marketing, {brand} Standard membership',
  heading: 'Free B2B Marketing',
  lead: 'Every company can market its products on {brand} without paying: the Standard membership is free, for as long as you want.',
  sections: [
    {
      id: 'what-is-free',
      heading: 'What you get for free',
      blocks: [
        {
          list: [
            'A business profile with your description, contact details, factory and trade data.',
            'Up to 7 products with photos, specifications and lead times.',
            'Requests from buyers, answered in your message center.',
            'Posts on the news feed, followers, likes and company members.',
            'Visibility on the whole network of about 25 territorial portals.',
          ],
        },
      ],
    },
    {
      id: 'make-the-most-of-it',
      heading: 'Make the most of it',
      blocks: [
        'A complete profile is found more often. Write your company’s description for a buyer who does not know you, choose the right industry and categories, and give each product a clear name, good photos and its main specifications.',
        'Answer requests quickly: buyers contact several suppliers, and the first useful answer often wins the order. Post your news, new products and trade fair dates on the news feed so your followers see them.',
      ],
    },
    {
      id: 'when-you-need-more',
      heading: 'When you need more',
      blocks: [
        'Gold, Premium and Platinum add more products, company verification, priority in search results and advertising boosts. You can upgrade at any time from your business page.',
      ],
    },
  ],
  callToAction: {
    heading: 'Publish your company for free',
    text: 'Create your business profile now and add your first products.',
    action: 'Create your business profile',
  },
};
