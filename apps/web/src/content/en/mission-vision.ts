import type { MissionVisionPage } from '../company-pages.ts';

export const missionVision: MissionVisionPage = {
  title: 'Mission & Vision',
  description:
    'The mission, vision and values of {brand}: connecting {demonym} manufacturers and suppliers with buyers worldwide, with honesty, innovation and a global mentality.',
  keywords:
    '{brand} mission, {brand} vision, company values, B2B portal {country}, {demonym} exporters, international trade',
  heading: 'Mission & Vision',
  lead: 'Why {brand} exists, where it is going and the values that guide how we work with {demonym} companies and their buyers.',
  sections: [],
  mission: {
    heading: 'Our mission',
    text: [
      'To give every industrial company, whatever its size, a simple and affordable way to reach buyers in other countries, and to give buyers a reliable way to find and contact the right suppliers.',
      'In {country} we work so that {demonym} manufacturers, distributors and exporters are seen by the importers who need their products, and can turn a first enquiry into a lasting business relationship.',
    ],
  },
  vision: {
    heading: 'Our vision',
    text: [
      'To be the reference network for international B2B trade between small and medium industrial companies: one place where a company publishes once and is found in every market that matters to it.',
    ],
  },
  values: {
    heading: 'Our values',
    lead: 'Six values shape our decisions, from the features we build to the way we answer a call.',
    items: [
      {
        heading: 'People',
        text: [
          'Trade happens between people. We listen to our members, answer every enquiry and treat each company with the same respect, whatever its membership.',
        ],
      },
      {
        heading: 'Innovation',
        text: [
          'We keep improving the portals so that searching, presenting products and contacting suppliers take less time and work on any device.',
        ],
      },
      {
        heading: 'Global mentality',
        text: [
          'Our network, our team and our members span about 25 countries. We think in markets, languages and time zones other than our own.',
        ],
      },
      {
        heading: 'Passion',
        text: [
          'We enjoy seeing a small manufacturer ship its first container abroad, and we work every day to make that happen more often.',
        ],
      },
      {
        heading: 'Honesty',
        text: [
          'We verify the companies we present as verified, publish clear prices and never sell our members’ data.',
        ],
      },
      {
        heading: 'Excellence',
        text: [
          'We hold our service to the standard our members hold their products to: reliable, well documented and delivered on time.',
        ],
      },
    ],
  },
};
