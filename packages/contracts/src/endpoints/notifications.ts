import { endpointsOf } from './endpoint.ts';

/** A person's notifications. Relative to `API_URL`. */
export const notificationsEndpoints = endpointsOf({
  notifications: ['GET', '/notifications'],
  notificationsUnread: ['GET', '/notifications/unread'],
  notificationsRead: ['POST', '/notifications/read'],
});
