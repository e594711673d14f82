import { endpointsOf } from './endpoint.ts';

/** The signed form an upload is posted with, relative to `API_URL`. */
export const uploadEndpoints = endpointsOf({
  uploadRequest: ['POST', '/files/upload-request/:target'],
});

/** The files host, relative to `FILES_URL`: the upload of a signed form (its address comes with the form). */
export const filesEndpoints = endpointsOf({
  fileUpload: ['POST', '/upload'],
});
