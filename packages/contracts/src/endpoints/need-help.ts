import { endpointsOf } from './endpoint.ts';

/** The need-help enquiry form. Relative to `API_URL`. */
export const needHelpEndpoints = endpointsOf({
  needHelpSend: ['POST', '/needhelp/send'],
});
