import { toast } from 'sonner';
import { ApiError } from '../../lib/api-client.ts';
import { toastFailure } from '../../lib/toast-failure.ts';

/** The showcase of a business, where its products are managed. */
export const productsPath = (businessID: string) => `/business/${businessID}/products`;
export const newProductPath = (businessID: string) => `${productsPath(businessID)}/new`;
export const editProductPath = (businessID: string, productID: string) =>
  `${productsPath(businessID)}/${productID}/edit`;
export const membershipPath = (businessID: string) => `/business/${businessID}/membership`;

/** A refused save: the showcase cap is the server's own sentence; anything else the default failure and its reason. */
export function showSaveFailure(error: Error) {
  if (error instanceof ApiError && error.errorName === 'PlanLimitReached') toast.error(error.message);
  else toastFailure(error);
}
