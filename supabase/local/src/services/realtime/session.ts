import { WebSocket, type RawData } from 'ws'
import type { JwtClaims } from '../../stack-context.ts'
import { joinChannel, refreshToken, type Channel, type ChannelDeps } from './channel.ts'
import type { Hub } from './hub.ts'
import { decodeFrame, replyFrame, type Frame } from './phoenix.ts'
import type { TokenResult } from './token.ts'

// Phoenix's websocket timeout: a client that stops heartbeating (a laptop gone to sleep) is
// dropped rather than kept subscribed forever.
const IDLE_TIMEOUT_MS = 60_000

type SessionDeps = {
  hub: Hub
  canRead: ChannelDeps['canRead']
  /** Verifies a token sent on a channel. */
  verify(token: string): Promise<TokenResult>
}

/** Speaks the Phoenix channel protocol on one socket whose apikey gave `socketClaims`. */
export function openSession(ws: WebSocket, socketClaims: JwtClaims, deps: SessionDeps): void {
  const channels = new Map<string, Channel>()
  let closed = false
  const channelDeps: ChannelDeps = {
    hub: deps.hub,
    send(frame) {
      if (ws.readyState === WebSocket.OPEN) ws.send(frame)
    },
    canRead: deps.canRead,
    claimsFor: async (token) =>
      token && !token.startsWith('sb_') ? deps.verify(token) : { ok: true, claims: socketClaims },
  }

  function drop(topic: string) {
    const channel = channels.get(topic)
    if (channel) deps.hub.remove(channel)
    channels.delete(topic)
  }

  async function handle(frame: Frame) {
    const { topic, event } = frame
    if (topic === 'phoenix') {
      if (event === 'heartbeat') channelDeps.send(replyFrame(frame, 'ok', {}))
      return
    }
    if (event === 'phx_join') {
      // Phoenix replaces a channel joined again on the same topic (the client rejoins so).
      drop(topic)
      const channel = await joinChannel(frame, channelDeps)
      if (channel) channels.set(topic, channel)
      if (closed) drop(topic)
      return
    }
    if (event === 'phx_leave') {
      drop(topic)
      channelDeps.send(replyFrame(frame, 'ok', {}))
      return
    }
    const channel = channels.get(topic)
    if (!channel) {
      channelDeps.send(replyFrame(frame, 'error', { reason: 'unmatched topic' }))
      return
    }
    if (event === 'access_token' && !(await refreshToken(channel, frame, channelDeps))) {
      drop(topic)
    }
    // Broadcast from clients and presence are not served by the local stack; their messages
    // are dropped (broadcasts from the database, realtime.send, are: see hub.broadcast).
  }

  // Frames are handled one at a time, in order, as a Phoenix channel process would.
  let queue = Promise.resolve()
  const idle = setTimeout(() => ws.terminate(), IDLE_TIMEOUT_MS)
  ws.on('message', (data: RawData, isBinary: boolean) => {
    idle.refresh()
    if (isBinary) return
    const frame = decodeFrame(data.toString())
    if (!frame) {
      // Phoenix drops a connection that sends what its serializer cannot decode.
      ws.close(1007, 'invalid frame')
      return
    }
    queue = queue
      .then(() => handle(frame))
      .catch((error: unknown) => console.error('[realtime] message handling failed:', error))
  })
  ws.on('close', () => {
    closed = true
    clearTimeout(idle)
    for (const topic of [...channels.keys()]) drop(topic)
  })
  ws.on('error', () => ws.terminate())
}
