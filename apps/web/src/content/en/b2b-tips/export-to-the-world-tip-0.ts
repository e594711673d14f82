import type { ContentPage } from '../../../components/content/content-page.ts';

export const exportToTheWorld: ContentPage = {
  title: 'Export to the World: a Practical Guide for Manufacturers',
  description:
    'Why {demonym} manufacturers and suppliers should sell abroad, how to choose the first markets and how to reach international buyers step by step with {brand}.',
  keywords:
    'export to the world, how to export, {demonym} exporters, international trade, B2B export guide, {country} manufacturers, find international buyers',
  heading: 'Export to the World',
  lead: 'Selling abroad is no longer reserved for large groups. With a clear plan, the right partners and a visible online presence, a small or medium manufacturer can build a steady export business. This guide sets out the path.',
  datePublished: '2019-10-21',
  author: '{brand} B2B Tips',
  sections: [
    {
      id: 'why-export',
      heading: 'Why export',
      blocks: [
        'A company that sells only in its home market depends on one economy, one set of customers and one business cycle. Exporting spreads that risk: when demand slows in one country it often holds up in another.',
        'Export also pays for growth. Longer production runs lower unit costs, foreign buyers bring new requirements that push product development forward, and a company that competes internationally is usually better prepared for competitors arriving in its own market.',
        {
          list: [
            'More customers: most of the world’s demand for industrial goods is outside any single country.',
            'Better use of capacity: export orders fill the plant when domestic orders fall.',
            'Higher margins in markets where your product is scarce or your quality stands out.',
            'A stronger brand at home: “exported to 20 countries” is a powerful reference.',
          ],
        },
      ],
    },
    {
      id: 'are-you-ready',
      heading: 'Are you ready to export?',
      blocks: [
        'Before the first shipment, answer a few honest questions. Can the plant deliver larger or more frequent orders without hurting existing customers? Does management have the time to follow foreign markets for at least two or three years before expecting a return? Is there a budget for samples, travel, certifications and marketing?',
        'Check the product too. It may need new packaging, labels in other languages, different voltages or dimensions, or certifications such as CE marking for Europe, UL listing for North America or CCC for China. These adaptations take time and should be planned early.',
      ],
    },
    {
      id: 'choose-markets',
      heading: 'Choose your first markets',
      blocks: [
        'Do not try to sell everywhere at once. Start with two or three markets you can serve well, then expand from the experience you gain.',
        {
          list: [
            'Look at trade statistics to see which countries already import your product and in what volumes.',
            'Prefer markets close in distance, language or regulation: logistics are cheaper and communication is easier.',
            'Study the competition and the price level: where do buyers pay for the quality you offer?',
            'Consider free trade agreements that lower duties between your country and the target market.',
            'Assess the risk: political stability, currency, payment habits and protection of intellectual property.',
          ],
        },
      ],
    },
    {
      id: 'reach-buyers',
      heading: 'Reach international buyers',
      blocks: [
        'Industrial buyers search online long before they contact a supplier. A complete business profile on a B2B portal puts your company in front of them at the moment they are looking: describe what you make, show your products with clear photos and technical data, list your certifications and state the markets you already serve.',
        'Combine the online presence with direct action: answer every enquiry within 24 hours, follow up on quotations, visit the most promising buyers and exhibit at the trade fairs of your sector. Over time, a network of distributors or agents in your main markets will multiply your reach.',
      ],
    },
    {
      id: 'terms-of-trade',
      heading: 'Get the terms of trade right',
      blocks: [
        'Misunderstandings about delivery and payment are the most common source of export disputes. Quote with a clear Incoterms rule (for example FOB Shanghai, CIF Rotterdam or DAP at the buyer’s warehouse) so that both sides know who pays for transport and insurance and where the risk passes.',
        'Choose payment terms to match the risk: advance payment or a confirmed letter of credit with a new buyer, documentary collection or open account with export credit insurance once the relationship is established. Agree in writing on specifications, tolerances, inspection and warranty before production starts.',
      ],
    },
    {
      id: 'next-steps',
      heading: 'Your next steps',
      blocks: [
        {
          ordered: true,
          list: [
            'Write a one-page export plan: target markets, products, prices, budget and who is in charge.',
            'Prepare export price lists, product sheets and a company presentation in English.',
            'Create your business profile on {brand} and publish your key products.',
            'Answer every enquiry quickly and keep a record of each contact.',
            'Review the results after six months and adjust the plan.',
          ],
        },
        'The other articles of this series go deeper into each step, from setting up an export system to choosing the products that sell best abroad.',
      ],
    },
  ],
};
