import type { ActionPage } from '../../components/content/content-page.ts';

export const workWith: ActionPage = {
  title: 'Work with {brand}',
  description:
    'Work with {brand}: become a regional representative, a partner or a member of our team, and help {demonym} companies and buyers trade across 25 countries.',
  keywords:
    'work with {brand}, {brand} careers, regional representative, B2B sales agent {country}, export consultant, partnership',
  heading: 'Work with {brand}',
  lead: 'Our network grows through people who know their markets. If you help industrial companies sell abroad, we would like to hear from you.',
  sections: [
    {
      id: 'regional-representatives',
      heading: 'Regional representatives',
      blocks: [
        'Representatives present {brand} to the companies of their region, help them publish complete profiles, advise them on memberships and follow up their first enquiries. They work independently, with training, materials and a commission on every membership they sell.',
        'We look for people with experience in industrial sales, export or trade associations, who speak English and the language of their region.',
      ],
    },
    {
      id: 'partners',
      heading: 'Partners',
      blocks: [
        'Chambers of commerce, industry associations, trade fair organisers, logistics companies and export consultants can offer {brand} to their members and clients. We build joint programmes, events and special conditions with each partner.',
      ],
    },
    {
      id: 'our-team',
      heading: 'Our team',
      blocks: [
        'Our team in the United States and our regional offices are always interested in developers, designers, support specialists and marketing professionals with an international mindset.',
        {
          list: [
            'Remote work within the time zones of our markets.',
            'A small team where your work reaches thousands of companies.',
            'Colleagues from many countries and industries.',
          ],
        },
      ],
    },
  ],
  callToAction: {
    heading: 'Tell us about yourself',
    text: 'Send us the Need Help form with your experience and the region or role you are interested in; we reply within 24 hours.',
    action: 'Get in touch',
  },
};
