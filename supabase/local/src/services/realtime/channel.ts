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
  send(frame: string): void
}

export type ChannelDeps = {
  hub: Hub
  send(frame: string): void
  /** Claims for a join or access_token token; the socket's apikey claims when absent. */
  claimsFor(token: string | undefined): Promise<TokenResult>
}

const joinPayload = z.looseObject({ config: z.unknown(), access_token: z.string().nullish() })
const tokenPayload = z.looseObject({ access_token: z.string().nullish() })

const channelName = (topic: string) => topic.replace(/^realtime:/, '')

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
  const channel: Channel = { topic, joinRef, claims: auth.claims, bindings, send: deps.send }
  deps.hub.add(channel)
  deps.send(replyFrame(frame, 'ok', { postgres_changes: echoBindings(bindings) }))
  if (bindings.length > 0) {
    const name = channelName(frame.topic)
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
  if (auth.ok) {
    channel.claims = auth.claims
    return true
  }
  const name = channelName(channel.topic)
  deps.send(
    systemFrame(channel, {
      extension: 'system',
      status: 'error',
      message: auth.reason,
      channel: name,
    }),
  )
  const { topic, joinRef } = channel
  deps.send(encodeFrame({ joinRef, ref: joinRef, topic, event: 'phx_close', payload: {} }))
  return false
}
