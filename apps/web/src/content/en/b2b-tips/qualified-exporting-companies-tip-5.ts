import type { ContentPage } from '../../../components/content/content-page.ts';

export const qualifiedExportingCompanies: ContentPage = {
  title: 'The Qualified Exporter: What Makes an Exporting Company Credible',
  description:
    'What international buyers look for in a qualified exporting company: certifications, capacity, documentation, verification and service, and how {demonym} firms can prove them.',
  keywords:
    'qualified exporter, qualified manufacturer, supplier qualification, ISO 9001, company verification, export readiness, {demonym} exporters, {country} suppliers',
  heading: 'The Qualified Exporter',
  lead: 'Buyers do not look for any supplier: they look for a qualified one, a company that has proved it can deliver the right product, on time, under the rules of their market. Becoming a qualified exporter is the surest way to win long-term contracts.',
  datePublished: '2019-10-21',
  author: '{brand} B2B Tips',
  sections: [
    {
      id: 'what-qualified-means',
      heading: 'What “qualified” means',
      blocks: [
        'A qualified exporter is a company that meets the buyer’s requirements for quality, capacity, compliance and service, and can show evidence of it. Large buyers formalise this with a supplier qualification process: questionnaires, document checks, factory audits and trial orders. Smaller buyers do the same informally.',
      ],
    },
    {
      id: 'certifications',
      heading: 'Certifications and standards',
      blocks: [
        'Certifications are the first filter. Depending on your sector and markets, buyers will expect some of these:',
        {
          list: [
            'ISO 9001 for quality management, and ISO 14001 for environmental management;',
            'sector standards such as IATF 16949 (automotive), ISO 13485 (medical devices) or ISO 22000 and HACCP (food);',
            'product conformity marks: CE for the European Union, UL or ETL for North America, CCC for China;',
            'compliance with RoHS and REACH for substances in electrical products and materials.',
          ],
        },
        'Keep certificates current and ready to send as PDF files, and list them on your business profile.',
      ],
    },
    {
      id: 'capacity-and-processes',
      heading: 'Capacity and processes',
      blocks: [
        'Buyers want to know that you can deliver their volumes without delay. Be ready to describe your production capacity, equipment, number of employees, shifts, lead times and how you plan production.',
        'Show your quality control: incoming inspection of materials, in-process checks, final inspection, measuring equipment and calibration, and how you handle non-conforming products and customer complaints.',
      ],
    },
    {
      id: 'export-documentation',
      heading: 'Export documentation',
      blocks: [
        'A qualified exporter prepares export documents correctly every time: commercial invoices, packing lists, certificates of origin, test reports and the certificates the destination requires. Errors in documents delay customs clearance and cost the buyer money; a supplier whose documents are always right saves the buyer work and is remembered for it.',
      ],
    },
    {
      id: 'verification',
      heading: 'Verification and reputation',
      blocks: [
        'Buyers who cannot visit you rely on third parties. Independent company verification confirms that your business exists, is registered and is run by the people who represent it. On {brand}, paid memberships include company verification on request, and verified businesses show a badge that buyers recognise.',
        'Your reputation also counts: customer references, years in business, markets served and an active, complete presence on professional platforms.',
      ],
    },
    {
      id: 'service',
      heading: 'Service that keeps you qualified',
      blocks: [
        'Qualification is not permanent: buyers rate their suppliers continuously on quality, delivery and responsiveness. Answer quickly, keep promises, report problems early and improve continuously. The suppliers with the best ratings receive the next projects first.',
      ],
    },
    {
      id: 'checklist',
      heading: 'A self-assessment checklist',
      blocks: [
        {
          ordered: true,
          list: [
            'Our certifications are current and available in English.',
            'We have complete data sheets and photos for every exported product.',
            'We can state our capacity and lead times with confidence.',
            'We have a documented quality control process.',
            'We answer every enquiry within 24 hours.',
            'Our export documents are prepared from checked templates.',
            'Our company is verified, and our online profile is complete.',
          ],
        },
      ],
    },
  ],
};
