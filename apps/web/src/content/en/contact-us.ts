import type { ContactPage } from '../company-pages.ts';

export const contactUs: ContactPage = {
  title: 'Contact Us',
  description:
    'Contact the {brand} {country} support team by phone, by messaging app or with the Need Help form. We help {demonym} manufacturers, suppliers and buyers and reply within 24 hours.',
  keywords:
    'contact {brand}, {brand} support, {brand} phone, B2B support {country}, {demonym} suppliers help, customer service',
  heading: 'Contact Us',
  lead: 'Our support team helps buyers and suppliers with their profiles, memberships, requests and anything else about {brand} {country}.',
  sections: [],
  phoneCard: {
    heading: 'Talk to us by phone',
    text: 'Call our international support lines from Monday to Friday, 9:00 to 18:00 local time; in {country}, our customer service answers on {phone}.',
    phones: [
      { region: 'USA', number: '+1 305 555 0100' },
      { region: 'Europe', number: '+34 911 430 275' },
    ],
  },
  messagingCard: {
    heading: 'Message us by messaging app',
    text: 'Write to us on your usual messaging app and keep the conversation on your phone.',
    apps: 'WhatsApp and WeChat',
    number: '+1 305 555 0148',
  },
  options: {
    heading: 'Other ways to reach us',
    items: [
      'Send the Need Help form and tell us what your business buys and sells.',
      'Ask a supplier directly with Send Request on its business or product page.',
      'Members with Premium or Platinum can book time with a B2B specialist.',
      'Ask your regional representative for help with a market or a trade fair.',
    ],
  },
  needHelp: {
    heading: 'Need help?',
    text: 'Tell us about your business and what you are looking for; the right person in our team will answer you.',
    action: 'Need Help',
  },
  promise: 'We reply to every message within 24 hours.',
};
