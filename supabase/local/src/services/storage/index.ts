import { Hono } from 'hono'
import type { StackContext } from '../../stack-context.ts'
import type { Service } from '../service.ts'
import { bucketRoutes } from './buckets.ts'
import { storageStatusError } from './errors.ts'
import { listHandler } from './list.ts'
import { moveHandler } from './move.ts'
import { objectInfoHandler, objectReadHandler } from './object-read.ts'
import { removeHandler } from './remove.ts'
import { signedReadHandler, signManyHandler, signOneHandler } from './sign.ts'
import { tusRoutes } from './tus.ts'
import { uploadHandler } from './upload.ts'

/**
 * storage-api v1.60 subset for supabase-js (storage-api's src/http/routes): metadata in
 * storage.buckets/objects under RLS, bytes streamed to <dataDir>/storage. Errors are thrown
 * as WireErrors in storage-api's shape. HEAD requests reach the GET routes (Hono).
 */
export function storageService(ctx: StackContext): Service {
  return { routes: storageRoutes(ctx), error: storageStatusError }
}

function storageRoutes(ctx: StackContext): Hono {
  const app = new Hono()
  app.route('/bucket', bucketRoutes(ctx))
  app.route('/upload/resumable', tusRoutes(ctx))
  // Fixed path words first: `/object/:bucket/*` would also match them.
  app.get('/object/public/:bucket/*', objectReadHandler(ctx, 'public'))
  app.get('/object/authenticated/:bucket/*', objectReadHandler(ctx, 'authenticated'))
  app.get('/object/info/public/:bucket/*', objectInfoHandler(ctx, 'public'))
  app.get('/object/info/authenticated/:bucket/*', objectInfoHandler(ctx, 'authenticated'))
  app.get('/object/info/:bucket/*', objectInfoHandler(ctx, 'anyJwt'))
  app.post('/object/list/:bucket', listHandler(ctx))
  app.post('/object/move', moveHandler(ctx))
  // Many before one: `/:bucket/*` also matches a path with nothing after the bucket.
  app.post('/object/sign/:bucket', signManyHandler(ctx))
  app.post('/object/sign/:bucket/*', signOneHandler(ctx))
  app.get('/object/sign/:bucket/*', signedReadHandler(ctx))
  app.get('/object/:bucket/*', objectReadHandler(ctx, 'anyJwt'))
  app.post('/object/:bucket/*', uploadHandler(ctx, 'POST'))
  app.put('/object/:bucket/*', uploadHandler(ctx, 'PUT'))
  app.delete('/object/:bucket', removeHandler(ctx))
  return app
}
