import type { ContentPage } from '../../../components/content/content-page.ts';

export const howToCreateExportSystem: ContentPage = {
  title: 'How to Start an Export Business: Building Your Export System',
  description:
    'How {demonym} companies set up an export business: the export plan, the team, pricing, documents, logistics and payment, in the order you need them.',
  keywords:
    'start an export business, export system, export plan, export pricing, export documents, Incoterms, {demonym} exporters, {country} export',
  heading: 'How to Start an Export Business',
  lead: 'Occasional orders from abroad do not make an export business. A company exports successfully when it has a system: people, processes and tools that turn enquiries into repeat orders. Here is how to build one.',
  datePublished: '2019-10-21',
  author: '{brand} B2B Tips',
  sections: [
    {
      id: 'export-plan',
      heading: 'Start with an export plan',
      blocks: [
        'An export plan does not need to be long, but it must be written down and shared with the management. It answers five questions:',
        {
          list: [
            'Which products will we export, and what must change in them?',
            'Which markets will we enter first, and why?',
            'Which channel will we use: direct sales, distributors, agents or an online B2B platform?',
            'What will it cost in the first three years, and what sales do we expect?',
            'Who is responsible, and how will we measure progress?',
          ],
        },
        'Review the plan every six months. Export markets teach quickly, and a plan that does not change is usually a plan that is not followed.',
      ],
    },
    {
      id: 'export-team',
      heading: 'Build the export team',
      blocks: [
        'Someone must own exports. In a small company this may be one export manager with good English and a second language of the target markets; in a larger one, an export department with sales, customer service and shipping staff.',
        'The export manager needs the authority to quote prices and to commit the plant to delivery dates. Nothing discourages a foreign buyer more than a supplier who needs two weeks to answer a simple question.',
      ],
    },
    {
      id: 'export-pricing',
      heading: 'Set export prices',
      blocks: [
        'Do not simply convert the domestic price list. Build the export price from the ex-works cost, then add what the chosen Incoterms rule makes you responsible for: packing for sea or air freight, inland transport, export clearance, freight and insurance.',
        'Then check the result against the market: the price your buyer’s customers will pay, after import duties, taxes and the distributor’s margin. If the final price is not competitive, look for savings in packaging, shipment size or product configuration before cutting your margin.',
        'Quote in the currency your buyers prefer, usually US dollars or euros, and decide how you will protect yourself against exchange rate changes.',
      ],
    },
    {
      id: 'documents-and-compliance',
      heading: 'Documents and compliance',
      blocks: [
        'Each shipment travels with a set of documents. Prepare templates and a checklist so that nothing is forgotten:',
        {
          list: [
            'commercial invoice and packing list;',
            'bill of lading or air waybill;',
            'certificate of origin, needed to claim preferential duties under trade agreements;',
            'product certificates and test reports required by the destination country;',
            'export licence, for goods subject to export controls.',
          ],
        },
        'Find out the harmonised system (HS) code of each product: it decides the import duty and the rules that apply in each market.',
      ],
    },
    {
      id: 'logistics-and-payment',
      heading: 'Logistics and payment',
      blocks: [
        'Choose a reliable freight forwarder early. A good forwarder advises on packing, routes, transit times and documents, and books space at competitive rates.',
        'Agree payment terms that protect you while remaining acceptable to the buyer. With new customers use advance payment, a deposit with the balance against documents, or a letter of credit confirmed by a bank you trust. Export credit insurance lets you offer open-account terms to established buyers with less risk.',
      ],
    },
    {
      id: 'first-year',
      heading: 'The first year',
      blocks: [
        'Expect the first year to be about learning: many enquiries will not become orders, and the first orders will often be small trial shipments. Treat them as an investment in the relationship. Deliver on time, exactly to specification, and keep the buyer informed at every step.',
        'Keep a record of every enquiry, quotation and order. After twelve months you will know which markets, products and channels work, and where to invest next.',
      ],
    },
  ],
};
