import { CURRENCY } from '../_shared/domain/credit-pricing.ts'
import { formatCount } from '../_shared/domain/number-format.ts'
import type { SessionRequest } from './handler.ts'

/**
 * The Checkout Session for one order: payment mode, one line item whose unit amount in cents
 * is the server's price, the order id in the metadata (the webhook's way back to the order).
 * The buyer's email is collected by Checkout: the page only sends a guest placeholder.
 * Checkout also creates a paid invoice (invoice_creation), linked from the receipt.
 */
export function sessionParams({ order, successUrl, cancelUrl }: SessionRequest) {
  const name = order.isAgencyAnnual
    ? `Agency annual: ${formatCount(order.leadCount)} identity-resolution leads`
    : `${formatCount(order.leadCount)} identity-resolution leads`
  return {
    mode: 'payment' as const,
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: CURRENCY,
          unit_amount: order.amountCents,
          product_data: {
            name,
            description: `${formatCount(order.credits)} credits (${order.tierName})`,
          },
        },
      },
    ],
    client_reference_id: order.id,
    metadata: {
      order_id: order.id,
      lead_count: String(order.leadCount),
      credits: String(order.credits),
    },
    success_url: successUrl,
    cancel_url: cancelUrl,
    // A paid invoice for the buyer: its hosted page is the link in the product's receipt.
    invoice_creation: { enabled: true },
  }
}
