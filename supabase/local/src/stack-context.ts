import type {
  Db,
  JwtClaims,
  Queryable,
  RequestInfo,
  StackConfig,
  StackContext,
  StackKeys,
} from './context.ts'

// One round trip sets everything PostgREST sets per request (set_config('role') is SET LOCAL ROLE).
const SET_REQUEST = `select
  set_config('role', $1, true),
  set_config('request.jwt.claims', $2, true),
  set_config('request.jwt.claim.role', $1, true),
  set_config('request.jwt.claim.sub', $3, true),
  set_config('request.method', $4, true),
  set_config('request.path', $5, true),
  set_config('request.headers', $6, true),
  set_config('search_path', 'public, extensions', true),
  set_config('transaction_read_only', $7, true)`

export function createStackContext(parts: {
  db: Db
  keys: StackKeys
  config: StackConfig
  url: string
  dataDir: string
}): StackContext {
  const { db } = parts
  function asRequest<T>(
    claims: JwtClaims,
    request: RequestInfo,
    fn: (tx: Queryable) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      await tx.query(SET_REQUEST, [
        claims.role,
        JSON.stringify(claims),
        typeof claims.sub === 'string' ? claims.sub : '',
        request.method,
        request.path,
        JSON.stringify(request.headers),
        request.readOnly ? 'on' : 'off',
      ])
      return fn(tx)
    })
  }
  return {
    ...parts,
    asRequest,
    asRole: (claims, fn) => asRequest(claims, { method: '', path: '', headers: {} }, fn),
  }
}
