import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import type { Hono } from 'hono'
import type { StackContext } from '../stack-context.ts'
import type { WireError } from '../wire-error.ts'

/** The start options that concern services (the rest of LocalStackOptions is the stack's). */
export interface ServiceOptions {
  /** The edge functions to serve (default supabase/functions). */
  functionsDir: string
  /** Restart the functions host after any change under functionsDir. */
  watchFunctions: boolean
  /** Secrets for the functions, like `supabase secrets set` (they beat functions/.env). */
  functionSecrets?: Record<string, string>
  /** Run the schedules hosted Supabase Cron runs (services/cron), as `npm run dev` does. */
  cron: boolean
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
