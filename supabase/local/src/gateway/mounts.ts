import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { authService } from '../services/auth/index.ts'
import { cronService } from '../services/cron/index.ts'
import { functionsService } from '../services/functions/index.ts'
import { mailService } from '../services/mail/index.ts'
import { paymentsSandboxService } from '../services/payments-sandbox/index.ts'
import { realtimeService } from '../services/realtime/index.ts'
import { restService } from '../services/rest/index.ts'
import type { Service, ServiceFactory, ServiceOptions } from '../services/service.ts'
import { storageService } from '../services/storage/index.ts'
import { webhookReceiverService } from '../services/webhook-receiver/index.ts'
import type { StackContext } from '../stack-context.ts'

/** REST and auth bodies are JSON; storage streams its own (larger) uploads. */
const MAX_BODY_BYTES = 10 * 1024 * 1024

interface Mount {
  readonly name: string
  /** Where its routes and websocket upgrades go; none for a background service. */
  readonly path?: string
  readonly start: ServiceFactory
  /** The gateway's CORS; functions answer their own preflights, as behind the CLI gateway. */
  readonly cors?: boolean
  readonly maxBodyBytes?: number
  /**
   * The gateway's API key rules (api-keys.ts): 'checked' refuses a request without an apikey
   * and unknown sb_ keys too; 'browser' only refuses a secret key from a browser (functions
   * check their own apikey, and a Stripe webhook sends none).
   */
  readonly apiKeys?: 'checked' | 'browser'
  /** `METHOD /full/path`s a 'checked' mount serves without an apikey, as hosted's gateway does. */
  readonly openPaths?: readonly RegExp[]
}

// Auth's routes reached without headers to send: the email links (/verify), OAuth's /authorize
// and /callback, the JWKS and /health (supabase/supabase docker/volumes/api/kong.yml: the
// auth-v1-open, -open-callback, -open-authorize, -open-jwks and -open-health routes, which have
// no key-auth plugin).
const AUTH_OPEN_PATHS = [
  /^(GET|POST) \/auth\/v1\/(verify|callback|authorize|health)\/?$/,
  /^GET \/auth\/v1\/\.well-known\/jwks\.json$/,
]

// Storage URLs a page puts in <img>/<video> or hands out as links: public objects and images,
// and signed URLs, whose token is the authorization (Supabase docs, guides/storage/serving/
// downloads: "public buckets ... can be accessed by anyone with the URL"; signed URLs "for a
// fixed amount of time" without a key).
const STORAGE_OPEN_PATHS = [
  /^(GET|HEAD) \/storage\/v1\/(object|render\/image)\/(public|sign)\//,
  /^PUT \/storage\/v1\/object\/upload\/sign\//,
]

/** Every service of the stack, in start order; routes match in this order too. */
export const MOUNTS = [
  {
    name: 'rest',
    path: '/rest/v1',
    start: restService,
    cors: true,
    maxBodyBytes: MAX_BODY_BYTES,
    apiKeys: 'checked',
  },
  {
    name: 'auth',
    path: '/auth/v1',
    start: authService,
    cors: true,
    maxBodyBytes: MAX_BODY_BYTES,
    apiKeys: 'checked',
    openPaths: AUTH_OPEN_PATHS,
  },
  {
    name: 'storage',
    path: '/storage/v1',
    start: storageService,
    cors: true,
    apiKeys: 'checked',
    openPaths: STORAGE_OPEN_PATHS,
  },
  { name: 'functions', path: '/functions/v1', start: functionsService, apiKeys: 'browser' },
  // Captures the tables the supabase_realtime publication lists: start after the migrations.
  { name: 'realtime', path: '/realtime/v1', start: realtimeService },
  // The mail catcher: its page, the tests' JSON API and Resend's send API (services/mail).
  { name: 'mail', path: '/mail', start: mailService, maxBodyBytes: MAX_BODY_BYTES },
  // The stand-in for the customer app that credit hand-offs go to (services/webhook-receiver).
  { name: 'webhooks', path: '/webhooks', start: webhookReceiverService },
  // Stripe's fixed /v1 API path and /payments-sandbox: mounted at the root, so last.
  { name: 'paymentsSandbox', path: '/', start: paymentsSandboxService },
  { name: 'cron', start: cronService },
] as const satisfies readonly Mount[]

export type ServiceName = (typeof MOUNTS)[number]['name']
export type Services = Partial<Record<ServiceName, Service>>

/** Starts every service in table order; if one fails, closes those already started. */
export async function startServices(
  ctx: StackContext,
  options: ServiceOptions,
): Promise<{ services: Services; close(): Promise<void> }> {
  const services: Services = {}
  const started: Service[] = []
  const close = async () => {
    for (const service of started.splice(0).reverse()) {
      await service.close?.().catch((err: unknown) => console.error('[stack] stop:', err))
    }
  }
  try {
    for (const mount of MOUNTS) {
      const service = await mount.start(ctx, options)
      services[mount.name] = service
      started.push(service)
    }
  } catch (err) {
    await close()
    throw err
  }
  return { services, close }
}

/** The part of pathname below a mount path ('/websocket' below '/realtime/v1'), if it is below. */
function pathBelow(mountPath: string, pathname: string): string | undefined {
  const base = mountPath.replace(/\/$/, '')
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : undefined
}

/** Hands a websocket upgrade to the service mounted at its path; others are left alone. */
export function upgradeHandler(services: Services) {
  return (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost')
    for (const mount of MOUNTS) {
      const upgrade = services[mount.name]?.upgrade
      const below = 'path' in mount ? pathBelow(mount.path, pathname) : undefined
      if (upgrade && below !== undefined && upgrade(req, socket, head, below)) return
    }
  }
}
