// A manual grant through grant_credits, as the Orders page's dialog sends it: the ledger row
// with who and why, its hand-off to the customer app and the audit entry, or a clear refusal
// with nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { creditGrantMessages } from '@shared/credit-grant'
import { signIn } from '@local-stack/tests/support/test-stack.ts'
import {
  anonClient,
  startSchemaStack,
  type Client,
  type SchemaStack,
} from '../schema/support/stack.ts'

let s: SchemaStack
let admin: Client
let adminId: string

beforeAll(async () => {
  s = await startSchemaStack({ seed: false, secondFactorRequired: false })
  await s.createUser({ admin: true, role: 'owner' })
  const account = await s.createUser({ admin: true, role: 'admin' })
  adminId = account.userId
  admin = (await signIn(anonClient(s.stack), account)).client
})
afterAll(async () => {
  await s?.stop()
})

const ledgerOf = (email: string) =>
  s.stack.ctx.db.query<{ kind: string; credits: number; granted_by: string; note: string }>(
    'select kind, credits, granted_by, note from public.credit_ledger where email = $1',
    [email],
  )

describe('grant_credits', () => {
  it('writes the grant with who and why, queues its hand-off and audits it', async () => {
    const { data, error } = await admin.rpc('grant_credits', {
      p_email: '  Buyer@Example.test ',
      p_credits: 6000,
      p_note: 'Goodwill for a failed import',
    })
    expect(error).toBeNull()
    expect(data).toHaveLength(1)
    expect((await ledgerOf('buyer@example.test')).rows).toEqual([
      { kind: 'grant', credits: 6000, granted_by: adminId, note: 'Goodwill for a failed import' },
    ])
    const handoffs = await s.stack.ctx.db.query<{ event_type: string; payload: unknown }>(
      'select event_type, payload from private.credit_handoffs where ledger_id = $1',
      [data?.[0]?.id],
    )
    expect(handoffs.rows).toEqual([
      {
        event_type: 'credits.granted',
        payload: expect.objectContaining({
          type: 'credits.granted',
          data: expect.objectContaining({
            email: 'buyer@example.test',
            credits: 6000,
            note: 'Goodwill for a failed import',
          }),
        }),
      },
    ])
    const audit = await s.stack.ctx.db.query<{ action: string; subject: string }>(
      "select action, subject from public.admin_audit_log where action = 'credits_granted'",
    )
    expect(audit.rows).toEqual([
      {
        action: 'credits_granted',
        subject: '6,000 credits to buyer@example.test: Goodwill for a failed import',
      },
    ])
  })

  it.each([
    [
      'an address that is not one',
      { p_email: 'nobody', p_credits: 10, p_note: 'x' },
      creditGrantMessages.email,
    ],
    [
      'zero credits',
      { p_email: 'z@example.test', p_credits: 0, p_note: 'x' },
      creditGrantMessages.credits,
    ],
    [
      'too many credits',
      { p_email: 'z@example.test', p_credits: 10_000_001, p_note: 'x' },
      creditGrantMessages.credits,
    ],
    [
      'no reason',
      { p_email: 'z@example.test', p_credits: 10, p_note: '  ' },
      creditGrantMessages.note,
    ],
    [
      'a reason over 500 characters',
      { p_email: 'z@example.test', p_credits: 10, p_note: 'x'.repeat(501) },
      creditGrantMessages.note,
    ],
  ])('refuses %s with 400 and its sentence, writing nothing', async (_, args, message) => {
    const { error, status } = await admin.rpc('grant_credits', args)
    expect(status).toBe(400)
    expect(error?.message).toBe(message)
    expect((await ledgerOf('z@example.test')).rows).toEqual([])
  })

  it('refuses an editor or writer with 403, writing nothing', async () => {
    for (const role of ['editor', 'writer'] as const) {
      const other = (await signIn(anonClient(s.stack), await s.createUser({ admin: true, role })))
        .client
      const { error, status } = await other.rpc('grant_credits', {
        p_email: 'w@example.test',
        p_credits: 10,
        p_note: 'x',
      })
      expect(status).toBe(403)
      expect(error?.message).toBe('Only owners and admins can grant credits')
    }
    expect((await ledgerOf('w@example.test')).rows).toEqual([])
  })
})
