/** The foot of every B2B tips article: the other articles, then an invitation to join the portal. */
import type { TipsFooter } from '../../b2b-tips.ts';

export const tipsFooter: TipsFooter = {
  heading: 'More B2B tips',
  callToAction: {
    heading: 'Put these tips to work',
    text: 'Register free on {brand} {country}, publish your business and your products, and let buyers from every country find you. The paid memberships add a larger showcase, company verification, search priority and advertising boosts.',
    register: 'Register free',
    packages: 'See the membership packages',
  },
};
