import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootstrap } from './db/bootstrap.ts'
import type { Db } from './db/db.ts'
import { openDb } from './db/open-db.ts'
import { stackKeys } from './keys/keys.ts'
import { createStackContext } from './stack-context.ts'

const demoKeys = await stackKeys()

let db: Db

beforeAll(async () => {
  db = await openDb()
  await bootstrap(db)
})
afterAll(() => db?.close())

const ctx = () =>
  createStackContext({
    db,
    keys: demoKeys,
    config: { port: 0, enableSignup: false, jwtExpiry: 3600 },
    url: '',
    dataDir: '',
  })

describe('asRole / asRequest', () => {
  it('runs as the role with the claims and request settings, then resets', async () => {
    const sub = '11111111-1111-4111-8111-111111111111'
    const row = await ctx().asRequest(
      { role: 'authenticated', sub, email: 'a@b.c' },
      { method: 'GET', path: '/posts', headers: { 'x-test': '1' }, readOnly: true },
      async (tx) =>
        (
          await tx.query(
            `select current_user as "user", auth.uid()::text as uid, auth.role() as role, auth.email() as email,
               auth.jwt() ->> 'email' as jwt_email, current_setting('request.method') as method,
               current_setting('request.headers')::json ->> 'x-test' as header, current_setting('transaction_read_only') as ro`,
          )
        ).rows[0],
    )
    expect(row).toEqual({
      user: 'authenticated',
      uid: sub,
      role: 'authenticated',
      email: 'a@b.c',
      jwt_email: 'a@b.c',
      method: 'GET',
      header: '1',
      ro: 'on',
    })
    expect((await db.query('select current_user as u')).rows[0]).toEqual({ u: 'postgres' })
  })

  it('rolls back when fn throws, and API roles cannot read auth.users', async () => {
    await db.exec(
      'create table if not exists public.t (n int); grant insert on public.t to service_role',
    )
    await expect(
      ctx().asRole({ role: 'service_role' }, async (tx) => {
        await tx.query('insert into public.t values (1)')
        throw new Error('boom')
      }),
    ).rejects.toThrow('boom')
    expect((await db.query('select count(*)::int as n from public.t')).rows[0]).toEqual({ n: 0 })
    await expect(
      ctx().asRole({ role: 'anon' }, (tx) => tx.query('select * from auth.users')),
    ).rejects.toMatchObject({ code: '42501' })
  })
})

describe('listen', () => {
  it('delivers notifications on case-sensitive channels until unlistened', async () => {
    const got: string[] = []
    let resolve: () => void = () => undefined
    const arrived = new Promise<void>((r) => (resolve = r))
    const unlisten = await db.listen('Row Changes', (payload) => {
      got.push(payload)
      resolve()
    })
    await db.query(
      `select pg_notify('row changes', 'wrong channel'), pg_notify('Row Changes', 'hello')`,
    )
    await arrived
    expect(got).toEqual(['hello'])
    await unlisten()
  })
})
