import bcrypt from 'bcryptjs'
import { Hono, type Context, type Next } from 'hono'
import type { StackContext } from '../../stack-context.ts'
import { gatewayAuthorization, requireAdmin } from './bearer.ts'
import { authError } from './errors.ts'
import type { AuthSettings } from '../../stack-context.ts'
import { createUserBody, generateLinkBody, inviteBody, updateUserBody } from './bodies.ts'
import { generateLink, invite } from './invite.ts'
import { readJson } from './json.ts'
import { referrer } from './redirect.ts'
import { createUser, emailTaken, listUsers, userById, userObject } from './users.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const BCRYPT_COST = 10

function userIdParam(id: string): string {
  if (!UUID.test(id)) throw authError(404, 'user_not_found', 'User not found')
  return id
}

/** /invite and /admin/*: service-role only (GoTrue's requireAdminCredentials, adminUsers*). */
export function adminRoutes(ctx: StackContext, settings: AuthSettings): Hono {
  const app = new Hono()
  const adminOnly = async (c: Context, next: Next) => {
    await requireAdmin(ctx, gatewayAuthorization(c, ctx.keys))
    await next()
  }
  app.use('/admin/*', adminOnly)
  app.use('/invite', adminOnly)

  app.post('/invite', async (c) => {
    const body = await readJson(c, inviteBody)
    return c.json(await invite(ctx, settings, body, referrer(c, settings)))
  })

  app.post('/admin/generate_link', async (c) => {
    const body = await readJson(c, generateLinkBody)
    return c.json(await generateLink(ctx, settings, body, referrer(c, settings)))
  })

  app.post('/admin/users', async (c) => {
    const body = await readJson(c, createUserBody)
    const email = body.email?.trim() ?? ''
    if (email === '')
      throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format')
    if (await emailTaken(ctx.db, email)) {
      throw authError(
        422,
        'email_exists',
        'A user with this email address has already been registered',
      )
    }
    const passwordHash = body.password ? await bcrypt.hash(body.password, BCRYPT_COST) : null
    const user = await ctx.db.transaction(async (tx) => {
      const id = await createUser(tx, {
        email,
        passwordHash,
        confirmed: body.email_confirm === true,
        userMetadata: body.user_metadata ?? body.data ?? {},
        appMetadata: body.app_metadata ?? {},
      })
      return userById(tx, id)
    })
    if (!user) throw new Error('created user not found')
    return c.json(userObject(user))
  })

  app.get('/admin/users', async (c) => {
    const page = Math.max(1, Number(c.req.query('page') ?? 1) || 1)
    const perPage = Math.min(1000, Math.max(1, Number(c.req.query('per_page') ?? 50) || 50))
    const { users, total } = await listUsers(ctx.db, page, perPage)
    const last = Math.max(1, Math.ceil(total / perPage))
    const base = `${ctx.url}/auth/v1/admin/users?per_page=${perPage}`
    const links = [`<${base}&page=${last}>; rel="last"`]
    if (page < last) links.unshift(`<${base}&page=${page + 1}>; rel="next"`)
    return new Response(`{"users":${users},"aud":"authenticated"}`, {
      headers: {
        'Content-Type': 'application/json',
        'X-Total-Count': String(total),
        Link: links.join(', '),
      },
    })
  })

  app.get('/admin/users/:id', async (c) => {
    const user = await userById(ctx.db, userIdParam(c.req.param('id')))
    if (!user) throw authError(404, 'user_not_found', 'User not found')
    return c.json(userObject(user))
  })

  app.put('/admin/users/:id', async (c) => {
    const id = userIdParam(c.req.param('id'))
    if (!(await userById(ctx.db, id))) throw authError(404, 'user_not_found', 'User not found')
    const body = await readJson(c, updateUserBody)
    await ctx.db.query(
      `update auth.users set
         email = coalesce(lower($2), email),
         encrypted_password = coalesce($3, encrypted_password),
         raw_user_meta_data = coalesce(raw_user_meta_data, '{}') || coalesce($4::jsonb, '{}'),
         raw_app_meta_data = coalesce(raw_app_meta_data, '{}') || coalesce($5::jsonb, '{}'),
         email_confirmed_at = case when $6::boolean then coalesce(email_confirmed_at, now()) else email_confirmed_at end,
         banned_until = case when $7::text = 'none' then null when $7::text is not null then now() + $7::interval else banned_until end,
         updated_at = now()
       where id = $1::uuid`,
      [
        id,
        body.email ?? null,
        body.password ? await bcrypt.hash(body.password, BCRYPT_COST) : null,
        body.user_metadata ? JSON.stringify(body.user_metadata) : null,
        body.app_metadata ? JSON.stringify(body.app_metadata) : null,
        body.email_confirm === true,
        body.ban_duration ?? null,
      ],
    )
    const user = await userById(ctx.db, id)
    if (!user) throw authError(404, 'user_not_found', 'User not found')
    return c.json(userObject(user))
  })

  app.delete('/admin/users/:id', async (c) => {
    const id = userIdParam(c.req.param('id'))
    const deleted = await ctx.db.query('delete from auth.users where id = $1::uuid', [id])
    if (deleted.affectedRows === 0) throw authError(404, 'user_not_found', 'User not found')
    return c.json({})
  })
  return app
}
