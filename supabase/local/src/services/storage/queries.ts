import { z } from 'zod'
import type { JwtClaims, StackContext } from '../../stack-context.ts'
import { SERVICE_ROLE } from './caller.ts'

/** A timestamptz as storage-api renders it: node-pg gives a Date, JSON.stringify writes ISO Z. */
export const isoTimestamp = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

const bucketRowSchema = z.object({
  id: z.string(),
  public: z.boolean().nullable(),
  file_size_limit: z.number().nullable(),
  allowed_mime_types: z.array(z.string()).nullable(),
})
type BucketRow = z.infer<typeof bucketRowSchema>

/** A bucket whatever the caller may see: storage-api reads limits and `public` as superuser. */
export async function findBucket(ctx: StackContext, id: string): Promise<BucketRow | undefined> {
  const { rows } = await ctx.asRole(SERVICE_ROLE, (tx) =>
    tx.query(
      `select id, public, file_size_limit::float8 as file_size_limit, allowed_mime_types
       from storage.buckets where id = $1`,
      [id],
    ),
  )
  return rows[0] === undefined ? undefined : bucketRowSchema.parse(rows[0])
}

const objectMetadataSchema = z.looseObject({
  eTag: z.string().optional(),
  mimetype: z.string().optional(),
  cacheControl: z.string().optional(),
})

const objectRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  bucket_id: z.string(),
  version: z.string().nullable(),
  metadata: objectMetadataSchema.nullable(),
  user_metadata: z.unknown(),
  created_at: z.string().nullable(),
  updated_at: z.string().nullable(),
})
export type ObjectRow = z.infer<typeof objectRowSchema>

/** One object as the given role sees it (RLS SELECT decides). */
export async function findObject(
  ctx: StackContext,
  claims: JwtClaims,
  bucket: string,
  name: string,
): Promise<ObjectRow | undefined> {
  const { rows } = await ctx.asRole(claims, (tx) =>
    tx.query(
      `select id::text as id, name, bucket_id, version, metadata, user_metadata,
         ${isoTimestamp('created_at')} as created_at, ${isoTimestamp('updated_at')} as updated_at
       from storage.objects where bucket_id = $1 and name = $2`,
      [bucket, name],
    ),
  )
  return rows[0] === undefined ? undefined : objectRowSchema.parse(rows[0])
}
