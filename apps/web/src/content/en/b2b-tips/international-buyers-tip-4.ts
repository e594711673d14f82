import type { ContentPage } from '../../../components/content/content-page.ts';

export const internationalBuyers: ContentPage = {
  title: 'The Industrial Buyer: How International Buyers Choose Suppliers',
  description:
    'Who the international industrial buyer is, how purchasing decisions are made and what {demonym} suppliers must do to be shortlisted, quoted and chosen.',
  keywords:
    'industrial buyer, international buyers, purchasing manager, supplier selection, request for quotation, {demonym} suppliers, {country} manufacturers, B2B buyers',
  heading: 'The Industrial Buyer',
  lead: 'To sell abroad you must understand the person on the other side of the table. The industrial buyer is a professional whose job is to reduce cost and risk for his company. Suppliers who make that job easier are the ones who win the orders.',
  datePublished: '2019-10-21',
  author: '{brand} B2B Tips',
  sections: [
    {
      id: 'who-buys',
      heading: 'Who buys',
      blocks: [
        'In an industrial company, a purchase is rarely decided by one person. The buying centre usually includes:',
        {
          list: [
            'the user, who needs the product in production or maintenance;',
            'the engineer, who sets the technical specifications and approves samples;',
            'the purchasing manager, who finds and compares suppliers and negotiates terms;',
            'the quality manager, who audits suppliers and checks certifications;',
            'the director, who approves large or strategic purchases.',
          ],
        },
        'Each has different concerns: performance for the engineer, price and terms for purchasing, compliance for quality. Your documentation and your answers must address all of them.',
      ],
    },
    {
      id: 'how-buyers-decide',
      heading: 'How buyers decide',
      blocks: [
        'Industrial purchasing follows a well-known path: a need is identified, specifications are written, possible suppliers are searched and shortlisted, quotations are requested and compared, samples or a trial order are tested, and a supplier is approved. Only then do regular orders begin.',
        'A new foreign supplier must pass every step. Buyers look first for evidence that you can meet the specification reliably, then for the total cost: not only the unit price, but freight, duties, payment terms, quality costs and the risk of late delivery.',
      ],
    },
    {
      id: 'what-buyers-expect',
      heading: 'What buyers expect from a supplier',
      blocks: [
        {
          list: [
            'A fast, precise answer to every enquiry, in correct English, with the questions needed to quote.',
            'Complete technical information and recognised certifications.',
            'Clear quotations: Incoterms rule, currency, validity, lead time, minimum order and payment terms.',
            'Consistent quality, confirmed by inspection reports.',
            'Delivery on the agreed date, with tracking information and complete documents.',
            'Honest communication when something goes wrong, with a solution proposed.',
          ],
        },
      ],
    },
    {
      id: 'where-buyers-search',
      heading: 'Where buyers search',
      blocks: [
        'Buyers search on the internet, in B2B portals, in the catalogues of trade fairs and through their professional networks, and they ask their existing suppliers and colleagues for recommendations.',
        'On {brand}, importers, distributors and manufacturers search the directory by product, industry, country and business type, and send enquiries directly to the businesses they find. A complete profile, a verified company and well-described products put you on their shortlist.',
      ],
    },
    {
      id: 'building-trust',
      heading: 'Building trust across borders',
      blocks: [
        'Distance makes buyers cautious. Reduce their uncertainty: invite them to audit your plant or offer a video tour, share references of customers in their region, accept inspection by an independent company before shipment, and propose a small trial order on fair terms.',
        'Cultural awareness helps too. Learn how business is done in each market: how formal the communication is, how decisions are made, how long negotiations take and which holidays stop activity.',
      ],
    },
    {
      id: 'keeping-the-buyer',
      heading: 'Keeping the buyer',
      blocks: [
        'Winning a new industrial customer costs far more than keeping one. Once approved, visit the customer regularly, ask for feedback, anticipate their needs and propose improvements. A buyer who trusts you will give you more products, introduce you to other plants of the group and recommend you to others.',
      ],
    },
  ],
};
