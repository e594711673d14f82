import { endpointsOf } from './endpoint.ts';

/** The account service, relative to `AUTH_URL`: the calls a portal's pages make for their sessions. */
export const authEndpoints = endpointsOf({
  getSession: ['POST', '/get-session'],
  refreshToken: ['POST', '/refresh-token'],
  logout: ['POST', '/logout'],
  resendVerification: ['POST', '/verify-email/resend'],
});

/**
 * The account service's addresses that servers and operators call, never a page: its health, its public keys and the
 * feed of revoked sessions. Apart from `authEndpoints` so that pages do not carry them.
 */
export const authServiceEndpoints = endpointsOf({
  authHealth: ['GET', '/health'],
  authHealthLive: ['GET', '/health/live'],
  authHealthReady: ['GET', '/health/ready'],
  jwks: ['GET', '/.well-known/jwks.json'],
  sessionRevocations: ['GET', '/session-revocations'],
});
