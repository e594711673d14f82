import { endpointsOf } from './endpoint.ts';

/** A business's certificates. Relative to `API_URL`. */
export const certificatesEndpoints = endpointsOf({
  certificates: ['GET', '/business/profile/:id/certificates'],
  certificateAdd: ['POST', '/business/profile/:id/certificates'],
  certificateUpdate: ['PUT', '/business/profile/:id/certificates/:certificateID'],
  certificateRemove: ['DELETE', '/business/profile/:id/certificates/:certificateID'],
});
