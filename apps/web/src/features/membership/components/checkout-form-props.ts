import type { PurchaseFlow } from './use-purchase.ts';

/** What each provider's card form gets from the checkout. */
export interface CheckoutFormProps {
  purchase: PurchaseFlow;
  /** The signed-in person's email, where the receipt goes unless they give another. */
  defaultEmail: string;
  /** `US$ 1,850.00`. */
  priceLabel: string;
  onCancel: () => void;
}
