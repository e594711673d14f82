import type { ContentPage } from '../../../components/content/content-page.ts';

export const distributionNetwork: ContentPage = {
  title: 'Creating a Distribution Network Abroad',
  description:
    'How {demonym} exporters build a distribution network abroad: trade fairs and their costs, local distributors, web export platforms, an export office and staff training.',
  keywords:
    'distribution network abroad, foreign distributors, trade fair costs, export office, web export platform, export staff training, {demonym} exporters, {country} export',
  heading: 'Creating a Distribution Network Abroad',
  lead: 'Once the first foreign customers are won, growth depends on distribution: the partners, tools and people that bring your products to buyers in each market. There are five main ways to build it, and most successful exporters combine several.',
  datePublished: '2019-10-21',
  author: '{brand} B2B Tips',
  sections: [
    {
      id: 'trade-fairs-and-costs',
      heading: 'Trade fairs and their costs',
      blocks: [
        'A trade fair lets you meet buyers, distributors and agents of many countries in a few days. It is also one of the most expensive channels, so budget it carefully. For a small stand at a major international fair, plan for:',
        {
          list: [
            'stand space, usually charged per square metre, plus registration and catalogue fees;',
            'stand construction, furniture, lighting and graphics, or a ready-made stand package;',
            'shipping samples and display equipment, with customs formalities for temporary import;',
            'travel, hotels and meals for two or three people, often at peak prices during the fair;',
            'promotion before the fair and follow-up after it.',
          ],
        },
        'Many countries support exporters with subsidised pavilions at the main fairs; ask your chamber of commerce or trade promotion agency. To judge whether a fair pays, count the qualified contacts and the orders that follow in the next twelve months, not the visitors to the stand.',
      ],
    },
    {
      id: 'local-distributor',
      heading: 'A local distributor',
      blocks: [
        'A distributor buys your products, keeps them in stock and resells them in its territory, taking the commercial risk and often providing after-sales service. It knows the market, speaks the language and has the customers you need.',
        'Choose carefully: check the distributor’s references, financial strength, sales force, the other brands it carries and its technical capability. Agree in writing on the territory, exclusivity, minimum annual purchases, prices, marketing support and how the contract can end. Grant exclusivity only against clear targets, and review them every year.',
        'An agent is an alternative when you want to keep direct contracts with customers: the agent finds buyers and earns a commission, but does not buy or stock the goods.',
      ],
    },
    {
      id: 'web-export-platform',
      heading: 'A web export platform',
      blocks: [
        'A B2B portal works as a permanent showroom, open to buyers of every country at any hour, at a fraction of the cost of a trade fair. On {brand} your business profile and product showcase are found by buyers searching by product, industry and country, and they contact you through the request center.',
        'A web platform also helps you find distributors: importers and wholesalers search the portal for new suppliers, and you can search for them by country and business type. Keep your profile current, publish new products as they are released and use advertising boosts at the moments that matter, for example before a fair or a product launch.',
      ],
    },
    {
      id: 'export-office',
      heading: 'An export office abroad',
      blocks: [
        'When sales in a market become significant, a representative office or subsidiary brings you closer to customers. It can support distributors, handle key accounts directly, hold local stock and provide technical service.',
        'An office is a long-term commitment: it adds salaries, rent, local taxes and legal obligations. Open one when the market’s volume justifies it, and consider intermediate steps first, such as a local sales representative or a shared office with other exporters.',
      ],
    },
    {
      id: 'staff-training',
      heading: 'Training the export staff',
      blocks: [
        'A distribution network is only as good as the people who run it. Train your own staff in languages, negotiation, Incoterms, payment methods and export documents, and in the culture of your main markets.',
        'Train your partners too: distributors and agents sell more of the products they understand. Provide product training, sales material in their language and regular visits, and invite their key people to your plant. A distributor who knows your factory and your team becomes an ambassador for your brand.',
      ],
    },
    {
      id: 'combining-channels',
      heading: 'Combining the channels',
      blocks: [
        'Most exporters start with a web platform and trade fairs to find their first partners, appoint distributors in the markets that respond, and open an office only in their largest markets. Review each channel’s results every year, and move resources to the ones that bring orders.',
      ],
    },
  ],
};
