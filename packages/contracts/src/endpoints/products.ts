import { endpointsOf } from './endpoint.ts';

/** A business's products. Relative to `API_URL`. */
export const productsEndpoints = endpointsOf({
  productCreate: ['POST', '/product'],
  productsByBusiness: ['GET', '/product/by-business'],
  product: ['GET', '/product/:productID'],
  productUpdate: ['PUT', '/product/:productID'],
  productRemove: ['DELETE', '/product/:productID'],
});
