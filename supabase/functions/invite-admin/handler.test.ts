import { describe, expect, it } from 'vitest'
import { createHandler, type Caller, type Deps, type InviteOutcome } from './handler.ts'

function fakeDeps(
  caller: Caller,
  outcome: InviteOutcome = 'invited',
  overrides: Partial<Deps> = {},
) {
  const added: { email: string; actorId: string; invited: boolean; role: string }[] = []
  const invited: { email: string; redirectTo: string | undefined }[] = []
  const deps: Deps = {
    callerOf: async () => caller,
    invite: async (email, redirectTo) => {
      invited.push({ email, redirectTo })
      return outcome
    },
    addAdmin: async (email, actorId, wasInvited, role) => {
      added.push({ email, actorId, invited: wasInvited, role })
      return 'new-user-id'
    },
    log: () => {},
    ...overrides,
  }
  return { deps, added, invited }
}

const ADMIN: Caller = { kind: 'owner', id: 'admin-id' }
const post = (body: unknown) =>
  new Request('http://fn.test/invite-admin', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer session' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

describe('invite-admin', () => {
  it('invites the address, records the admin and answers who was added', async () => {
    const { deps, added, invited } = fakeDeps(ADMIN)
    const res = await createHandler(deps)(
      post({
        email: ' New.Admin@Example.com ',
        redirectTo: 'http://127.0.0.1:5173/x',
        role: 'writer',
      }),
    )
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      userId: 'new-user-id',
      email: 'new.admin@example.com',
      invited: true,
    })
    expect(invited).toEqual([
      { email: 'new.admin@example.com', redirectTo: 'http://127.0.0.1:5173/x' },
    ])
    expect(added).toEqual([
      { email: 'new.admin@example.com', actorId: 'admin-id', invited: true, role: 'writer' },
    ])
  })

  it('gives an existing account admin access back without an invitation', async () => {
    const { deps, added } = fakeDeps(ADMIN, 'has-account')
    const res = await createHandler(deps)(post({ email: 'back@example.com' }))
    expect(await res.json()).toMatchObject({ invited: false })
    expect(added[0]).toMatchObject({ invited: false, role: 'admin' })
  })

  it('refuses callers who are not the owner, and bad bodies', async () => {
    const anonymous = await createHandler(fakeDeps({ kind: 'anonymous' }).deps)(post({}))
    expect(anonymous.status).toBe(401)
    const user = fakeDeps({ kind: 'not-owner' })
    const refused = await createHandler(user.deps)(post({ email: 'x@example.com' }))
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ error: 'Only the owner can invite accounts' })
    expect(user.invited).toEqual([])
    const bad = await createHandler(fakeDeps(ADMIN).deps)(post({ email: 'nope' }))
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ error: 'Enter a valid email address' })
    const badRole = await createHandler(fakeDeps(ADMIN).deps)(
      post({ email: 'x@example.com', role: 'boss' }),
    )
    expect(badRole.status).toBe(400)
    const big = await createHandler(fakeDeps(ADMIN).deps)(post({ email: 'a'.repeat(5000) }))
    expect(big.status).toBe(413)
    const preflight = await createHandler(fakeDeps(ADMIN).deps)(
      new Request('http://fn.test/invite-admin', { method: 'OPTIONS' }),
    )
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
  })

  it("passes on auth's email limit and hides other failures", async () => {
    const limited = await createHandler(fakeDeps(ADMIN, 'too-many-emails').deps)(
      post({ email: 'x@example.com' }),
    )
    expect(limited.status).toBe(429)
    const broken = fakeDeps(ADMIN, 'invited', {
      addAdmin: async () => {
        throw new Error('db down')
      },
    })
    const failed = await createHandler(broken.deps)(post({ email: 'x@example.com' }))
    expect(failed.status).toBe(500)
    expect(await failed.json()).toMatchObject({ error: 'Could not invite the admin' })
  })
})
