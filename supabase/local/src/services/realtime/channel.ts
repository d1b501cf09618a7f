import { z } from 'zod'
import type { JwtClaims } from '../../stack-context.ts'
import { echoBindings, parseBindings, type Binding } from './bindings.ts'
import type { Hub } from './hub.ts'
import { encodeFrame, replyFrame, type Frame } from './phoenix.ts'
import type { TokenResult } from './token.ts'

/** A joined channel of one socket; also the fan-out's subscriber. */
export type Channel = {
  topic: string
  joinRef: string | null
  claims: JwtClaims
  bindings: Binding[]
  /** Joined with `config.private: true`: receives private broadcasts, after authorisation. */
  private: boolean
  send(frame: string): void
}

export type ChannelDeps = {
  hub: Hub
  send(frame: string): void
  /** Claims for a join or access_token token; the socket's apikey claims when absent. */
  claimsFor(token: string | undefined): Promise<TokenResult>
  /** Whether claims may read the private channel (name without the `realtime:` prefix). */
  canRead(claims: JwtClaims, name: string): Promise<boolean>
}

const joinPayload = z.looseObject({ config: z.unknown(), access_token: z.string().nullish() })
const privateConfig = z.looseObject({ private: z.boolean().nullish() }).nullish()
const tokenPayload = z.looseObject({ access_token: z.string().nullish() })

export const channelName = (topic: string) => topic.replace(/^realtime:/, '')

const systemFrame = (
  channel: Pick<Channel, 'topic' | 'joinRef'>,
  payload: Record<string, unknown>,
) =>
  encodeFrame({
    joinRef: channel.joinRef,
    ref: null,
    topic: channel.topic,
    event: 'system',
    payload,
  })

/**
 * Handles phx_join: resolves to the channel, subscribed in the hub before the reply goes out,
 * or to null after replying with an error.
 */
export async function joinChannel(frame: Frame, deps: ChannelDeps): Promise<Channel | null> {
  const fail = (reason: string) => {
    deps.send(replyFrame(frame, 'error', { reason }))
    return null
  }
  const payload = joinPayload.safeParse(frame.payload)
  if (!payload.success) return fail('Invalid join payload')
  const parsed = parseBindings(payload.data.config)
  if (!parsed.ok) return fail(parsed.reason)
  const auth = await deps.claimsFor(payload.data.access_token ?? undefined)
  if (!auth.ok) return fail(auth.reason)
  const isPrivate = privateConfig.safeParse(payload.data.config).data?.private === true
  const name = channelName(frame.topic)
  // Hosted's refusal (supabase/realtime: RealtimeWeb.RealtimeChannel, read authorisation).
  if (isPrivate && !(await deps.canRead(auth.claims, name))) {
    return fail(
      `Unauthorized: You do not have permissions to read from this Channel topic: ${name}`,
    )
  }
  const { bindings } = parsed
  let untracked: string[]
  try {
    untracked = await deps.hub.track(bindings)
  } catch (error) {
    console.error('[realtime] could not set up change capture:', error)
    return fail('Unable to subscribe to changes with given parameters')
  }
  for (const table of untracked) {
    console.warn(`[realtime] ${table} is not in the supabase_realtime publication: no changes`)
  }
  const { topic, joinRef } = frame
  const channel: Channel = {
    topic,
    joinRef,
    claims: auth.claims,
    bindings,
    private: isPrivate,
    send: deps.send,
  }
  deps.hub.add(channel)
  deps.send(replyFrame(frame, 'ok', { postgres_changes: echoBindings(bindings) }))
  if (bindings.length > 0) {
    const ready = { extension: 'postgres_changes', status: 'ok', channel: name }
    deps.send(systemFrame(channel, { ...ready, message: 'Subscribed to PostgreSQL' }))
  }
  return channel
}

/**
 * Handles an access_token message: a valid token replaces the channel's claims; an invalid
 * one shuts the channel (system error, then phx_close). Resolves to false when it was shut.
 */
export async function refreshToken(channel: Channel, frame: Frame, deps: ChannelDeps) {
  const token = tokenPayload.safeParse(frame.payload).data?.access_token
  // Hosted ignores opaque sb_ keys here: they carry no claims of their own.
  if (!token || token.startsWith('sb_')) return true
  const auth = await deps.claimsFor(token)
  const name = channelName(channel.topic)
  // Hosted re-runs the read authorisation of a private channel on a new token.
  const refused = !auth.ok
    ? auth.reason
    : channel.private && !(await deps.canRead(auth.claims, name))
      ? `Unauthorized: You do not have permissions to read from this Channel topic: ${name}`
      : null
  if (auth.ok && refused === null) {
    channel.claims = auth.claims
    return true
  }
  deps.send(
    systemFrame(channel, {
      extension: 'system',
      status: 'error',
      message: refused,
      channel: name,
    }),
  )
  const { topic, joinRef } = channel
  deps.send(encodeFrame({ joinRef, ref: joinRef, topic, event: 'phx_close', payload: {} }))
  return false
}
