import { MIN_PURCHASE_LABEL } from '@shared/credit-pricing'

// The spec's texts for the top-up (§5, §8) and the copy around them.
export const creditMessages = {
  minimumTitle: 'Minimum Purchase Required',
  minimumText: `Minimum purchase amount is ${MIN_PURCHASE_LABEL}. Please increase your lead count.`,
  paymentErrorTitle: 'Payment Error',
  paymentFailed: 'Failed to process payment',
  noCheckoutUrl: 'No checkout URL received',
  withReference: (error: string, requestId: string) => `${error} (reference ${requestId})`,
  leadCountLabel: 'Number of leads',
  buy: 'Buy Credits',
  paying: 'Opening checkout...',
  agencyBuy: 'Upgrade to Agency Annual',
  orderHeading: 'Your order',
  confirmed: 'Payment confirmed',
  awaiting: 'Waiting for payment confirmation...',
  failed: 'Payment failed',
  expired: 'Checkout expired',
  orderNotFound: 'We could not find this order. If you were charged, please contact us.',
  ordersLoadFailed: 'Failed to load orders',
  orderProcessed: 'Your order has been processed successfully.',
  checkingOrder: 'Checking your order...',
  orderPageDescription: 'The status of your lead credit order, and its download.',
  downloadNow: 'Download Now',
} as const
