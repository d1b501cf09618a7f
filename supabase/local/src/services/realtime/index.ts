import { WebSocketServer } from 'ws'
import { apiKeyRejection } from '../../keys/api-keys.ts'
import type { JwtClaims, StackContext } from '../../stack-context.ts'
import type { Service } from '../service.ts'
import { canReadTopic, startMessageFeed } from './broadcast.ts'
import { installCapture } from './capture.ts'
import { startChangeFeed } from './change-feed.ts'
import { createHub } from './hub.ts'
import { openSession } from './session.ts'
import { verifyToken } from './token.ts'
import { authenticateUpgrade, isWebsocketPath, refuseUpgrade } from './upgrade.ts'

/**
 * Serves postgres_changes, and broadcasts from the database (realtime.send) to authorised
 * private channels, over Phoenix channels at /realtime/v1/websocket (realtime's
 * RealtimeWeb.RealtimeChannel). Start it after the migrations: it captures the tables the
 * supabase_realtime publication lists.
 */
export async function realtimeService(ctx: StackContext): Promise<Service> {
  await installCapture(ctx.db)
  const hub = await createHub(ctx)
  const feed = await startChangeFeed(ctx.db, hub.deliver)
  const messages = await startMessageFeed(ctx.db, (message) => hub.broadcast(message))
  const canRead = (claims: JwtClaims, topic: string) => canReadTopic(ctx, claims, topic)
  const wss = new WebSocketServer({ noServer: true })
  const verify = (token: string) => verifyToken(token, ctx.keys)

  return {
    upgrade(req, socket, head, path) {
      if (!isWebsocketPath(path)) return false
      socket.on('error', () => socket.destroy())
      // The gateway's rules (api-keys.ts): an apikey is required, a secret key never from a
      // browser; both before realtime sees the socket.
      const apikey = new URL(req.url ?? '/', 'http://localhost').searchParams.get('apikey')
      const refused = apiKeyRejection(
        { apikey: apikey ?? undefined, userAgent: req.headers['user-agent'] },
        ctx.keys,
        { checkApikey: false, requireApikey: true },
      )
      if (refused) {
        refuseUpgrade(socket, refused.message, refused.status, refused.headers, refused.body)
        return true
      }
      void authenticateUpgrade(req, ctx.keys, verify).then((auth) => {
        if (!auth.ok) return refuseUpgrade(socket, auth.reason)
        wss.handleUpgrade(req, socket, head, (ws) =>
          openSession(ws, auth.claims, { hub, verify, canRead }),
        )
      })
      return true
    },
    async close() {
      for (const ws of wss.clients) ws.terminate()
      wss.close()
      await feed.stop()
      await messages.stop()
    },
  }
}
