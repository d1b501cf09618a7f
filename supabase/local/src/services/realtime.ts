import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer } from 'ws'
import type { StackContext } from '../context.ts'
import { installCapture } from './realtime/capture.ts'
import { startChangeFeed } from './realtime/change-feed.ts'
import { createHub } from './realtime/hub.ts'
import { openSession } from './realtime/session.ts'
import { verifyToken } from './realtime/token.ts'
import { authenticateUpgrade, isRealtimeUpgrade, refuseUpgrade } from './realtime/upgrade.ts'

export interface Realtime {
  stop(): Promise<void>
}

/**
 * Serves postgres_changes over Phoenix channels at /realtime/v1/websocket (wire §5). Call it
 * after the migrations: it captures the tables the supabase_realtime publication lists.
 */
export async function attachRealtime(server: Server, ctx: StackContext): Promise<Realtime> {
  await installCapture(ctx.db)
  const hub = await createHub(ctx)
  const feed = await startChangeFeed(ctx.db, hub.deliver)
  const wss = new WebSocketServer({ noServer: true })
  const verify = (token: string) => verifyToken(token, ctx.keys.jwtSecret)

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!isRealtimeUpgrade(req)) return
    socket.on('error', () => socket.destroy())
    void authenticateUpgrade(req, ctx.keys, verify).then((auth) => {
      if (!auth.ok) return refuseUpgrade(socket, auth.reason)
      wss.handleUpgrade(req, socket, head, (ws) => openSession(ws, auth.claims, { hub, verify }))
    })
  }
  server.on('upgrade', onUpgrade)

  return {
    async stop() {
      server.off('upgrade', onUpgrade)
      for (const ws of wss.clients) ws.terminate()
      wss.close()
      await feed.stop()
    },
  }
}
