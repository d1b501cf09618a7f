import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BUCKET_CASES, REJECTED_UPLOADS, type BucketCase } from './support/bucket-cases.ts'
import { startSchemaStack, type Client, type Role, type SchemaStack } from './support/stack.ts'

// Each bucket × role × storage operation through supabase-js; the service role checks
// what really happened to the object.
let s: SchemaStack

beforeAll(async () => {
  s = await startSchemaStack({ seed: false })
})
afterAll(async () => {
  await s?.stop()
})

const ROLES: Role[] = ['anon', 'user', 'admin', 'service']

/** storage-js errors carry the storage service's own status in statusCode. */
function statusCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return undefined
  return String(error.statusCode)
}

function newPath(c: BucketCase): string {
  return `${c.folder}/${Date.now()}-${randomUUID()}.${c.file.extension}`
}

async function arrange(c: BucketCase): Promise<string> {
  const path = newPath(c)
  const { error } = await s.service.storage
    .from(c.bucket)
    .upload(path, c.file.bytes, { contentType: c.file.contentType })
  if (error) throw new Error(`fixture upload to ${c.bucket}: ${error.message}`)
  return path
}

async function exists(c: BucketCase, path: string): Promise<boolean> {
  const { error } = await s.service.storage.from(c.bucket).download(path)
  return error === null
}

describe.each(BUCKET_CASES)('bucket $bucket', (c) => {
  describe.each(ROLES)('as %s', (role) => {
    const allowed = (op: string) => c.allowed[role].some((a) => a === op)
    const storage = () => s.client(role).storage.from(c.bucket)

    it(`upload is ${allowed('upload') ? 'allowed' : 'refused (403)'}`, async () => {
      const path = newPath(c)
      const { error } = await storage().upload(path, c.file.bytes, {
        contentType: c.file.contentType,
      })
      if (allowed('upload')) expect(error).toBeNull()
      else expect(statusCode(error)).toBe('403')
      expect(await exists(c, path)).toBe(allowed('upload'))
    })

    it(`download is ${allowed('download') ? 'allowed' : 'refused (not found)'}`, async () => {
      const path = await arrange(c)
      const { data, error } = await storage().download(path)
      if (allowed('download')) {
        expect(error).toBeNull()
        expect(new Uint8Array(await (data ?? new Blob()).arrayBuffer())).toEqual(c.file.bytes)
      } else {
        expect(statusCode(error)).toBe('404')
      }
    })

    it(`list ${allowed('list') ? 'shows' : 'hides'} the objects`, async () => {
      const path = await arrange(c)
      const { data, error } = await storage().list(c.folder, { limit: 1000 })
      expect(error).toBeNull()
      const names = (data ?? []).map((o) => `${c.folder}/${o.name}`)
      expect(names.includes(path)).toBe(allowed('list'))
    })

    it(`remove ${allowed('remove') ? 'deletes the object' : 'deletes nothing'}`, async () => {
      const path = await arrange(c)
      const { data, error } = await storage().remove([path])
      expect(error).toBeNull()
      expect(data ?? []).toHaveLength(allowed('remove') ? 1 : 0)
      expect(await exists(c, path)).toBe(!allowed('remove'))
    })

    it(`getBucket ${allowed('getBucket') ? 'finds' : 'does not find'} the bucket`, async () => {
      const { data, error } = await s.client(role).storage.getBucket(c.bucket)
      if (allowed('getBucket')) expect(data?.id).toBe(c.bucket)
      else expect(error?.message).toBe('Bucket not found')
    })
  })

  it(`${c.publicUrl ? 'serves' : 'does not serve'} objects at their public URL`, async () => {
    const path = await arrange(c)
    const { data } = s.service.storage.from(c.bucket).getPublicUrl(path)
    const response = await fetch(data.publicUrl)
    expect(response.ok).toBe(c.publicUrl)
    if (c.publicUrl) expect(new Uint8Array(await response.arrayBuffer())).toEqual(c.file.bytes)
  })
})

describe.each(REJECTED_UPLOADS)('$bucket refuses $what', (r) => {
  it.each(['admin', 'service'] satisfies Role[])(
    `for %s with statusCode ${r.statusCode}`,
    async (role) => {
      const client: Client = s.client(role)
      const path = `uploads/${randomUUID()}`
      const { error } = await client.storage
        .from(r.bucket)
        .upload(path, new Uint8Array(r.size), { contentType: r.contentType })
      expect(statusCode(error)).toBe(r.statusCode)
      const { error: missing } = await s.service.storage.from(r.bucket).download(path)
      expect(missing).not.toBeNull()
    },
  )
})
