import pg from 'pg'
import type { Db, QueryResult, ScriptTx } from './db.ts'
import { ident } from './sql.ts'

type Runner = Pick<pg.PoolClient, 'query'>

function wrap(runner: Runner): ScriptTx {
  return {
    async query<R>(sql: string, params?: unknown[]): Promise<QueryResult<R>> {
      const r = await runner.query(sql, params)
      return {
        rows: r.rows,
        affectedRows: r.rowCount ?? 0,
        fields: r.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
      }
    },
    async exec(sql: string) {
      await runner.query(sql)
    },
  }
}

const INT8_OID = 20

// int8 as PGlite returns it (a number when safe, else a bigint), so both backends agree.
function parseInt8(text: string): number | bigint {
  const big = BigInt(text)
  return big > BigInt(Number.MAX_SAFE_INTEGER) || big < BigInt(Number.MIN_SAFE_INTEGER)
    ? big
    : Number(big)
}

const types: pg.CustomTypesConfig = {
  getTypeParser: (oid: number, format?: string) =>
    oid === INT8_OID && format !== 'binary'
      ? parseInt8
      : pg.types.getTypeParser(oid, format === 'binary' ? 'binary' : 'text'),
}

export async function openPostgres(connectionString: string): Promise<Db> {
  const options = `-c TimeZone=UTC -c search_path="$user",public,extensions`
  const pool = new pg.Pool({ connectionString, options, types, max: 10 })
  // Idle clients that lose their connection emit 'error'; without a listener Node crashes.
  pool.on('error', (err) => console.error('[db] idle client error:', err.message))
  await pool.query('select 1')
  const root = wrap(pool)
  const listeners = new Map<string, Set<(payload: string) => void>>()
  let listenClient: pg.Client | undefined

  async function transaction<T>(fn: (tx: ScriptTx) => Promise<T>): Promise<T> {
    const client = await pool.connect()
    try {
      await client.query('begin')
      const result = await fn(wrap(client))
      await client.query('commit')
      return result
    } catch (err) {
      await client.query('rollback').catch(() => undefined)
      throw err
    } finally {
      client.release()
    }
  }

  async function listenConnection(): Promise<pg.Client> {
    if (listenClient) return listenClient
    const client = new pg.Client({ connectionString, options, types })
    client.on('notification', (msg) => {
      for (const cb of listeners.get(msg.channel) ?? []) cb(msg.payload ?? '')
    })
    client.on('error', (err) => console.error('[db] listen client error:', err.message))
    await client.connect()
    listenClient = client
    return client
  }

  return {
    kind: 'postgres',
    query: root.query,
    exec: root.exec,
    transaction,
    scriptTransaction: transaction,
    async listen(channel, onNotify) {
      const client = await listenConnection()
      let set = listeners.get(channel)
      if (!set) {
        set = new Set()
        listeners.set(channel, set)
        await client.query(`listen ${ident(channel)}`)
      }
      set.add(onNotify)
      return async () => {
        const current = listeners.get(channel)
        current?.delete(onNotify)
        if (current && current.size === 0) {
          listeners.delete(channel)
          await client.query(`unlisten ${ident(channel)}`)
        }
      }
    },
    async close() {
      await listenClient?.end()
      await pool.end()
    },
  }
}
