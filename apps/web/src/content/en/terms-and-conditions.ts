import {
  MEMBERSHIP_PRICE_CENTS,
  MONTHLY_QUOTE_RIGHTS,
  SUBSCRIPTIONS,
  subscriptionName,
  type Subscription,
} from '@b2b/contracts';
import { formatPrice } from '../../lib/format-price.ts';
import type { ContentPage } from '../../components/content/content-page.ts';
import { SISTER_PORTALS } from '../network.ts';

/** A package's yearly price as the terms write it: `Free`, `US$ 1850.00`. */
const packagePrice = (level: Subscription) =>
  level === 'standard' ? 'Free' : formatPrice(MEMBERSHIP_PRICE_CENTS[level], 'en');

const PAID_TIERS = SUBSCRIPTIONS.filter((level) => level !== 'standard');

export const termsAndConditions: ContentPage = {
  title: 'Terms and Conditions',
  description:
    'The terms and conditions for using {brand} {country}, the B2B portal for {demonym} manufacturers, suppliers, distributors and buyers: accounts, memberships, liability and your rights.',
  keywords:
    'terms and conditions, {brand} {country}, {demonym} B2B portal, terms of use, membership terms, B2B marketplace rules',
  heading: 'Terms and Conditions',
  lead: 'These terms govern your use of {brand} {country} and of every portal of the {brand} network. Please read them carefully: by using the portal you agree to them.',
  effectiveDate: '2019-10-21',
  sections: [
    {
      id: 'acceptance',
      heading: '1. Acceptance of these terms',
      blocks: [
        'These terms and conditions are an agreement between you and the company that operates {brand} (“we”, “us”), a company based in the United States that has run business-to-business portals since 2000. They apply to every visit to the portal, whether or not you register.',
        'By opening an account, creating a business profile or otherwise using the portal you confirm that you have read these terms, that you accept them and that you have the authority to accept them for the business you represent. If you do not accept them, do not use the portal.',
        'We may change these terms. The version in force is always the one published on this page, with its effective date. Continuing to use the portal after a change means you accept the new version.',
      ],
    },
    {
      id: 'supply-of-services',
      heading: '2. Supply of services',
      blocks: [
        '{brand} is a directory and social network for industrial businesses: manufacturers, distributors, wholesalers, importers, exporters, retailers, investors, consultants and public bodies. It is for businesses only and is not a shop for consumers. We put businesses in contact; we are not a party to the contracts they make with each other.',
        'The portal is one of a network of territorial sites that share one directory and one account. The sister sites of the network are:',
        { list: SISTER_PORTALS.map((portal) => `{brand} ${portal.country}: ${portal.url}`) },
        'Registration and the Standard membership are free. A business may choose a yearly paid membership, which raises its product showcase limit and adds company verification, search priority, advertising boosts and professional support. The paid tiers are:',
        {
          list: PAID_TIERS.map(
            (level) => `${subscriptionName(level)}: ${packagePrice(level)} a year, paid in advance`,
          ),
        },
        `Each month a business may quote requests for quotation: ${SUBSCRIPTIONS.map((level) => `${subscriptionName(level)} ${MONTHLY_QUOTE_RIGHTS[level]}`).join(', ')} quotes. A declined or withdrawn quote gives its right back.`,
        'What each membership includes is described on its package page. A paid membership runs for twelve months from payment. Fees already paid are not refunded when a membership is cancelled or a business is removed for a breach of these terms, unless the law requires otherwise.',
        'We work to keep the portal available at all times, but we may suspend it for maintenance, security or reasons outside our control, and we may change, add or remove features. We will give notice of material changes to paid features where we reasonably can.',
      ],
    },
    {
      id: 'users-generally',
      heading: '3. Users generally',
      blocks: [
        'You may use the portal only for lawful business purposes and only if you are at least 18 years old and able to enter into binding contracts.',
        'You must not use the portal to:',
        {
          list: [
            'publish false, misleading or outdated information about a business, a product or a person;',
            'offer goods or services whose sale is prohibited or restricted, or that infringe the rights of others;',
            'send unsolicited advertising, chain messages or bulk enquiries unrelated to the recipient’s business;',
            'collect other users’ contact details to build mailing lists or to resell them;',
            'interfere with the portal’s operation, probe its security or access it by automated means other than public search engine crawlers;',
            'impersonate another person or business, or hide the origin of your messages.',
          ],
        },
        'We do not check every profile, product or message before it is published. Company verification, where shown, confirms only the checks described on the verification page at the time they were made.',
      ],
    },
    {
      id: 'user-accounts',
      heading: '4. User accounts',
      blocks: [
        'To publish a business, list products, send enquiries or use the message center you need an account. You agree to give accurate, current and complete details and to keep them up to date.',
        'You are responsible for keeping your password confidential and for everything done with your account. Tell us at once if you believe your account has been used without your permission.',
        'A person may create one or more business profiles and invite colleagues to manage them. The person who creates a business profile confirms that they are entitled to represent that business, and remains responsible for the members they add.',
        'You may close your account at any time. We may keep the information described in our privacy policy for the periods stated there.',
      ],
    },
    {
      id: 'user-responsibilities',
      heading: '5. User responsibilities',
      blocks: [
        'You are solely responsible for the content you publish: business descriptions, product pages, photos, posts, comments and messages. You confirm that you own it or are licensed to publish it, and that it complies with the law and with these terms.',
        'Before you trade with another user, check their identity, their capacity to deliver and the terms you agree, as you would with any new business partner. Quotations, prices, certifications and delivery times published on the portal are statements of the users who publish them, not of {brand}.',
        'You are responsible for complying with the export control, customs, sanctions, tax and product safety rules that apply to the goods you buy or sell.',
      ],
    },
    {
      id: 'breaches',
      heading: '6. Breaches of these terms',
      blocks: [
        'If we believe that you have breached these terms, we may, without notice and without refunding fees already paid: remove or hide content; limit the features available to you; suspend or close your account and the business profiles you manage; and refuse a new registration.',
        'We may also report unlawful activity to the competent authorities and cooperate with them. You agree to compensate us for losses and reasonable costs, including legal fees, that result from your breach of these terms or from claims by third parties about content you published.',
      ],
    },
    {
      id: 'contacts-between-users',
      heading: '7. Contacts between users',
      blocks: [
        'Enquiries, requests, messages, follows and likes exchanged on the portal are between the users concerned. We are not a party to any negotiation or contract that results from them, and we do not guarantee the quality, safety or legality of the goods offered, the truth of what users publish, or the ability of a buyer to pay or of a seller to deliver.',
        'Any dispute between users must be settled between them. We may, at our discretion, help users communicate, but we have no obligation to do so. If you have a dispute with another user, you release us from any claim arising from it, to the extent the law allows.',
        'Do not use contact details obtained through the portal for any purpose other than the business relationship for which they were given.',
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: '8. Limitation of liability',
      blocks: [
        'The portal is provided “as is” and “as available”. To the extent the law allows, we give no warranty that it will be uninterrupted, error-free or suitable for a particular purpose, or that the information published by users is accurate.',
        'We are not liable for indirect or consequential loss, loss of profit, revenue, business, goodwill or data, or for losses caused by the acts or omissions of other users.',
        'Our total liability to you for all claims arising from the portal or these terms in any calendar year is limited to the greater of the fees you paid us in that calendar year and the maximum amount set by the applicable law.',
        'Any claim against us arising from the portal or these terms must be brought within one year after the event that gave rise to it; after that it is barred. Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      id: 'force-majeure',
      heading: '9. Force majeure',
      blocks: [
        'We are not responsible for any failure or delay in providing the portal caused by events beyond our reasonable control, including natural disasters, epidemics, war, terrorism, civil unrest, strikes, failures of public networks, power supplies or hosting providers, cyber attacks and acts of governments. Our obligations are suspended for as long as such an event lasts.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: '10. Intellectual property',
      blocks: [
        'The portal, its software, design, texts, logos and the {brand} name are owned by us or our licensors and are protected by intellectual property laws. You may not copy, adapt or reuse them except as these terms allow.',
        'You keep the rights to the content you publish. By publishing it you grant us a worldwide, royalty-free, non-exclusive licence to host, reproduce, adapt for display, translate and publish it on the portal and its sister sites, and to show it in search engines and in promotion of the portal, for as long as it is published and for a reasonable time after to remove it from backups and caches.',
        'If you believe that content on the portal infringes your rights, tell us through the Need Help form with the details of the content and of your rights, and we will review it promptly.',
      ],
    },
    {
      id: 'notices',
      heading: '11. Notices',
      blocks: [
        'We give notices to you by email to the address of your account, by a message on the portal, or by publishing them on this page. A notice sent by email is treated as received on the day after it was sent.',
        'You give notices to us through the Need Help form of the portal, or by telephone on {phone}, followed by a written confirmation through the form. We reply within 24 hours.',
      ],
    },
    {
      id: 'general-provisions',
      heading: '12. General provisions',
      blocks: [
        'These terms, with the privacy policy and the description of your membership package, are the whole agreement between you and us about the portal.',
        'If any provision is found invalid or unenforceable, the remaining provisions stay in force. A failure or delay by us in enforcing a provision is not a waiver of it.',
        'You may not transfer your rights or obligations under these terms without our written consent. We may transfer ours to a company that takes over the operation of the portal.',
        'These terms are governed by the laws of the State of Delaware, United States, without regard to its conflict of law rules, and the courts of that State have jurisdiction over any dispute, unless mandatory law of your country provides otherwise.',
        'These terms are written in English. Where we publish a translation, the English version prevails in case of any difference.',
      ],
    },
  ],
};
