import type { PurchaseFlow } from './use-purchase.ts';

/** What each provider's card form gets from the checkout. */
export interface CheckoutFormProps {
  purchase: PurchaseFlow;
  /** The signed-in person's email, where the receipt goes unless they give another. */
  defaultEmail: string;
  /** `US$ 1850.00`, in the page's language. */
  priceLabel: string;
  onCancel: () => void;
}
