import { endpointsOf } from './endpoint.ts';

/** The administration: verification reviews, the support log, need-help enquiries, the mail queue, search synonyms, exchange rates and payment mismatches. Relative to `API_URL`. */
export const administrationEndpoints = endpointsOf({
  administrator: ['GET', '/user/administrator'],
  adminVerificationRequests: ['GET', '/admin/verification-requests'],
  adminVerificationRequest: ['GET', '/admin/verification-requests/:requestID'],
  adminVerificationApprove: ['POST', '/admin/verification-requests/:requestID/approve'],
  adminVerificationReject: ['POST', '/admin/verification-requests/:requestID/reject'],
  adminSupport: ['GET', '/admin/businesses/:businessID/support'],
  adminSupportRecord: ['POST', '/admin/businesses/:businessID/support'],
  adminNeedHelp: ['GET', '/admin/need-help'],
  adminMail: ['GET', '/admin/mail'],
  adminMailResend: ['POST', '/admin/mail/:mailID/resend'],
  adminSearchSynonyms: ['GET', '/admin/search-synonyms'],
  adminSearchSynonymAdd: ['POST', '/admin/search-synonyms'],
  adminSearchSynonymUpdate: ['PUT', '/admin/search-synonyms/:synonymID'],
  adminSearchSynonymRemove: ['DELETE', '/admin/search-synonyms/:synonymID'],
  adminExchangeRates: ['GET', '/admin/exchange-rates'],
  adminExchangeRateSet: ['PUT', '/admin/exchange-rates'],
  adminPaymentMismatches: ['GET', '/admin/payment-mismatches'],
});
