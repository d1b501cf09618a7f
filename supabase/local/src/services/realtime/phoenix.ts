import { z } from 'zod'

// Phoenix serializer 2.0.0 text frames: [join_ref, ref, topic, event, payload].
const ref = z.string().nullable()
const frameSchema = z.tuple([ref, ref, z.string(), z.string(), z.record(z.string(), z.unknown())])

export type Frame = {
  joinRef: string | null
  ref: string | null
  topic: string
  event: string
  payload: Record<string, unknown>
}

export function decodeFrame(text: string): Frame | null {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return null
  }
  const parsed = frameSchema.safeParse(json)
  if (!parsed.success) return null
  const [joinRef, msgRef, topic, event, payload] = parsed.data
  return { joinRef, ref: msgRef, topic, event, payload }
}

export function encodeFrame(frame: Frame): string {
  return JSON.stringify([frame.joinRef, frame.ref, frame.topic, frame.event, frame.payload])
}

/** The phx_reply answering `request`. */
export function replyFrame(
  request: Pick<Frame, 'joinRef' | 'ref' | 'topic'>,
  status: 'ok' | 'error',
  response: Record<string, unknown>,
): string {
  return encodeFrame({ ...request, event: 'phx_reply', payload: { status, response } })
}

/**
 * A postgres_changes event frame. `data` is already JSON so one change serialised for a role
 * is reused for every channel of that role.
 */
export function changeFrame(topic: string, ids: number[], data: string): string {
  return `[null,null,${JSON.stringify(topic)},"postgres_changes",{"ids":${JSON.stringify(ids)},"data":${data}}]`
}

/** A broadcast event frame as realtime-js receives it: { type: 'broadcast', event, payload }. */
export function broadcastFrame(
  topic: string,
  event: string,
  payload: Record<string, unknown>,
): string {
  return encodeFrame({
    joinRef: null,
    ref: null,
    topic,
    event: 'broadcast',
    payload: { type: 'broadcast', event, payload },
  })
}
