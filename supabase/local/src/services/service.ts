import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import type { Hono } from 'hono'
import type { StackContext } from '../stack-context.ts'
import type { FunctionLimits } from './functions/limits.ts'
import type { WireError } from '../gateway/wire-error.ts'

/** The start options that concern services (the rest of LocalStackOptions is the stack's). */
export interface ServiceOptions {
  /** The edge functions to serve (default supabase/functions). */
  functionsDir: string
  /** Restart the functions host after any change under functionsDir. */
  watchFunctions: boolean
  /** Secrets for the functions, like `supabase secrets set` (they beat functions/.env). */
  functionSecrets?: Record<string, string>
  /** Overrides of hosted's function limits (tests use a short idle timeout). */
  functionLimits?: Partial<FunctionLimits>
  /** Run the schedules hosted Supabase Cron runs (services/cron), as `npm run dev` does. */
  cron: boolean
  /**
   * The project has a custom domain: functions may answer GET with `text/html`. Off by default,
   * as on a hosted project without one (services/html-as-text.ts).
   */
  customDomain?: boolean
  /** The static host's deploy hook, called when published posts change (services/cron). */
  siteDeployHook?: SiteDeployHook
  /** Run the scheduled-posts job (on with cron; a browser suite sets it alone, clock ahead). */
  postScheduler?: PostScheduler
  /** Run the blog-live-check job (on with cron; a browser suite sets it alone, faster). */
  liveCheck?: { pollMs: number }
}

export interface PostScheduler {
  /** How often the job runs (default: its hosted schedule, every minute). */
  pollMs?: number
  /** The job's clock runs this far ahead of the wall clock (default 0). */
  clockAheadMs?: number
}

export interface SiteDeployHook {
  url: string
  /** Build once no post has changed for this long (default 30 s). */
  quietMs?: number
  /** How often the claim runs (default 10 s, as the hosted cron job). */
  pollMs?: number
}

/** A service's wire shape for an error its handlers did not word (body limit, crashes). */
export type ErrorWording = (status: number, message: string) => WireError

/** Answers a websocket upgrade; `path` is the part after the service's mount path. */
export type UpgradeHandler = (
  req: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  path: string,
) => boolean

/**
 * What every service returns. mounts.ts mounts `routes` and routes upgrades under the
 * service's path; `close` runs when the stack stops.
 */
export interface Service {
  routes?: Hono
  error?: ErrorWording
  /** Takes the upgrade and returns true, or returns false to leave it alone. */
  upgrade?: UpgradeHandler
  close?: () => Promise<void>
}

/** The one signature of `services/<name>/index.ts`: `<name>Service(ctx, options)`. */
export type ServiceFactory = (
  ctx: StackContext,
  options: ServiceOptions,
) => Service | Promise<Service>
