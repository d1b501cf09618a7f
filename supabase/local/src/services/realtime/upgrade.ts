import { STATUS_CODES, type IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import type { StackKeys } from '../../stack-context.ts'
import { jwtForOpaqueKey } from '../../keys/keys.ts'
import type { TokenResult } from './token.ts'

/** True for the websocket path below /realtime/v1; other upgrades are left to others. */
export function isWebsocketPath(path: string): boolean {
  return path.replace(/\/+$/, '') === '/websocket'
}

/**
 * The socket-level token is the `apikey` query parameter (browsers cannot set headers on a
 * websocket). Opaque sb_ keys stand for the JWTs the gateway maps them to.
 */
export async function authenticateUpgrade(
  req: IncomingMessage,
  keys: StackKeys,
  verify: (token: string) => Promise<TokenResult>,
): Promise<TokenResult> {
  const apikey = new URL(req.url ?? '/', 'http://localhost').searchParams.get('apikey')
  if (!apikey) return { ok: false, reason: 'No API key found in request' }
  const token = apikey.startsWith('sb_') ? jwtForOpaqueKey(apikey, keys) : apikey
  return token ? verify(token) : { ok: false, reason: 'Invalid API key' }
}

/** Answers the upgrade request with 403 and closes, as Phoenix does for a refused connect. */
export function refuseUpgrade(
  socket: Duplex,
  reason: string,
  status = 403,
  headers: Record<string, string> = {},
  answer: Record<string, unknown> = { message: reason },
): void {
  const body = JSON.stringify(answer)
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Content-Type: application/json',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
  ]
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`)
}
