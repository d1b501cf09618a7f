import type { Db } from '../../db/db.ts'
import { CHANGES_CHANNEL, takeChanges, type Change } from './capture.ts'

export interface ChangeFeed {
  stop(): Promise<void>
}

/**
 * Reacts to the capture trigger's NOTIFY by draining the queue, batch by batch, and handing
 * each batch to `deliver`. One drain runs at a time; a notification that arrives meanwhile
 * makes it go round once more, so no commit is missed and none is read twice.
 */
export async function startChangeFeed(
  db: Db,
  deliver: (changes: Change[]) => Promise<void>,
): Promise<ChangeFeed> {
  let draining: Promise<void> = Promise.resolve()
  let running = false
  let pending = false
  let stopped = false

  async function drain() {
    running = true
    try {
      while (pending && !stopped) {
        pending = false
        const taken = await takeChanges(db)
        if (taken.more) pending = true
        if (taken.changes.length > 0) await deliver(taken.changes)
      }
    } catch (error) {
      console.error('[realtime] delivering changes failed:', error)
    } finally {
      // Set synchronously after the last check of `pending`, so no notification slips between.
      running = false
    }
  }

  function onNotify() {
    pending = true
    if (!running && !stopped) draining = drain()
  }

  const unlisten = await db.listen(CHANGES_CHANNEL, onNotify)
  return {
    async stop() {
      stopped = true
      await unlisten()
      await draining
    },
  }
}
