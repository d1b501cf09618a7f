import type {
  Deps,
  OrderToSave,
  SavedOrder,
  SessionRequest,
} from '../../supabase/functions/create-credit-payment/handler.ts'

// Shared by the create-credit-payment handler tests.
export const SITE = 'https://shop.example.test'

/** The one workshop link the fake resolves, and its registration. */
export const WORKSHOP_LINK_ID = '7d1c2b3a-0000-4000-8000-00000000a11c'
export const WORKSHOP_REGISTRATION = '7d1c2b3a-0000-4000-8000-0000000000e9'
export const workshopAccess = (linkId = WORKSHOP_LINK_ID) => `${linkId}.${'t'.repeat(43)}`

/** In-memory orders and a Stripe stand-in that, like Stripe, replays a reused idempotency key. */
export function fakeDeps(overrides: Partial<Deps> = {}) {
  const orders = new Map<string, SavedOrder>()
  const sessions = new Map<string, { id: string; url: string }>()
  const sessionRequests: SessionRequest[] = []
  const logged: { message: string; error: unknown }[] = []
  const addresses: string[] = []
  const clicks: string[] = []
  let seq = 0
  const deps: Deps = {
    returnSites: { site: SITE, previews: [] },
    allowRequest: async (address) => {
      addresses.push(address)
      return { allowed: true, retryAfterSeconds: 0 }
    },
    newCheckoutKey: () => `generated-key-${++seq}`,
    log: (message, error) => logged.push({ message, error }),
    payments: {
      async createSession(request) {
        sessionRequests.push(request)
        const existing = sessions.get(request.idempotencyKey)
        if (existing) return existing
        const session = {
          id: `cs_test_${sessions.size + 1}`,
          url: `https://pay.example.test/${sessions.size + 1}`,
        }
        sessions.set(request.idempotencyKey, session)
        return session
      },
    },
    async saveOrder(order: OrderToSave) {
      const existing = orders.get(order.checkoutKey)
      if (existing) return existing
      const saved = { ...order, id: `order-${orders.size + 1}`, sessionId: null }
      orders.set(order.checkoutKey, saved)
      return saved
    },
    workshopRegistration: async ({ linkId }) =>
      linkId === WORKSHOP_LINK_ID ? WORKSHOP_REGISTRATION : null,
    offerClicked: async (registrationId) => {
      clicks.push(registrationId)
    },
    async attachSession(orderId, sessionId) {
      for (const order of orders.values()) if (order.id === orderId) order.sessionId = sessionId
    },
    ...overrides,
  }
  return { deps, orders, sessionRequests, logged, addresses, clicks }
}

export function post(body: unknown, headers: Record<string, string> = {}) {
  return new Request('http://fn.test/create-credit-payment', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

export const email = 'guest@example.com'
