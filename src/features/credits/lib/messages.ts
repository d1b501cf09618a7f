// The spec's texts for the top-up (§5, §8) and the copy around them.
export const messages = {
  minimumTitle: 'Minimum Purchase Required',
  minimumText: 'Minimum purchase amount is $100. Please increase your lead count.',
  paymentErrorTitle: 'Payment Error',
  paymentFailed: 'Failed to process payment',
  noCheckoutUrl: 'No checkout URL received',
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
} as const
