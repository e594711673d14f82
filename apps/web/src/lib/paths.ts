import {
  b2bTipPath,
  businessPath,
  membershipPackagePath,
  productPath,
  profilePath,
  searchUrl,
  type B2bTip,
  type FavoriteType,
  type RfqStatus,
  type Subscription,
} from '@b2b/contracts';

const withThread = (path: string, requestID: string | undefined) =>
  requestID ? `${path}?${new URLSearchParams({ thread: requestID }).toString()}` : path;

/**
 * Every page of the portal once: `path` is the route table's pattern (relative to the root, as React Router nests it)
 * and `href` builds a link to it. Links that search engines and the API's sitemap share (business, product and profile
 * pages, search results) come from the contracts, so the sitemap and the pages never disagree.
 */
/** The id of an industry's section on /industries. */
export const industryAnchor = (industryKey: string) => `industry-${industryKey}`;

export const paths = {
  home: { path: '/', href: () => '/' },
  industries: {
    path: 'industries',
    /** `/industries#industry-0001` goes to one industry's section. */
    href: (industryKey?: string) =>
      industryKey ? `/industries#${industryAnchor(industryKey)}` : '/industries',
  },
  /** `form` is the address of a search form's `action`, whose fields make the query. */
  search: { path: 'search-result', href: searchUrl, form: () => '/search-result' },
  setID: { path: 'SetID', href: () => '/SetID/' },
  /** Where the account service sends a person whose account it deleted. */
  accountDeleted: { path: 'account-deleted', href: () => '/account-deleted' },
  profile: { path: 'profile', href: () => '/profile' },
  profileEdit: { path: 'profile/edit', href: () => '/profile/edit' },
  publicProfile: { path: 'profile/:userID', href: profilePath },
  favorites: {
    path: 'favorites',
    /** `/favorites?type=product&page=2`: the tab and the page are in the address, so reload and back keep them. */
    href: (type: FavoriteType = 'business', page = 1) => {
      const params = new URLSearchParams();
      if (type !== 'business') params.set('type', type);
      if (page > 1) params.set('page', String(page));
      const query = params.toString();
      return query ? `/favorites?${query}` : '/favorites';
    },
  },
  myBusiness: {
    path: 'my-business',
    /** `choosingMembership`: sent by a membership page's Buy now!, the page says how to pick the business to upgrade. */
    href: (choosingMembership = false) =>
      choosingMembership ? '/my-business?membership=choose-business' : '/my-business',
  },
  /** The public page of a membership package: `/membership-gold`. */
  membershipPackage: {
    path: (level: Subscription) => `membership-${level}`,
    href: membershipPackagePath,
  },
  newsfeed: { path: 'newsfeed', href: () => '/newsfeed' },
  /** The posts of a person or a business, by the user's or the business's id. */
  timeline: { path: 'timeline/:timelineID', href: (timelineID: string) => `/timeline/${timelineID}` },
  /**
   * The person's own threads (the header's Messages entry); `?thread=` is the open one, so reload and back keep it.
   * `/message-center` is the same page under the name people also use for it.
   */
  myMessages: { path: 'my-messages', href: (requestID?: string) => withThread('/my-messages', requestID) },
  messageCenter: {
    path: 'message-center',
    href: (requestID?: string) => withThread('/message-center', requestID),
  },
  business: {
    path: 'business/:slug',
    href: businessPath,
    /** From the slug the API hands out with a business (a comment's author). */
    hrefOfSlug: (slug: string) => `/business/${slug}`,
  },
  businessCreate: { path: 'business/create', href: () => '/business/create' },
  /**
   * `key` is the business's id or its public slug (the manage pages use the slug, so their address reads like the
   * business page's); without a tab it is the edit page as a whole.
   */
  businessEdit: {
    path: 'business/:businessID/edit/:tab?',
    href: (key: string, tab?: string) => `/business/${key}/edit${tab ? `/${tab}` : ''}`,
  },
  businessMembers: {
    path: 'business/:businessID/members',
    href: (key: string) => `/business/${key}/members`,
  },
  businessProducts: {
    path: 'business/:businessID/products',
    href: (key: string) => `/business/${key}/products`,
  },
  productNew: {
    path: 'business/:businessID/products/new',
    href: (key: string) => `/business/${key}/products/new`,
  },
  productEdit: {
    path: 'business/:businessID/products/:productID/edit',
    href: (key: string, productID: string) => `/business/${key}/products/${productID}/edit`,
  },
  businessVerification: {
    path: 'business/:businessID/verification',
    href: (key: string) => `/business/${key}/verification`,
  },
  /** The company and marketing pages; the portal's product word names two of them (`/why-b2bindustrial`). */
  aboutUs: { path: 'about-us', href: () => '/about-us' },
  missionVision: { path: 'mission-vision', href: () => '/mission-vision' },
  why: {
    path: (productSlug: string) => `why-${productSlug}`,
    href: (productSlug: string) => `/why-${productSlug}`,
  },
  ourNetwork: { path: 'our-network', href: () => '/our-network' },
  contactUs: { path: 'contact-us', href: () => '/contact-us' },
  advertiseWithUs: { path: 'advertise-with-us', href: () => '/advertise-with-us' },
  freeMarketing: { path: 'free-marketing', href: () => '/free-marketing' },
  workWith: {
    path: (productSlug: string) => `work-with-${productSlug}`,
    href: (productSlug: string) => `/work-with-${productSlug}`,
  },
  /** The need-help form: anyone asks the portal's support for help. */
  needHelp: { path: 'contact-us/form', href: () => '/contact-us/form' },
  /** The administrators' queue of verification requests and their support form. */
  admin: { path: 'admin', href: () => '/admin' },
  adminVerification: {
    path: 'admin/verification/:requestID',
    href: (requestID: string) => `/admin/verification/${requestID}`,
  },
  businessMembership: {
    path: 'business/:businessID/membership',
    href: (key: string) => `/business/${key}/membership`,
  },
  sendRequest: {
    path: 'business/:businessID/send-request',
    /** With `productID` the request is about that product of the business (the product page's Send Request). */
    href: (key: string, productID?: string) =>
      `/business/${key}/send-request${productID ? `?${new URLSearchParams({ product: productID }).toString()}` : ''}`,
  },
  /** A business's threads, and the open one; `key` may be `me` (the person's own) until the profile loads. */
  requests: {
    path: 'business/:businessID/requests/:requestID?',
    href: (key: string, requestID?: string) => `/business/${key}/requests${requestID ? `/${requestID}` : ''}`,
  },
  /** Requests for quotation: the person's list (`?status=` one status), a new one, one RFQ, its change, its quotes. */
  rfqList: {
    path: 'rfq',
    href: (status?: RfqStatus) => (status ? `/rfq?${new URLSearchParams({ status }).toString()}` : '/rfq'),
  },
  rfqNew: { path: 'rfq/new', href: () => '/rfq/new' },
  /** With `businessID`, the RFQ as that supplier sees it: its own quote, or the form to send one. */
  rfq: {
    path: 'rfq/:rfqID',
    href: (rfqID: string, businessID?: string) =>
      `/rfq/${rfqID}${businessID ? `?${new URLSearchParams({ bid: businessID }).toString()}` : ''}`,
  },
  rfqEdit: { path: 'rfq/:rfqID/edit', href: (rfqID: string) => `/rfq/${rfqID}/edit` },
  rfqQuotes: { path: 'rfq/:rfqID/quotes', href: (rfqID: string) => `/rfq/${rfqID}/quotes` },
  /** The open RFQs sent to a business, and its quotes. */
  businessRfq: { path: 'business/:businessID/rfq', href: (key: string) => `/business/${key}/rfq` },
  product: { path: 'business-product/:slug', href: productPath },
  termsAndConditions: { path: 'terms-and-conditions', href: () => '/terms-and-conditions' },
  privacyPolicy: { path: 'privacy-policy', href: () => '/privacy-policy' },
  /** A B2B tips article: one route per tip, so an unknown tip is an unknown address. */
  b2bTip: { path: (tip: B2bTip) => b2bTipPath(tip).slice(1), href: b2bTipPath },
} as const;
