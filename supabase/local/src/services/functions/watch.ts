import { watch } from 'node:fs'
import type { SupervisorPool } from './supervisor.ts'

const DEBOUNCE_MS = 100

/**
 * Reloads the functions' processes when anything under functionsDir changes: requests are held from the
 * first event, and the new host starts once the burst of events has been quiet for a moment.
 */
export function watchFunctions(functionsDir: string, supervisor: SupervisorPool): () => void {
  let timer: NodeJS.Timeout | undefined
  try {
    const watcher = watch(functionsDir, { recursive: true }, () => {
      supervisor.hold()
      clearTimeout(timer)
      timer = setTimeout(() => supervisor.reload(), DEBOUNCE_MS)
    })
    watcher.on('error', (error) => console.error('functions watcher:', error))
    return () => {
      clearTimeout(timer)
      watcher.close()
    }
  } catch (error) {
    console.error(`Not watching ${functionsDir}:`, error)
    return () => {}
  }
}
