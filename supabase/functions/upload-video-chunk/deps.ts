import { createClient } from '@supabase/supabase-js'
import { z } from 'zod'
import type { Database } from '../_shared/database.types.ts'
import { PARTS_FOLDER, partsFolder, VIDEO_BUCKET } from '../_shared/video-upload.ts'
import type { Caller, Deps } from './handler.ts'

const envSchema = z.object({
  SUPABASE_URL: z.url(),
  SUPABASE_SERVICE_ROLE_KEY: z.string().min(1),
})

const PAGE = 1000

/** The parts, one after another, as one stream: one part's response is open at a time. */
function concatenated(urls: string[], headers: HeadersInit): ReadableStream<Uint8Array> {
  let next = 0
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      for (;;) {
        if (!reader) {
          const url = urls[next++]
          if (url === undefined) return controller.close()
          const response = await fetch(url, { headers })
          if (!response.ok || !response.body) throw new Error(`part ${url}: ${response.status}`)
          reader = response.body.getReader()
        }
        const { done, value } = await reader.read()
        if (!done) return controller.enqueue(value)
        reader = undefined
      }
    },
    async cancel(reason) {
      await reader?.cancel(reason)
    },
  })
}

/** Pieces already in memory, as a stream body, so that they are sent without being joined. */
function streamOf(pieces: Uint8Array[]): ReadableStream<Uint8Array> {
  let next = 0
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const piece = pieces[next++]
      if (piece) controller.enqueue(piece)
      else controller.close()
    },
  })
}

export function createDeps(rawEnv: Record<string, string | undefined>): Deps {
  const env = envSchema.parse(rawEnv)
  const admin = createClient<Database>(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  })
  const bucket = admin.storage.from(VIDEO_BUCKET)
  const storageUrl = `${env.SUPABASE_URL}/storage/v1/object/${VIDEO_BUCKET}`
  const auth = {
    authorization: `Bearer ${env.SUPABASE_SERVICE_ROLE_KEY}`,
    apikey: env.SUPABASE_SERVICE_ROLE_KEY,
  }
  const objectUrl = (path: string) =>
    `${storageUrl}/${path.split('/').map(encodeURIComponent).join('/')}`

  /** An upsert with a raw streamed body, as supabase-js sends non-Blob bodies. */
  async function upload(path: string, body: ReadableStream<Uint8Array>, contentType: string) {
    // Not a literal: the DOM RequestInit type lacks `duplex`, which a stream body needs.
    const init = {
      method: 'POST',
      headers: { ...auth, 'content-type': contentType, 'x-upsert': 'true' },
      body,
      duplex: 'half',
    }
    const response = await fetch(objectUrl(path), init)
    if (!response.ok) throw new Error(`upload ${path}: ${response.status} ${await response.text()}`)
  }

  async function list(folder: string): Promise<{ name: string; changed: string | null }[]> {
    const entries: { name: string; changed: string | null }[] = []
    for (let offset = 0; ; offset += PAGE) {
      const { data, error } = await bucket.list(folder, { limit: PAGE, offset })
      if (error) throw error
      entries.push(
        ...data.map(({ name, updated_at, created_at }) => ({
          name,
          changed: updated_at ?? created_at,
        })),
      )
      if (data.length < PAGE) return entries
    }
  }

  async function remove(paths: string[]): Promise<void> {
    for (let i = 0; i < paths.length; i += PAGE) {
      const { error } = await bucket.remove(paths.slice(i, i + PAGE))
      if (error) throw error
    }
  }

  return {
    async callerOf(authorization): Promise<Caller> {
      const token = authorization?.match(/^Bearer (.+)$/i)?.[1]
      if (!token) return 'anonymous'
      const { data, error } = await admin.auth.getUser(token)
      if (error || !data.user) return 'anonymous'
      const member = await admin
        .from('admin_users')
        .select('user_id')
        .eq('user_id', data.user.id)
        .maybeSingle()
      if (member.error) throw new Error(`admin check failed: ${member.error.message}`)
      return member.data ? 'admin' : 'not-admin'
    },
    async exists(path) {
      const { data, error } = await bucket.exists(path)
      if (error && !data) return false
      return data
    },
    async put(path, pieces, contentType) {
      await upload(path, streamOf(pieces), contentType)
    },
    async list(folder) {
      return (await list(folder)).map((entry) => entry.name)
    },
    async concatenate(parts, target, contentType) {
      await upload(target, concatenated(parts.map(objectUrl), auth), contentType)
    },
    remove,
    async signedUrl(path, expiresIn) {
      const { data, error } = await bucket.createSignedUrl(path, expiresIn)
      if (error) throw error
      return data.signedUrl
    },
    async removeAbandoned(olderThan) {
      for (const upload of await list(PARTS_FOLDER)) {
        const parts = await list(partsFolder(upload.name))
        const newest = Math.max(0, ...parts.map((part) => Date.parse(part.changed ?? '') || 0))
        if (parts.length > 0 && newest < olderThan.getTime()) {
          await remove(parts.map((part) => `${partsFolder(upload.name)}/${part.name}`))
        }
      }
    },
    now: () => new Date(),
  }
}
