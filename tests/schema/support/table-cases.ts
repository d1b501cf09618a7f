import { randomUUID } from 'node:crypto'
import type { Role } from './stack.ts'

export type Row = Record<string, unknown>

/** What a role gets: success, silence from RLS (no rows touched), or an error. */
export type Outcome = 'allowed' | 'hidden' | { code: string; status: number }

// PostgREST answers 42501 with 401 for the anon role and 403 for any other role.
export const DENIED_ANON: Outcome = { code: '42501', status: 401 }
export const DENIED: Outcome = { code: '42501', status: 403 }

export interface Access {
  /** Which of the fixture rows a select returns. */
  select: 'all' | 'public' | 'none'
  insert: Outcome
  update: Outcome
  delete: Outcome
}

export interface TableCase {
  table: string
  key: string
  /** Rows the service role writes before each check; `public` marks what anon may read. */
  fixture(newUserId: () => Promise<string>): Promise<{ row: Row; public: boolean }[]>
  /** A fresh row to insert, and the column whose value finds it again. */
  newRow(newUserId: () => Promise<string>): Promise<Row>
  probe: string
  /** A change to one column; the stored row shows whether it took. */
  patch: Row
  access: Record<Role, Access>
}

const uid = () => randomUUID()
const slug = () => `post-${uid()}`

const ALLOWED = 'allowed'
const HIDDEN = 'hidden'
const EVERYTHING: Access = { select: 'all', insert: ALLOWED, update: ALLOWED, delete: ALLOWED }
const NOTHING_ANON: Access = {
  select: 'none',
  insert: DENIED_ANON,
  update: DENIED_ANON,
  delete: DENIED_ANON,
}
const NOTHING: Access = { select: 'none', insert: DENIED, update: DENIED, delete: DENIED }

/** Written only by edge functions (service role); admins may read. */
const READ_BY_ADMINS: Record<Role, Access> = {
  anon: NOTHING_ANON,
  user: NOTHING,
  admin: { select: 'all', insert: DENIED, update: DENIED, delete: DENIED },
  service: EVERYTHING,
}

export const TABLE_CASES: TableCase[] = [
  {
    table: 'blog_posts',
    key: 'id',
    // Rows inserted together must have the same keys (a missing key is null, not default).
    fixture: async () => [
      {
        row: { id: uid(), title: 'Live', slug: slug(), content: '<p>x</p>', published: true },
        public: true,
      },
      {
        row: { id: uid(), title: 'Draft', slug: slug(), content: '<p>x</p>', published: false },
        public: false,
      },
    ],
    newRow: async () => ({ id: uid(), title: 'New', slug: slug(), content: '<p>new</p>' }),
    probe: 'slug',
    patch: { title: 'Changed title' },
    access: {
      anon: { select: 'public', insert: DENIED_ANON, update: DENIED_ANON, delete: DENIED_ANON },
      user: { select: 'public', insert: DENIED, update: HIDDEN, delete: HIDDEN },
      admin: EVERYTHING,
      service: EVERYTHING,
    },
  },
  {
    table: 'blog_campaigns',
    key: 'id',
    fixture: async () => [
      { row: { id: uid(), name: 'Campaign', keywords: ['crm'] }, public: false },
    ],
    newRow: async () => ({ id: uid(), name: 'New campaign', keywords: ['seo', 'local'] }),
    probe: 'id',
    patch: { name: 'Changed name' },
    access: {
      anon: NOTHING_ANON,
      user: { select: 'none', insert: DENIED, update: HIDDEN, delete: HIDDEN },
      admin: EVERYTHING,
      service: EVERYTHING,
    },
  },
  {
    table: 'Webinar Registration',
    key: 'id',
    fixture: async () => [
      {
        row: { id: uid(), name: 'Ann', Email: `ann-${uid()}@example.test`, webinar_title: 'W' },
        public: false,
      },
    ],
    newRow: async () => ({ id: uid(), name: 'Bob', Email: `bob-${uid()}@example.test` }),
    probe: 'id',
    patch: { name: 'Changed name' },
    access: READ_BY_ADMINS,
  },
  {
    table: 'credit_orders',
    key: 'id',
    fixture: async () => [{ row: { id: uid(), ...order() }, public: false }],
    newRow: async () => ({ id: uid(), ...order() }),
    probe: 'provider_session_id',
    patch: { status: 'paid' },
    access: READ_BY_ADMINS,
  },
  {
    table: 'stripe_events',
    key: 'id',
    fixture: async () => [{ row: stripeEvent(), public: false }],
    newRow: async () => stripeEvent(),
    probe: 'id',
    patch: { outcome: 'changed' },
    access: READ_BY_ADMINS,
  },
  {
    table: 'contact_messages',
    key: 'id',
    fixture: async () => [{ row: { id: uid(), ...message() }, public: false }],
    newRow: async () => message(),
    probe: 'email',
    patch: { subject: 'Changed subject' },
    // Visitors write through the rate-limited submit-contact function (service role).
    access: READ_BY_ADMINS,
  },
  {
    table: 'admin_users',
    key: 'user_id',
    fixture: async (newUserId) => [{ row: { user_id: await newUserId() }, public: false }],
    newRow: async (newUserId) => ({ user_id: await newUserId() }),
    probe: 'user_id',
    patch: { created_at: '2001-02-03T04:05:06+00:00' },
    access: READ_BY_ADMINS,
  },
]

function order(): Row {
  return {
    lead_count: 1000,
    credits: 60000,
    tier: 'Tier 1',
    amount_cents: 12000,
    email: 'buyer@example.test',
    provider_session_id: `cs_test_${uid()}`,
  }
}

function stripeEvent(): Row {
  return { id: `evt_${uid()}`, type: 'checkout.session.completed', outcome: 'fulfilled' }
}

function message(): Row {
  return {
    name: 'Dana',
    email: `dana-${uid()}@example.test`,
    subject: 'Pricing',
    message: 'Do you offer agency pricing?',
  }
}
