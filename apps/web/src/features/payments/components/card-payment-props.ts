import type { CheckoutSession } from '@medibazaar/contract';

/** What every processor's card form takes, whichever the server is configured with. */
export interface CardPaymentFormProps {
  checkout: CheckoutSession;
  /** Who pays: sent to the processor as the billing name and email. */
  billing: { name: string; email: string };
  /** Called once the processor says the intent succeeded (or is processing). */
  onPaid: (intentId: string) => Promise<void>;
  /** Prices the cart again and opens a new payment (after an expiry or a stock change). */
  onRestart: () => void;
}
