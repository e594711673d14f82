import { endpointsOf } from './endpoint.ts';

/** Requests to businesses and their messages. Relative to `API_URL`. */
export const inquiriesEndpoints = endpointsOf({
  inquirySend: ['POST', '/business/request'],
  inquiries: ['GET', '/business/request'],
  inquiriesUnread: ['GET', '/business/request/unread'],
  inquiryMessages: ['GET', '/business/request/:rid/get-messages'],
  inquiryReply: ['POST', '/business/request/:rid/send-message'],
  inquiryEnd: ['POST', '/business/request/:rid/end-request'],
  inquiryDealClosed: ['POST', '/business/request/:rid/deal-closed'],
});
