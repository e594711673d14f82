/** Page sizes, lengths, counts and timings of the interface, shared by the server's schemas and the web client. */
export const LIMITS = {
  /** Search results per page; the page count is total / 5 rounded up. */
  searchPageSize: 5,
  commentPageSize: 5,
  timelinePageSize: 10,
  /** The server never returns more than this many items in one page. */
  maxPageSize: 50,
  /** The furthest a paged list may start: deeper offsets cost the database a scan of every row before them. */
  maxSkip: 10_000,
  textAreaMax: 512,
  specValueCut: 50,
  specLinesOnCard: 4,
  flyoutGroups: 6,
  flyoutItems: 6,
  flyoutTransitionMs: 300,
  countryNameCut: 24,
  countryNameEllipsisFrom: 16,
  industriesCount: 15,
  photoMaxBytes: 500 * 1024,
  titleDescriptionChars: 64,
  productPreviewChars: 200,
  tokenRefreshLeadMs: 5000,
  feedAutoLoadMs: 4000,
  actingIdentityBusinesses: 5,
  latestRegisteredPerType: 3,
  /** A request's subject when `Other` is chosen and its free text typed. */
  inquirySubjectMax: 200,
  /** The first message of a request and every reply. */
  inquiryMessageMax: 2000,
  /** Threads per page of the message center's list. */
  inquiryPageSize: 20,
  /** Messages per page of a thread, the newest first asked for. */
  inquiryMessagePageSize: 100,
  /** A request for quotation: its product or service name, description and pictures. */
  rfqProductNameMax: 200,
  rfqDescriptionMax: 4000,
  rfqPicturesMax: 5,
  /** Quotes close this many days ahead at the soonest and at the latest. */
  rfqCloseDaysMin: 1,
  rfqCloseDaysMax: 60,
  /** New requests for quotation a person may post in 24 hours, as themself and their businesses together. */
  rfqsPerDay: 10,
  /** RFQs per page of a supplier's market and of a buyer's list. */
  rfqPageSize: 20,
  /** A quote's message, named place and payment terms. */
  quoteMessageMax: 2000,
  quoteNamedPlaceMax: 120,
  quotePaymentTermsMax: 200,
  /** The longest lead time a quote may promise, in days. */
  quoteLeadTimeDaysMax: 730,
  /** A review of a closed deal and the supplier's answer to it. */
  reviewTextMax: 2000,
  reviewAnswerMax: 2000,
  /** Reviews per page of a business page's reviews section. */
  reviewPageSize: 10,
} as const;

/** The widths, in px, at which the page layout changes (from `md` on the header shows its desktop menu). */
export const BREAKPOINTS = { xs: 600, sm: 768, md: 992, lg: 1200 } as const;
