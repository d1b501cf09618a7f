import { describe, expect, it } from 'vitest'
import { sessionParams } from './session-params.ts'

describe('Checkout Session parameters', () => {
  it('charge the server price in cents in payment mode, with the order id in the metadata', () => {
    const params = sessionParams({
      order: {
        id: 'b3c2a1d0-0000-4000-8000-000000000001',
        leadCount: 25_001,
        credits: 1_500_060,
        amountCents: 212_509,
        tierName: 'Tier 3: Professional',
        isAgencyAnnual: false,
        email: 'guest@example.com',
        checkoutKey: 'key-12345678',
        registrationId: null,
        sessionId: null,
      },
      successUrl: 'https://www.example.com/purchase-thank-you?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://www.example.com/credit-topup',
      idempotencyKey: 'credit-order-b3c2a1d0',
    })
    expect(params).toEqual({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: 212_509,
            product_data: {
              name: '25,001 identity-resolution leads',
              description: '1,500,060 credits (Tier 3: Professional)',
            },
          },
        },
      ],
      client_reference_id: 'b3c2a1d0-0000-4000-8000-000000000001',
      metadata: {
        order_id: 'b3c2a1d0-0000-4000-8000-000000000001',
        lead_count: '25001',
        credits: '1500060',
      },
      success_url: 'https://www.example.com/purchase-thank-you?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://www.example.com/credit-topup',
      invoice_creation: { enabled: true },
    })
  })
})
