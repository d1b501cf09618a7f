import bcrypt from 'bcryptjs'
import { Hono } from 'hono'
import type { StackContext } from '../../stack-context.ts'
import { adminRoutes } from './admin.ts'
import { mfaRoutes } from './mfa.ts'
import { gatewayAuthorization, requireUser } from './bearer.ts'
import { DEFAULT_AUTH_SETTINGS } from '../../config.ts'
import {
  passwordGrantBody,
  recoverBody,
  refreshGrantBody,
  signupBody,
  userUpdateBody,
  verifyBody,
} from './bodies.ts'
import type { Service } from '../service.ts'
import { API_VERSION, authError, authStatusError, checkPasswordStrength } from './errors.ts'
import { readJson } from './json.ts'
import { limitByAddress, TokenBuckets } from './rate-limit.ts'
import { recover } from './recover.ts'
import { referrer } from './redirect.ts'
import { signIn } from './session.ts'
import { passwordGrant, refreshGrant } from './token.ts'
import { updateUser } from './user-update.ts'
import { createUser, emailTaken, userById, userObject } from './users.ts'
import { getVerifyRequest, postVerifyRequest, verify, verifyRedirect } from './verify.ts'

/** /auth/v1: the GoTrue endpoints supabase-js uses (GoTrue's api.go lists them all). */
export function authService(ctx: StackContext): Service {
  return { routes: authRoutes(ctx), error: authStatusError }
}

function authRoutes(ctx: StackContext): Hono {
  const settings = ctx.config.auth ?? DEFAULT_AUTH_SETTINGS
  const { rateLimit } = settings
  // One set of buckets per limiter, as GoTrue's apilimiter keeps them (internal/api/api.go).
  const limits = {
    token: new TokenBuckets(rateLimit.tokenRefresh),
    verify: new TokenBuckets(rateLimit.tokenVerifications),
    recover: new TokenBuckets(rateLimit.signInSignUps),
    signup: new TokenBuckets(rateLimit.signInSignUps),
    user: new TokenBuckets(rateLimit.signInSignUps),
  }
  const requireEmailProvider = () => {
    if (!settings.emailProvider) {
      throw authError(400, 'email_provider_disabled', 'Email logins are disabled')
    }
  }
  const app = new Hono()
  app.use('*', async (c, next) => {
    await next()
    c.res.headers.set('X-Supabase-Api-Version', API_VERSION)
  })

  app.post('/token', async (c) => {
    const grant = c.req.query('grant_type')
    if (grant !== 'password' && grant !== 'refresh_token') {
      throw authError(400, 'invalid_credentials', 'unsupported_grant_type')
    }
    // Password sign-ins and refreshes share the token_refresh buckets (GoTrue api.Token).
    limitByAddress(limits.token, c)
    if (grant === 'refresh_token') {
      return c.json(await refreshGrant(ctx, await readJson(c, refreshGrantBody)))
    }
    const body = await readJson(c, passwordGrantBody)
    if ((body.email ?? '') !== '' && !settings.emailProvider) {
      throw authError(422, 'email_provider_disabled', 'Email logins are disabled')
    }
    return c.json(await passwordGrant(ctx, body))
  })

  app.post('/recover', async (c) => {
    limitByAddress(limits.recover, c)
    requireEmailProvider()
    return c.json(await recover(ctx, settings, c, await readJson(c, recoverBody)))
  })

  app.get('/verify', async (c) => {
    limitByAddress(limits.verify, c)
    const request = getVerifyRequest(c.req.query('token') ?? '', c.req.query('type') ?? '')
    return c.redirect(await verifyRedirect(ctx, settings, request, referrer(c, settings)), 303)
  })

  app.post('/verify', async (c) => {
    limitByAddress(limits.verify, c)
    return c.json(await verify(ctx, settings, postVerifyRequest(await readJson(c, verifyBody))))
  })

  app.put('/user', async (c) => {
    const { user, sessionId } = await requireUser(ctx, gatewayAuthorization(c, ctx.keys))
    limitByAddress(limits.user, c)
    const body = await readJson(c, userUpdateBody)
    return c.json(await updateUser(ctx, settings, user, sessionId, body))
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
    limitByAddress(limits.signup, c)
    if (!ctx.config.enableSignup)
      throw authError(422, 'signup_disabled', 'Signups not allowed for this instance')
    const body = await readJson(c, signupBody)
    const email = body.email?.trim() ?? ''
    const password = body.password ?? ''
    if (email === '') throw authError(400, 'validation_failed', 'missing email or phone')
    checkPasswordStrength(password, settings.minimumPasswordLength)
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

  app.route('/', mfaRoutes(ctx, settings))
  app.route('/', adminRoutes(ctx, settings))

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
  // Cached for ten minutes, as GoTrue sends it (jwks.go: Cache-Control "public, max-age=600").
  app.get('/.well-known/jwks.json', (c) =>
    c.json(ctx.keys.jwks, 200, { 'Cache-Control': 'public, max-age=600' }),
  )
  app.all('*', () => {
    throw authError(404, 'not_found', 'Not Found')
  })
  return app
}
