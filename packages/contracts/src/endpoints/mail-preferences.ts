import { endpointsOf } from './endpoint.ts';

/** Which notification mail a person gets, and how. Relative to `API_URL`. */
export const mailPreferencesEndpoints = endpointsOf({
  mailPreferences: ['GET', '/user/mail-preferences'],
  mailPreferencesUpdate: ['PUT', '/user/mail-preferences'],
});
