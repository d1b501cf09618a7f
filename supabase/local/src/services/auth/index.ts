import bcrypt from 'bcryptjs'
import { Hono } from 'hono'
import type { StackContext } from '../../stack-context.ts'
import { adminRoutes } from './admin.ts'
import { gatewayAuthorization, requireUser } from './bearer.ts'
import { passwordGrantBody, refreshGrantBody, signupBody } from './bodies.ts'
import type { Service } from '../service.ts'
import { API_VERSION, authError, authStatusError } from './errors.ts'
import { readJson } from './json.ts'
import { signIn } from './session.ts'
import { passwordGrant, refreshGrant } from './token.ts'
import { createUser, emailTaken, userById, userObject } from './users.ts'

const MIN_PASSWORD_LENGTH = 6

/** /auth/v1: the GoTrue endpoints supabase-js uses (GoTrue's api.go lists them all). */
export function authService(ctx: StackContext): Service {
  return { routes: authRoutes(ctx), error: authStatusError }
}

function authRoutes(ctx: StackContext): Hono {
  const app = new Hono()
  app.use('*', async (c, next) => {
    await next()
    c.res.headers.set('X-Supabase-Api-Version', API_VERSION)
  })

  app.post('/token', async (c) => {
    const grant = c.req.query('grant_type')
    if (grant === 'password')
      return c.json(await passwordGrant(ctx, await readJson(c, passwordGrantBody)))
    if (grant === 'refresh_token')
      return c.json(await refreshGrant(ctx, await readJson(c, refreshGrantBody)))
    throw authError(400, 'invalid_credentials', 'unsupported_grant_type')
  })

  app.get('/user', async (c) => {
    const { user } = await requireUser(ctx, gatewayAuthorization(c, ctx.keys))
    return c.json(userObject(user))
  })

  app.post('/logout', async (c) => {
    const scope = c.req.query('scope') ?? 'global'
    if (!['global', 'local', 'others'].includes(scope)) {
      throw authError(400, 'validation_failed', `Unsupported logout scope ${JSON.stringify(scope)}`)
    }
    const { user, sessionId } = await requireUser(ctx, gatewayAuthorization(c, ctx.keys))
    // Refresh tokens go with their sessions (on delete cascade).
    if (scope === 'global' || sessionId === undefined) {
      await ctx.db.query('delete from auth.sessions where user_id = $1::uuid', [user.id])
    } else if (scope === 'local') {
      await ctx.db.query('delete from auth.sessions where id = $1::uuid', [sessionId])
    } else {
      await ctx.db.query('delete from auth.sessions where user_id = $1::uuid and id <> $2::uuid', [
        user.id,
        sessionId,
      ])
    }
    return c.body(null, 204)
  })

  app.post('/signup', async (c) => {
    if (!ctx.config.enableSignup)
      throw authError(422, 'signup_disabled', 'Signups not allowed for this instance')
    const body = await readJson(c, signupBody)
    const email = body.email?.trim() ?? ''
    const password = body.password ?? ''
    if (email === '') throw authError(400, 'validation_failed', 'missing email or phone')
    if (password.length < MIN_PASSWORD_LENGTH) {
      throw authError(
        422,
        'weak_password',
        `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
        {
          weak_password: { reasons: ['length'] },
        },
      )
    }
    if (await emailTaken(ctx.db, email))
      throw authError(422, 'user_already_exists', 'User already registered')
    const passwordHash = await bcrypt.hash(password, 10)
    // Confirmations are off locally (CLI default), so signup returns a session at once.
    const session = await ctx.db.transaction(async (tx) => {
      const id = await createUser(tx, {
        email,
        passwordHash,
        confirmed: true,
        userMetadata: body.data ?? {},
        appMetadata: {},
      })
      const user = await userById(tx, id)
      if (!user) throw new Error('created user not found')
      return signIn(ctx, tx, user)
    })
    return c.json(session)
  })

  app.route('/admin', adminRoutes(ctx))

  app.get('/health', (c) =>
    c.json({
      version: 'v2.189.0',
      name: 'GoTrue',
      description: 'GoTrue is a user registration and authentication API',
    }),
  )
  app.get('/settings', (c) =>
    c.json({
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: !ctx.config.enableSignup,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  )
  // GoTrue's JWKS: the public signing keys (internal/api/jwks.go); the legacy secret stays out.
  app.get('/.well-known/jwks.json', (c) => c.json(ctx.keys.jwks))
  app.all('*', () => {
    throw authError(404, 'not_found', 'Not Found')
  })
  return app
}
