import type { StackContext } from '../../stack-context.ts'
import type { Binding } from './bindings.ts'
import type { BroadcastMessage } from './broadcast.ts'
import { syncCapture, tableKey, type Change } from './capture.ts'
import { createColumnCache } from './column-cache.ts'
import { fanOut, type Subscriber } from './fan-out.ts'
import { broadcastFrame } from './phoenix.ts'

/** Every joined channel of every socket, and which tables the capture trigger covers. */
export interface Hub {
  add(subscriber: Subscriber): void
  remove(subscriber: Subscriber): void
  /**
   * Makes sure the tables the bindings name are captured, re-reading the publication when
   * one is not yet known (migrations add tables). Resolves to the named tables that are not
   * in the publication, as "schema.table".
   */
  track(bindings: readonly Binding[]): Promise<string[]>
  deliver(changes: Change[]): Promise<void>
  /**
   * Sends a realtime.send message to the channels joined on its topic: a private message to
   * private channels (authorised when they joined), a public one to public channels, as
   * hosted separates them.
   */
  broadcast(message: BroadcastMessage): void
}

export async function createHub(ctx: StackContext): Promise<Hub> {
  const subscribers = new Set<Subscriber>()
  const columnsOf = createColumnCache(ctx.db)
  let tracked = await syncCapture(ctx.db)
  // Syncs run one after another: two creating the same trigger at once would collide.
  let syncing = Promise.resolve()

  const isTracked = (b: Binding) => b.table !== null && tracked.has(tableKey(b.schema, b.table))

  return {
    add: (subscriber) => subscribers.add(subscriber),
    remove: (subscriber) => subscribers.delete(subscriber),
    async track(bindings) {
      if (!bindings.every(isTracked)) {
        const sync = syncing.then(async () => {
          tracked = await syncCapture(ctx.db)
        })
        syncing = sync.catch(() => undefined)
        await sync
      }
      return bindings
        .filter((b) => b.schema !== '*' && b.table !== null && !isTracked(b))
        .map((b) => `${b.schema}.${b.table}`)
    },
    deliver: (changes) => fanOut(ctx, columnsOf, [...subscribers], changes),
    broadcast(message) {
      const topic = `realtime:${message.topic}`
      for (const subscriber of subscribers) {
        if (subscriber.topic !== topic || subscriber.private !== message.private) continue
        subscriber.send(broadcastFrame(topic, message.event, message.payload))
      }
    },
  }
}
