import type { ContentPage } from '../../components/content/content-page.ts';

export const privacyPolicy: ContentPage = {
  title: 'Privacy Policy',
  description:
    'How {brand} {country} collects, uses, shares and keeps the personal information of the {demonym} and international businesses and people who use the portal, and the choices you have.',
  keywords:
    'privacy policy, {brand} {country}, personal data, cookies, GDPR, data protection, {demonym} B2B portal',
  heading: 'Privacy Policy',
  lead: 'This policy explains what information {brand} {country} collects about you, why, who we share it with, how long we keep it and the rights you have. It applies to every portal of the {brand} network.',
  effectiveDate: '2019-10-21',
  sections: [
    {
      id: 'collection-of-information',
      heading: 'Collection of information',
      blocks: [
        'We collect the information you give us and the information your use of the portal produces.',
        { subheading: 'Information you give us' },
        {
          list: [
            'Account details: your name, email address, password (stored only as a secure hash), country and business type.',
            'Profile details you choose to add: photo, job title, telephone number and a short biography.',
            'Business profiles: company name, address, telephone numbers, website, industries, descriptions, photos and the people who manage them.',
            'Products, posts, comments, enquiries and messages you publish or send.',
            'Need Help enquiries: the company, contact and product details you enter in the form.',
            'Payment of a membership: the business, the package and the amount. Card details are entered on the page of our payment provider and never reach our servers.',
          ],
        },
        { subheading: 'Information collected automatically' },
        {
          list: [
            'Technical data: IP address, browser type, device, language and the pages you open, kept in our server logs.',
            'Activity on the portal: the businesses and products you follow, like or save, and your searches.',
            'Cookies and similar technologies, described below.',
          ],
        },
      ],
    },
    {
      id: 'use-of-information',
      heading: 'Use of information',
      blocks: [
        'We use your information to:',
        {
          list: [
            'create and secure your account and sign you in across the portals of the network;',
            'publish the business profiles, products and posts you create, and show them in the directory, in search results and to search engines;',
            'deliver enquiries and messages between users, and notify you of activity that concerns you;',
            'process membership payments and provide the features of your package;',
            'answer your Need Help enquiries and support requests;',
            'prevent fraud, spam and abuse, and enforce our terms and conditions;',
            'measure and improve the portal and, where you have agreed, send you news about it.',
          ],
        },
        'Where the law requires a legal basis, we rely on the performance of our contract with you, on our legitimate interest in running a safe and useful business directory, on your consent (which you may withdraw at any time) or on a legal obligation.',
      ],
    },
    {
      id: 'disclosure-of-information',
      heading: 'Disclosure of information',
      blocks: [
        'The information you publish on business profiles, product pages, public profiles and posts is public: anyone, including search engines, can see it. Enquiries and messages are visible to the people and businesses they are sent to.',
        'We share personal information only:',
        {
          list: [
            'with service providers who host the portal, send email, process payments or help us with support, under contracts that require them to protect it and use it only on our instructions;',
            'with the companies that operate the sister portals of the {brand} network, so that one account works on all of them;',
            'when the law, a court or a public authority requires it, or to protect the rights, safety and property of our users and of {brand};',
            'with a buyer or successor if the business that operates the portal is sold or reorganised, under this policy.',
          ],
        },
        'We do not sell your personal information.',
      ],
    },
    {
      id: 'retention-of-information',
      heading: 'Retention of information',
      blocks: [
        'We keep your account information for as long as your account is open. When you close it, we delete or anonymise your personal information within 90 days, except what we must keep to meet legal, tax and accounting obligations (payment records are kept for ten years) or to settle disputes.',
        'Server logs are kept for up to twelve months. Need Help enquiries are kept for two years after the last exchange. Messages you sent to other users remain in their message center.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      blocks: [
        'Cookies are small files a website stores in your browser. We use:',
        {
          list: [
            'strictly necessary cookies, which keep you signed in, remember your session across the sister portals and protect forms against forgery;',
            'preference cookies, which remember choices such as your language;',
            'analytics cookies, which tell us in aggregate how the portal is used, so that we can improve it.',
          ],
        },
        'You can block or delete cookies in your browser settings. Without the strictly necessary cookies you will not be able to sign in.',
      ],
    },
    {
      id: 'changes-to-this-policy',
      heading: 'Changes to this policy',
      blocks: [
        'We may update this policy when our services or the law change. The version in force is always the one on this page, with its effective date. If a change materially affects how we use your information, we will tell you by email or by a notice on the portal before it takes effect.',
      ],
    },
    {
      id: 'visitors-from-the-european-union',
      heading: 'Visitors from the European Union',
      blocks: [
        'If you are in the European Union, the European Economic Area, the United Kingdom or Switzerland, the General Data Protection Regulation and similar laws give you the right to access your personal information, to correct it, to have it erased, to restrict or object to its processing, to receive it in a portable format and to withdraw your consent at any time.',
        'You can exercise two of these rights yourself, from your profile: Export my data downloads a copy of what the portal holds about you, and Delete account erases your account at once (messages you sent in requests stay with the businesses you wrote to, without your name; payment records stay as stated above).',
        'The portal is operated from the United States, so your information is transferred there and to the countries of our service providers. We protect such transfers with the standard contractual clauses approved by the European Commission or other lawful safeguards.',
        'You also have the right to complain to the data protection authority of the country where you live or work.',
      ],
    },
    {
      id: 'how-to-contact-us',
      heading: 'How to contact us',
      blocks: [
        'To exercise your rights or to ask about this policy, write to us through the Need Help form of the portal or call our support on {phone}. We reply within 24 hours and complete requests about your personal information within one month.',
      ],
    },
    {
      id: 'language',
      heading: 'Language',
      blocks: [
        'This policy is written in English. Where we publish a translation, it is for your convenience, and the English version prevails in case of any difference.',
      ],
    },
  ],
};
