import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import type { JwtClaims, StackContext } from '../../stack-context.ts'
import { ownerOf, SERVICE_ROLE } from './caller.ts'
import { objectFile, place, removeObjectFile, removeQuietly, type Received } from './disk.ts'
import { mapDbErrors } from './errors.ts'

export interface ObjectWrite {
  bucket: string
  name: string
  upsert: boolean
  claims: JwtClaims
  metadata: Record<string, unknown>
  userMetadata: Record<string, unknown> | undefined
}

function writeSql(upsert: boolean, returning: string): string {
  const conflict = upsert
    ? `on conflict (bucket_id, name) do update set owner = excluded.owner,
         owner_id = excluded.owner_id, metadata = excluded.metadata,
         user_metadata = excluded.user_metadata, version = excluded.version, updated_at = now()`
    : ''
  return `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
    values ($1, $2, $3::uuid, $4, $5::jsonb, $6::jsonb, $7) ${conflict} ${returning}`
}

function writeParams(write: ObjectWrite, version: string): unknown[] {
  const { owner, ownerId } = ownerOf(write.claims)
  return [
    write.bucket,
    write.name,
    owner,
    ownerId,
    JSON.stringify(write.metadata),
    write.userMetadata === undefined ? null : JSON.stringify(write.userMetadata),
    version,
  ]
}

const ROLLBACK = Symbol('rollback')

/**
 * storage-api's canUpload: the caller's INSERT (an upsert also needs UPDATE and SELECT) is
 * tried in a transaction that is rolled back, before any byte is read.
 */
export async function assertCanWrite(ctx: StackContext, write: ObjectWrite): Promise<void> {
  const returning = write.upsert ? 'returning *' : ''
  await mapDbErrors(() =>
    ctx.asRole(write.claims, async (tx) => {
      await tx.query(writeSql(write.upsert, returning), writeParams(write, randomUUID()))
      throw ROLLBACK
    }),
  ).catch((error: unknown) => {
    if (error !== ROLLBACK) throw error
  })
}

const writtenSchema = z.object({ id: z.string(), previous: z.string().nullable() })

/**
 * Records the object and moves its bytes into place in one transaction: the new file is
 * renamed in before the commit but is only reachable through the row that commits with it,
 * so readers never see a partial or missing file. The replaced version's file goes afterwards.
 */
export async function commitObject(
  ctx: StackContext,
  write: ObjectWrite,
  received: Received,
): Promise<string> {
  const version = randomUUID()
  const file = objectFile(ctx.dataDir, write.bucket, write.name, version)
  if (!file) {
    await removeQuietly(received.tmpFile)
    throw new Error(`Unsafe object name ${write.name}`)
  }
  let written: z.infer<typeof writtenSchema>
  try {
    written = await mapDbErrors(() =>
      ctx.asRole(SERVICE_ROLE, async (tx) => {
        const before = await tx.query<{ version: string | null }>(
          'select version from storage.objects where bucket_id = $1 and name = $2 for update',
          [write.bucket, write.name],
        )
        const { rows } = await tx.query(
          writeSql(write.upsert, 'returning id::text as id'),
          writeParams(write, version),
        )
        await place(received.tmpFile, file)
        return writtenSchema.parse({ ...rows[0], previous: before.rows[0]?.version ?? null })
      }),
    )
  } catch (error) {
    await Promise.all([removeQuietly(file), removeQuietly(received.tmpFile)])
    throw error
  }
  const { id, previous } = written
  const old = previous && objectFile(ctx.dataDir, write.bucket, write.name, previous)
  if (old) await removeObjectFile(ctx.dataDir, old)
  return id
}
