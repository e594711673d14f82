import type { ContentPage } from '../../../components/content/content-page.ts';

export const industrialMarketing: ContentPage = {
  title: 'Industrial Export Marketing: How to Win Buyers Abroad',
  description:
    'Industrial export marketing for {demonym} manufacturers: positioning, technical content, online B2B presence, trade fairs and follow-up that win foreign buyers.',
  keywords:
    'industrial marketing, export marketing, B2B marketing, industrial buyers, trade fairs, technical data sheets, {demonym} manufacturers, {country} suppliers',
  heading: 'Industrial Export Marketing',
  lead: 'Industrial products are bought by engineers, purchasing managers and production directors who compare suppliers carefully. Marketing to them is less about slogans and more about proving, clearly and quickly, that you can solve their problem.',
  datePublished: '2019-10-21',
  author: '{brand} B2B Tips',
  sections: [
    {
      id: 'how-industrial-marketing-differs',
      heading: 'How industrial marketing differs',
      blocks: [
        'In consumer markets, many buyers decide quickly and alone. In industrial markets, a purchase is usually decided by several people over weeks or months, often after a formal request for quotation and a trial order. The amounts are larger, the relationship lasts for years and the cost of choosing the wrong supplier is high.',
        'Your marketing must therefore reduce the buyer’s risk: show technical competence, reliability and references, and make it easy to start a conversation.',
      ],
    },
    {
      id: 'positioning',
      heading: 'Define your positioning',
      blocks: [
        'Decide what you want to be known for in each market. Few suppliers can be the cheapest, the fastest and the most advanced at once. Choose the strength buyers value most in your sector and prove it:',
        {
          list: [
            'price competitiveness backed by efficient, certified production;',
            'engineering capability: custom designs, tight tolerances, special materials;',
            'flexibility: small batches, short lead times, private label;',
            'reliability: on-time delivery records and long-standing customers.',
          ],
        },
      ],
    },
    {
      id: 'technical-content',
      heading: 'Content that engineers trust',
      blocks: [
        'The most effective industrial marketing material is technical. Prepare, in English and in the languages of your main markets:',
        {
          list: [
            'product data sheets with dimensions, materials, tolerances and performance curves;',
            'certificates (ISO 9001, CE, UL, RoHS and those of your sector) ready to send;',
            'application notes and case studies showing a problem you solved for a customer;',
            'clear photos of the products, the plant and the quality control process;',
            'a short company presentation: history, capacity, equipment, markets served.',
          ],
        },
        'Avoid vague claims such as “high quality” or “best price”. A buyer believes numbers, standards and references.',
      ],
    },
    {
      id: 'online-presence',
      heading: 'Be found online',
      blocks: [
        'Most industrial buyers start their search on the internet. Your company must appear where they look: in search engines, on B2B portals of your industry and on professional networks.',
        'On {brand}, complete every field of your business profile, choose the right industries and categories, and publish your key products with precise names, descriptions and photos. Buyers searching by product, country and business type will find you, and can send an enquiry directly. Follow and interact with businesses of your sector: activity makes your company visible.',
      ],
    },
    {
      id: 'trade-fairs',
      heading: 'Trade fairs and visits',
      blocks: [
        'International trade fairs remain the place where industrial buyers meet many suppliers in a few days. Exhibit at the main fair of your sector once your export documentation is ready, or visit it first to study competitors and meet prospects.',
        'Prepare meetings before the fair by contacting buyers you found online, and follow up within a week after it: the suppliers who answer fastest win most of the orders.',
      ],
    },
    {
      id: 'follow-up',
      heading: 'Follow-up and measurement',
      blocks: [
        'Every enquiry is a sales opportunity. Answer within 24 hours, even if only to say when the full quotation will arrive. Ask the questions you need to quote accurately: quantities, specifications, destination and required delivery date.',
        'Measure what works: the number of enquiries by market and channel, the share that becomes quotations and orders, and the cost of each channel. Put more effort into the channels that bring real orders.',
      ],
    },
  ],
};
