import type { Context } from 'hono'
import { jwtVerify, SignJWT } from 'jose'
import { z } from 'zod'
import type { StackContext } from '../../stack-context.ts'
import { callerOf, SERVICE_ROLE } from './caller.ts'
import { objectFile } from './disk.ts'
import { storageError, storageErrors } from './errors.ts'
import { objectRef } from './object-path.ts'
import { findBucket, findObject } from './queries.ts'
import { renderObject } from './render.ts'

// storage-api's signed URLs (src/http/routes/object/getSignedURL(s).ts, getSignedObject.ts):
// an HS256 JWT `{ url: "<bucket>/<name>", iat, exp }` under the project secret, checked again
// when the URL is fetched. Signing needs an object the caller may read (RLS SELECT).

const encoder = new TextEncoder()
const NOT_FOUND_OR_DENIED = 'Either the object does not exist or you do not have access to it'

const oneSchema = z.object({ expiresIn: z.number().int().min(1) })
const manySchema = z.object({
  expiresIn: z.number().int().min(1),
  paths: z.array(z.string()).min(1),
})

async function signedPath(ctx: StackContext, bucket: string, name: string, expiresIn: number) {
  const token = await new SignJWT({ url: `${bucket}/${name}` })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresIn)
    .sign(encoder.encode(ctx.keys.jwtSecret))
  // Not encoded: supabase-js applies encodeURI to the whole URL.
  return `/object/sign/${bucket}/${name}?token=${token}`
}

async function body<T>(c: Context, schema: z.ZodType<T>): Promise<T> {
  const parsed = schema.safeParse(await c.req.json().catch(() => undefined))
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw storageErrors.invalidBody(
      `body/${issue?.path.join('/') ?? ''} ${issue?.message ?? 'is invalid'}`,
    )
  }
  return parsed.data
}

/** `POST /object/sign/<bucket>/<name>` `{ expiresIn }` → `{ signedURL }`. */
export function signOneHandler(ctx: StackContext) {
  return async (c: Context): Promise<Response> => {
    const caller = await callerOf(c, ctx.keys, { allowInvalidJwt: false })
    const { bucket, name } = objectRef(c)
    const { expiresIn } = await body(c, oneSchema)
    if (!(await findObject(ctx, caller.claims, bucket, name))) throw storageErrors.objectNotFound()
    return c.json({ signedURL: await signedPath(ctx, bucket, name, expiresIn) })
  }
}

/** `POST /object/sign/<bucket>` `{ expiresIn, paths }` → `[{ error, path, signedURL }]`. */
export function signManyHandler(ctx: StackContext) {
  return async (c: Context): Promise<Response> => {
    const caller = await callerOf(c, ctx.keys, { allowInvalidJwt: false })
    const bucket = c.req.param('bucket') ?? ''
    const { expiresIn, paths } = await body(c, manySchema)
    const results = []
    for (const path of paths) {
      const visible = await findObject(ctx, caller.claims, bucket, path)
      results.push(
        visible
          ? { error: null, path, signedURL: await signedPath(ctx, bucket, path, expiresIn) }
          : { error: NOT_FOUND_OR_DENIED, path, signedURL: null },
      )
    }
    return c.json(results)
  }
}

const tokenSchema = z.object({ url: z.string() })

/** `GET /object/sign/<bucket>/<name>?token=…`: the bytes, no other credentials needed. */
export function signedReadHandler(ctx: StackContext) {
  return async (c: Context): Promise<Response> => {
    const token = c.req.query('token')
    if (!token) throw storageError(400, 'InvalidSignature', 'Missing token')
    let url: string
    try {
      const { payload } = await jwtVerify(token, encoder.encode(ctx.keys.jwtSecret))
      url = tokenSchema.parse(payload).url
    } catch (error) {
      throw storageError(400, 'InvalidJWT', error instanceof Error ? error.message : 'Invalid JWT')
    }
    const { bucket, name } = objectRef(c)
    if (url !== `${bucket}/${name}`) {
      throw storageError(400, 'InvalidSignature', 'The url do not match the signature')
    }
    if (!(await findBucket(ctx, bucket))) throw storageErrors.bucketNotFound()
    const object = await findObject(ctx, SERVICE_ROLE, bucket, name)
    const file =
      !object || object.version === null
        ? undefined
        : objectFile(ctx.dataDir, bucket, name, object.version)
    if (!object || !file) throw storageErrors.objectNotFound()
    return renderObject(c, file, object)
  }
}
